<?php

namespace App\Actions;

use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Enums\VideoModeration;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use Illuminate\Support\Facades\DB;

/**
 * A moderator's decision on a reported video, which closes every open report of it with
 * that status. Reviewed: it breaks no rule and returns to the lists if it was held. Action
 * taken: it is taken down, playing for its owner alone, who sees the reason in the studio.
 */
final class DecideReports
{
    /**
     * @return int how many reports the decision closed
     */
    public function handle(User $moderator, Video $video, ReportStatus $decision, ?ReportReason $reason): int
    {
        return DB::transaction(function () use ($moderator, $video, $decision, $reason) {
            $closed = Report::query()->scopes(['open'])->where('video_id', $video->id)->update([
                'status' => $decision,
                'is_open' => null,
                'decided_by' => $moderator->id,
                'decided_at' => now(),
                'updated_at' => now(),
            ]);

            if ($decision === ReportStatus::ActionTaken) {
                $video->forceFill([
                    'moderation' => VideoModeration::Removed,
                    'moderation_reason' => $reason,
                    'moderated_at' => now(),
                ])->save();
            } elseif ($video->moderation === VideoModeration::Held) {
                $video->forceFill(['moderation' => null, 'moderated_at' => null])->save();
            }

            return $closed;
        });
    }
}
