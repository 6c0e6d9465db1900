<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property int $playlist_id
 * @property int $video_id
 * @property int $position
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read Playlist $playlist
 * @property-read Video $video
 */
class PlaylistItem extends Model
{
    use BootsTraitsByName;

    protected $table = 'playlist_items';

    /**
     * @var list<string>
     */
    protected $fillable = ['playlist_id', 'video_id', 'position'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['position' => 'integer'];
    }

    /**
     * @return BelongsTo<Playlist, $this>
     */
    public function playlist(): BelongsTo
    {
        return $this->belongsTo(Playlist::class);
    }

    /**
     * @return BelongsTo<Video, $this>
     */
    public function video(): BelongsTo
    {
        return $this->belongsTo(Video::class);
    }
}
