<?php

namespace App\Models;

use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Models\Concerns\BootsTraitsByName;
use Database\Factories\ReportFactory;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * A viewer's report of a video. Each account has at most one open (under review) report per
 * video: reporting again rewrites it. A moderator's decision closes every open report of
 * the video at once.
 *
 * @property int $id
 * @property int $user_id
 * @property int $video_id
 * @property ReportReason $reason
 * @property string|null $details
 * @property ReportStatus $status
 * @property bool|null $is_open true while under review, null once decided
 * @property int|null $decided_by
 * @property Carbon|null $decided_at
 * @property Carbon $created_at
 * @property Carbon $updated_at
 * @property-read User $user
 * @property-read Video $video
 */
class Report extends Model
{
    use BootsTraitsByName;

    /** @use HasFactory<ReportFactory> */
    use HasFactory;

    protected $table = 'reports';

    /**
     * Open reports from this many accounts hold a video out of every list until a moderator
     * decides.
     */
    public const HOLD_AFTER_ACCOUNTS = 10;

    public const DETAILS_MAX_LENGTH = 500;

    /**
     * @var list<string>
     */
    protected $fillable = ['user_id', 'video_id', 'reason', 'details', 'status', 'is_open'];

    /**
     * @var array<string, mixed>
     */
    protected $attributes = [
        'details' => null,
        'status' => 'under_review',
        'is_open' => true,
        'decided_by' => null,
        'decided_at' => null,
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'reason' => ReportReason::class,
            'status' => ReportStatus::class,
            'is_open' => 'boolean',
            'decided_at' => 'datetime',
        ];
    }

    /**
     * @param  Builder<Report>  $query
     */
    public function scopeOpen(Builder $query): void
    {
        $query->where('reports.status', ReportStatus::UnderReview);
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
