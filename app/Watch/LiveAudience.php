<?php

namespace App\Watch;

use App\Enums\VideoKind;
use App\Models\Video;
use Illuminate\Support\Facades\DB;

/**
 * How many are watching a live stream now: the viewers whose player reported playing it
 * lately. Players report at least every useWatchProgress PROGRESS_REPORT_MS (10 s) while
 * playing, so a viewer counts until a few reports have gone missing.
 *
 * The count is also kept on the stream's row (`videos.live_viewers`), which the cards show
 * and the live lists sort by: every report refreshes it, and refreshAll() (scheduled every
 * minute) brings it down as viewers leave without a report to say so.
 */
final class LiveAudience
{
    /** A viewer counts as watching this long after their last report. */
    public const WINDOW_SECONDS = 30;

    /** Rows of viewers gone this long are deleted as others report. */
    private const FORGET_AFTER_SECONDS = 3600;

    /**
     * @param  string  $viewerKey  the key RecordWatchProgress counts views by
     */
    public function touch(Video $video, string $viewerKey): void
    {
        if ($video->kind !== VideoKind::Live) {
            return;
        }

        $now = now();
        DB::table('live_watchers')->upsert(
            [['video_id' => $video->id, 'viewer_key' => $viewerKey, 'seen_at' => $now]],
            ['video_id', 'viewer_key'],
            ['seen_at'],
        );
        DB::table('live_watchers')
            ->where('video_id', $video->id)
            ->where('seen_at', '<', $now->copy()->subSeconds(self::FORGET_AFTER_SECONDS))
            ->delete();

        DB::table('videos')->where('id', $video->id)->update(['live_viewers' => $this->count($video)]);
    }

    public function count(Video $video): int
    {
        return DB::table('live_watchers')
            ->where('video_id', $video->id)
            ->where('seen_at', '>=', now()->subSeconds(self::WINDOW_SECONDS))
            ->count();
    }

    /**
     * Brings every live stream's kept count back in line with its recent reports.
     *
     * @return int how many streams were counted again
     */
    public function refreshAll(): int
    {
        $watching = DB::table('live_watchers')
            ->selectRaw('COUNT(*)')
            ->whereColumn('live_watchers.video_id', 'videos.id')
            ->where('seen_at', '>=', now()->subSeconds(self::WINDOW_SECONDS));

        return DB::table('videos')
            ->where('kind', VideoKind::Live->value)
            ->where('live_viewers', '>', 0)
            ->update(['live_viewers' => $watching]);
    }
}
