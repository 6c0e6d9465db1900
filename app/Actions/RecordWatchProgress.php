<?php

namespace App\Actions;

use App\Models\User;
use App\Models\Video;
use App\Models\VideoView;
use App\Models\WatchHistory;
use App\Watch\LiveAudience;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * What the player reports while a video plays: the first report of a viewer within an hour
 * counts a view; every report moves a signed-in viewer's history to the position reached,
 * unless they paused their history (then the view still counts, but nothing is kept for them).
 * On a live stream, every report also keeps the viewer among those watching now.
 */
class RecordWatchProgress
{
    /** A viewer counts once per video within this window. */
    public const VIEW_WINDOW_MINUTES = 60;

    public function __construct(private readonly LiveAudience $liveAudience)
    {
    }

    /**
     * @param  string  $viewerKey  VideoView::keyForUser() for a signed-in viewer, a hashed session key for a guest
     * @param  float  $position  seconds reached; clamped to the video's length
     */
    public function handle(Video $video, ?User $user, string $viewerKey, float $position): void
    {
        $seconds = $this->clamp($video, $position);

        // The lock makes "no view this hour → insert one" atomic when reports overlap
        // (two tabs, a retried request), so one viewer never counts twice.
        Cache::lock("views:{$video->id}:{$viewerKey}", 10)->block(5, function () use ($video, $user, $viewerKey, $seconds) {
            $this->countView($video, $user, $viewerKey, $seconds);
        });

        $this->liveAudience->touch($video, $viewerKey);

        if ($user !== null && ! $user->settings->pausesWatchHistory()) {
            WatchHistory::query()->upsert(
                [['user_id' => $user->id, 'video_id' => $video->id, 'position_seconds' => $seconds, 'watched_at' => now()]],
                ['user_id', 'video_id'],
                ['position_seconds', 'watched_at'],
            );
        }
    }

    private function countView(Video $video, ?User $user, string $viewerKey, int $seconds): void
    {
        $recent = VideoView::query()
            ->where('video_id', $video->id)
            ->where('viewer_key', $viewerKey)
            ->where('viewed_at', '>', now()->subMinutes(self::VIEW_WINDOW_MINUTES))
            ->latest('viewed_at')
            ->first(['id', 'watched_seconds']);

        if ($recent !== null) {
            if ($seconds > $recent->watched_seconds) {
                VideoView::query()->whereKey($recent->id)->update(['watched_seconds' => $seconds]);
            }

            return;
        }

        DB::transaction(function () use ($video, $user, $viewerKey, $seconds) {
            VideoView::query()->create([
                'video_id' => $video->id,
                'user_id' => $user?->id,
                'viewer_key' => $viewerKey,
                'watched_seconds' => $seconds,
                'viewed_at' => now(),
                'viewed_on' => now()->toDateString(),
            ]);

            // One UPDATE ... SET view_count = view_count + 1: concurrent views of other
            // viewers never overwrite each other's increments. The week's count
            // (RecentViews) grows with it.
            Video::query()->whereKey($video->id)->incrementEach(['view_count' => 1, 'recent_views' => 1]);
        });
    }

    private function clamp(Video $video, float $position): int
    {
        if (! is_finite($position) || $position < 0) {
            return 0;
        }

        return (int) min(floor($position), $video->duration);
    }
}
