<?php

namespace App\Models;

use App\Media\PublicMedia;
use App\Models\Concerns\BootsTraitsByName;
use Database\Factories\CommunityPostFactory;
use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\MorphMany;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property int $channel_id
 * @property string $body
 * @property string|null $image_path
 * @property int $like_count
 * @property int $dislike_count
 * @property int $comment_count
 * @property Carbon|null $published_at
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read string|null $image_url
 * @property-read Channel $channel
 */
class CommunityPost extends Model
{
    use BootsTraitsByName;

    /** @use HasFactory<CommunityPostFactory> */
    use HasFactory;

    protected $table = 'community_posts';

    /**
     * @var list<string>
     */
    protected $fillable = ['body', 'image_path', 'published_at'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'like_count' => 'integer',
            'dislike_count' => 'integer',
            'comment_count' => 'integer',
            'published_at' => 'datetime',
        ];
    }

    /**
     * @return BelongsTo<Channel, $this>
     */
    public function channel(): BelongsTo
    {
        return $this->belongsTo(Channel::class);
    }

    /**
     * @return MorphMany<Comment, $this>
     */
    public function comments(): MorphMany
    {
        return $this->morphMany(Comment::class, 'commentable');
    }

    /**
     * @return MorphMany<Reaction, $this>
     */
    public function reactions(): MorphMany
    {
        return $this->morphMany(Reaction::class, 'reactable');
    }

    protected function imageUrl(): Attribute
    {
        return Attribute::get(fn () => PublicMedia::url($this->image_path));
    }
}
