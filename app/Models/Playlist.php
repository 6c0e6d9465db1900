<?php

namespace App\Models;

use App\Enums\Visibility;
use App\Models\Concerns\BootsTraitsByName;
use Database\Factories\PlaylistFactory;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Support\Carbon;

/**
 * A channel's playlist (its Playlists tab), or one a viewer keeps for themself (Watch later):
 * then `user_id` holds the owner, `channel_id` is null and `kind` says which list it is.
 *
 * @property int $id
 * @property int|null $channel_id
 * @property int|null $user_id
 * @property string $kind
 * @property string $title
 * @property string|null $description
 * @property Visibility $visibility
 * @property int $video_count
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read Channel|null $channel
 */
class Playlist extends Model
{
    use BootsTraitsByName;

    /** @use HasFactory<PlaylistFactory> */
    use HasFactory;

    protected $table = 'playlists';

    public const KIND_CHANNEL = 'channel';

    public const KIND_WATCH_LATER = 'watch_later';

    /**
     * @var list<string>
     */
    protected $fillable = ['title', 'description', 'visibility'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'visibility' => Visibility::class,
            'video_count' => 'integer',
        ];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * @return BelongsTo<Channel, $this>
     */
    public function channel(): BelongsTo
    {
        return $this->belongsTo(Channel::class);
    }

    /**
     * @return HasMany<PlaylistItem, $this>
     */
    public function items(): HasMany
    {
        return $this->hasMany(PlaylistItem::class);
    }

    /**
     * @return BelongsToMany<Video, $this>
     */
    public function videos(): BelongsToMany
    {
        return $this->belongsToMany(Video::class, 'playlist_items')
            ->withPivot('position')
            ->withTimestamps()
            ->orderByPivot('position');
    }
}
