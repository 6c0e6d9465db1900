<?php

namespace App\Actions;

use App\Enums\ReportReason;
use App\Enums\VideoModeration;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use Illuminate\Support\Facades\DB;

/**
 * Files a viewer's report, or rewrites their open one of the same video. Once enough
 * accounts have open reports of a video, it is held out of every list (still playable by
 * link) until a moderator decides.
 */
final class ReportVideo
{
    /**
     * @return bool whether an open report was rewritten rather than a new one filed
     */
    public function handle(User $reporter, Video $video, ReportReason $reason, ?string $details): bool
    {
        return DB::transaction(function () use ($reporter, $video, $reason, $details) {
            // The unique (user, video, is_open) index settles two reports sent at once: the
            // second finds the first and rewrites it.
            $report = Report::query()->updateOrCreate(
                ['user_id' => $reporter->id, 'video_id' => $video->id, 'is_open' => true],
                ['reason' => $reason, 'details' => $details],
            );

            if ($video->moderation === null
                && Report::query()->scopes(['open'])->where('video_id', $video->id)->count() >= Report::HOLD_AFTER_ACCOUNTS) {
                $video->forceFill(['moderation' => VideoModeration::Held, 'moderated_at' => now()])->save();
            }

            return ! $report->wasRecentlyCreated;
        });
    }
}
