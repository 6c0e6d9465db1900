<?php

namespace App\Models;

use App\Models\Concerns\BootsTraitsByName;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Carbon;

/**
 * A video a viewer marked "Not interested": it leaves that viewer's feeds (one row per pair).
 *
 * @property int $user_id
 * @property int $video_id
 * @property Carbon $created_at
 * @property-read User $user
 * @property-read Video $video
 */
class NotInterestedVideo extends Model
{
    use BootsTraitsByName;

    protected $table = 'not_interested_videos';

    public $incrementing = false;

    public const UPDATED_AT = null;

    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'video_id'];

    /**
     * The ids of the videos this user set aside, as a subquery for `whereNotIn`.
     */
    public static function idsFor(User $user): Builder
    {
        return self::query()->where('user_id', $user->id)->toBase()->select('video_id');
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
