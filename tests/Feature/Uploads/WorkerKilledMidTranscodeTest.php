<?php

namespace Tests\Feature\Uploads;

use App\Enums\VideoStatus;
use App\Jobs\ProcessUpload;
use App\Media\PrivateMedia;
use App\Media\ProcessingScratch;
use App\Media\SampleClip;
use App\Media\VideoMedia;
use App\Models\Video;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\File;
use PHPUnit\Framework\Attributes\Group;
use Tests\TestCase;

/**
 * Real `queue:work` processes on the database queue's media queue (RunsQueueWorkers), killed
 * with SIGKILL while they transcode.
 *
 * The group runs in the main SQLite PHPUnit run only: scripts/phpunit-postgres-redis.sh
 * excludes it, since its workers use a SQLite file whatever the suite's database, and its
 * half minute would only be paid again.
 */
#[Group('workers')]
class WorkerKilledMidTranscodeTest extends TestCase
{
    use RunsQueueWorkers;

    /** Above the heartbeat's 5 s interval, so a live worker never looks stalled, and low enough to wait for. */
    private const STALE_AFTER_SECONDS = 8;

    /** Long enough at 720p to be mid-transcode when killed. */
    private const CLIP_SECONDS = 30;

    protected function setUp(): void
    {
        $this->startWorkerSandbox();

        parent::setUp();

        $this->useSandboxDatabase();
        config(['queue.default' => 'database', 'uploads.stale_after_seconds' => self::STALE_AFTER_SECONDS]);
    }

    protected function tearDown(): void
    {
        $this->stopWorkers();

        parent::tearDown();

        $this->removeWorkerSandbox();
    }

    protected static function workerClip(): SampleClip
    {
        return new SampleClip('worker-test', 1280, 720, self::CLIP_SECONDS, caption: 'Killed mid-transcode');
    }

    /**
     * @return array<string, string>
     */
    private static function workerEnvironment(): array
    {
        return ['MEDIA_STALE_AFTER_SECONDS' => (string) self::STALE_AFTER_SECONDS];
    }

    public function test_a_worker_killed_mid_transcode_leaves_the_video_to_another_that_finishes_it(): void
    {
        $video = $this->queuedUpload();
        $this->startWorker('database', self::workerEnvironment());
        $this->startWorker('database', self::workerEnvironment());
        ProcessUpload::dispatch($video);

        // Past the thumbnails (the first 5 %): the ladder's ffmpeg is at work.
        $this->waitUntil('the transcode to be under way', fn () => in_array($this->reload($video)->status, [VideoStatus::Processing, VideoStatus::Watchable], true)
            && $this->reload($video)->processing_progress > 5, 60);
        [$holder, $ffmpeg] = $this->waitUntil('an ffmpeg in a worker\'s process group', function () {
            foreach ($this->workers as $worker) {
                if (($found = $this->ffmpegIn((int) $worker->id())) !== []) {
                    return [$worker, $found];
                }
            }

            return null;
        }, 10);
        $killedRun = File::directories(ProcessingScratch::ofVideo($video));
        $this->assertCount(1, $killedRun);

        $this->killGroupOf($holder);

        $this->waitUntil('the killed worker\'s ffmpeg to be gone', fn () => array_intersect($ffmpeg, $this->ffmpegIn((int) $holder->id())) === [], 5);
        $killedAt = $this->reload($video);
        $this->assertSame(1, $killedAt->processing_attempts);
        $this->assertContains($killedAt->status, [VideoStatus::Processing, VideoStatus::Watchable]);

        // The heartbeat lapses by itself; until it has, nobody takes the video over.
        $this->waitUntil('the heartbeat to go stale', fn () => ! ProcessUpload::isAlive($this->reload($video)), self::STALE_AFTER_SECONDS + 10);
        $this->assertSame(1, $this->reload($video)->processing_attempts);
        $this->assertSame(0, Artisan::call('media:requeue-stalled'));
        $this->assertDirectoryDoesNotExist($killedRun[0]);

        $this->waitUntil('the other worker to make the video Ready', fn () => $this->reload($video)->status === VideoStatus::Ready, 90);

        $video->refresh();
        $this->assertSame(2, $video->processing_attempts);
        $this->assertSame([100, self::CLIP_SECONDS, 1280, 720], [$video->processing_progress, $video->duration, $video->width, $video->height]);
        $this->assertSame(['360p', '240p', '480p', '720p'], $this->validLadder($video));
        $this->assertNull($video->original_path);
        $this->assertSame([], PrivateMedia::disk()->allFiles('originals'));
        $this->assertSame([], File::isDirectory(ProcessingScratch::root()) ? File::directories(ProcessingScratch::root()) : []);
    }

    public function test_a_video_whose_every_run_is_killed_ends_failed_with_its_original_kept(): void
    {
        $video = $this->queuedUpload();
        ProcessUpload::dispatch($video);

        foreach (range(1, ProcessUpload::MAX_RUNS) as $run) {
            $worker = $this->startWorker('database', self::workerEnvironment());
            $this->waitUntil("run {$run} to start", fn () => $this->reload($video)->status === VideoStatus::Processing
                && $this->reload($video)->processing_attempts === $run, 60);
            $this->killGroupOf($worker);

            // The first test waits for a real lapse; here only the count of runs matters.
            Video::query()->whereKey($video->id)->update(['heartbeat_at' => now()->subSeconds(self::STALE_AFTER_SECONDS + 1)]);
            $this->assertSame(0, Artisan::call('media:requeue-stalled'));
            $this->assertSame($run < ProcessUpload::MAX_RUNS ? VideoStatus::Queued : VideoStatus::Failed, $this->reload($video)->status);
        }

        $video->refresh();
        $this->assertStringContainsString('stopped 3 times', (string) $video->failure_reason);
        $this->assertNull($video->heartbeat_at);
        // Kept for the Retry button.
        PrivateMedia::disk()->assertExists((string) $video->original_path);
        $this->assertDirectoryDoesNotExist(ProcessingScratch::ofVideo($video));
    }

    /**
     * @return list<int> the ids of the live ffmpeg processes in this process group
     */
    private function ffmpegIn(int $group): array
    {
        $found = [];
        foreach (glob('/proc/[0-9]*/stat') ?: [] as $statFile) {
            $stat = @file_get_contents($statFile);
            // "pid (comm) state ppid pgrp ..."; a name may hold spaces, so fields count from the last ')'.
            if ($stat === false || ! str_contains($stat, '(ffmpeg)')) {
                continue;
            }
            [$state, , $processGroup] = explode(' ', substr($stat, (int) strrpos($stat, ')') + 2));
            if ($state !== 'Z' && (int) $processGroup === $group) {
                $found[] = (int) $stat;
            }
        }

        return $found;
    }

    /**
     * Checks the master playlist: every rendition it names has its playlist, complete, and
     * every segment that lists, covering the whole clip, and nothing else in its folder.
     *
     * @return list<string> the renditions, in the master's order
     */
    private function validLadder(Video $video): array
    {
        $disk = VideoMedia::disk($video);
        $hls = VideoMedia::directory($video).'/hls';
        $this->assertSame("{$hls}/master.m3u8", $video->hls_path);
        $master = (string) $disk->get("{$hls}/master.m3u8");
        $this->assertStringStartsWith('#EXTM3U', $master);
        preg_match_all('/^(\w+)\/index\.m3u8$/m', $master, $renditions);

        foreach ($renditions[1] as $rendition) {
            $playlist = (string) $disk->get("{$hls}/{$rendition}/index.m3u8");
            $this->assertStringContainsString('#EXT-X-ENDLIST', $playlist, "{$rendition} is complete");
            preg_match_all('/^#EXTINF:([\d.]+),\n(segment_\d+\.ts)$/m', $playlist, $segments);
            $this->assertEqualsWithDelta(self::CLIP_SECONDS, array_sum(array_map('floatval', $segments[1])), 0.5, "{$rendition} covers the clip");
            foreach ($segments[2] as $segment) {
                $this->assertGreaterThan(0, $disk->size("{$hls}/{$rendition}/{$segment}"), "{$rendition}/{$segment}");
            }
            $files = array_map('basename', $disk->files("{$hls}/{$rendition}"));
            sort($files);
            $this->assertSame(['index.m3u8', ...$segments[2]], $files);
        }

        return $renditions[1];
    }
}
