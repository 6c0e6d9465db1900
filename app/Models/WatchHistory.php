<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * The latest watch of a video by a user, with the position reached (one row per pair).
 *
 * @property int $id
 * @property int $user_id
 * @property int $video_id
 * @property int $position_seconds
 * @property Carbon $watched_at
 * @property-read User $user
 * @property-read Video $video
 */
class WatchHistory extends Model
{
    use BootsTraitsByName;

    protected $table = 'watch_history';

    public $timestamps = false;

    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'video_id', 'position_seconds', 'watched_at'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'position_seconds' => 'integer',
            'watched_at' => 'datetime',
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
     * @return BelongsTo<Video, $this>
     */
    public function video(): BelongsTo
    {
        return $this->belongsTo(Video::class);
    }
}
