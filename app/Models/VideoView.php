<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * One recorded view of a video: counts, trending and analytics are built from these rows.
 *
 * @property int $id
 * @property int $video_id
 * @property int|null $user_id
 * @property string $viewer_key
 * @property int $watched_seconds
 * @property string|null $country
 * @property Carbon $viewed_at
 * @property Carbon $viewed_on
 * @property-read Video $video
 * @property-read User|null $user
 */
class VideoView extends Model
{
    use BootsTraitsByName;

    protected $table = 'views';

    public $timestamps = false;

    /**
     * @var list<string>
     */
    protected $fillable = ['video_id', 'user_id', 'viewer_key', 'watched_seconds', 'country', 'viewed_at', 'viewed_on'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'watched_seconds' => 'integer',
            'viewed_at' => 'datetime',
            'viewed_on' => 'date',
        ];
    }

    /**
     * The key the once-per-viewer rule and the analytics use for a signed-in viewer.
     */
    public static function keyForUser(User $user): string
    {
        return 'u:'.$user->id;
    }

    /**
     * @return BelongsTo<Video, $this>
     */
    public function video(): BelongsTo
    {
        return $this->belongsTo(Video::class);
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }
}
