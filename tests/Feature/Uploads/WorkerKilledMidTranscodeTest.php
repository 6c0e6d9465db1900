<?php

namespace Tests\Feature\Uploads;

use App\Enums\VideoStatus;
use App\Jobs\ProcessUpload;
use App\Media\Ffmpeg;
use App\Media\PrivateMedia;
use App\Media\ProcessingScratch;
use App\Media\SampleClip;
use App\Media\VideoMedia;
use App\Models\Video;
use Illuminate\Contracts\Process\InvokedProcess;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;
use PHPUnit\Framework\Attributes\Group;
use Tests\TestCase;

/**
 * Real `queue:work` processes on the media queue, killed with SIGKILL while they transcode.
 * Workers and this test share a SQLite file and a storage folder of their own, made for each
 * test and removed after it. Each worker leads a process group of its own (setsid), so
 * killing the group takes its ffmpeg along, as a container or a machine going down would.
 *
 * The group runs in the main SQLite PHPUnit run only: scripts/phpunit-postgres.sh and
 * scripts/phpunit-redis.sh exclude it, since its workers use a SQLite file whatever the
 * suite's database, and its half minute would only be paid again.
 */
#[Group('workers')]
class WorkerKilledMidTranscodeTest extends TestCase
{
    /** Above the heartbeat's 5 s interval, so a live worker never looks stalled, and low enough to wait for. */
    private const STALE_AFTER_SECONDS = 8;

    /** Long enough at 720p to be mid-transcode when killed. */
    private const CLIP_SECONDS = 30;

    private static ?string $clip = null;

    private string $sandbox;

    /** @var list<InvokedProcess> */
    private array $workers = [];

    protected function setUp(): void
    {
        $this->sandbox = sys_get_temp_dir().'/blipstream-workers-'.bin2hex(random_bytes(6));
        foreach (['app/private', 'app/public', 'framework/cache/data', 'framework/views', 'logs'] as $folder) {
            mkdir("{$this->sandbox}/storage/{$folder}", 0777, true);
        }
        // Before the application boots, so its disks, scratch folders and caches are the sandbox's.
        $_ENV['LARAVEL_STORAGE_PATH'] = "{$this->sandbox}/storage";

        parent::setUp();

        touch("{$this->sandbox}/database.sqlite");
        config([
            'database.default' => 'sqlite',
            'database.connections.sqlite.database' => "{$this->sandbox}/database.sqlite",
            'queue.default' => 'database',
            'uploads.stale_after_seconds' => self::STALE_AFTER_SECONDS,
        ]);
        DB::purge('sqlite');
        Artisan::call('migrate', ['--force' => true]);
    }

    protected function tearDown(): void
    {
        // Every group first, then the waits: a failing test still leaves no process behind.
        foreach ($this->workers as $worker) {
            $this->signalGroupOf($worker);
        }
        $deadline = microtime(true) + 10;
        while (array_filter($this->workers, fn (InvokedProcess $worker) => $worker->running()) !== [] && microtime(true) < $deadline) {
            usleep(50_000);
        }
        $this->workers = [];
        DB::disconnect('sqlite');

        parent::tearDown();

        unset($_ENV['LARAVEL_STORAGE_PATH']);
        (new Filesystem)->deleteDirectory($this->sandbox);
    }

    public static function tearDownAfterClass(): void
    {
        if (self::$clip !== null) {
            @unlink(self::$clip);
            self::$clip = null;
        }

        parent::tearDownAfterClass();
    }

    public function test_a_worker_killed_mid_transcode_leaves_the_video_to_another_that_finishes_it(): void
    {
        $video = $this->queuedUpload();
        $this->startWorker();
        $this->startWorker();
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
            $worker = $this->startWorker();
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
     * A private draft whose upload completed, as AcceptCompletedUpload leaves it.
     */
    private function queuedUpload(): Video
    {
        if (self::$clip === null) {
            self::$clip = sys_get_temp_dir().'/blipstream-worker-clip-'.bin2hex(random_bytes(6)).'.mp4';
            (new Ffmpeg)->sampleClip(new SampleClip('worker-test', 1280, 720, self::CLIP_SECONDS, caption: 'Killed mid-transcode'), self::$clip);
        }

        $video = Video::factory()->private()->processing()->create(['status' => VideoStatus::Queued, 'published_at' => null]);
        $video->forceFill(['media_private' => true, 'original_path' => 'originals/'.$video->public_id])->save();
        PrivateMedia::disk()->put((string) $video->original_path, File::get(self::$clip));

        return $video;
    }

    private function reload(Video $video): Video
    {
        return Video::query()->findOrFail($video->id);
    }

    private function startWorker(): InvokedProcess
    {
        $worker = Process::path(base_path())
            ->forever()
            ->env([
                // Children would otherwise inherit phpunit.xml's in-memory database and sync queue.
                'DB_CONNECTION' => 'sqlite',
                'DB_DATABASE' => "{$this->sandbox}/database.sqlite",
                'QUEUE_CONNECTION' => 'database',
                'CACHE_STORE' => 'file',
                'LARAVEL_STORAGE_PATH' => "{$this->sandbox}/storage",
                'MEDIA_STALE_AFTER_SECONDS' => (string) self::STALE_AFTER_SECONDS,
                // A config cache in bootstrap/cache would ignore every variable above.
                'APP_CONFIG_CACHE' => "{$this->sandbox}/config.php",
            ])
            // --max-time: a worker this test failed to stop still stops by itself.
            ->start(['setsid', PHP_BINARY, 'artisan', 'queue:work', 'database', '--queue=media', '--sleep=0.5', '--max-time=180', '--no-interaction']);

        $this->workers[] = $worker;
        $this->waitUntil('the worker to lead its process group', fn () => posix_getpgid((int) $worker->id()) === $worker->id(), 5);

        return $worker;
    }

    private function killGroupOf(InvokedProcess $worker): void
    {
        $this->signalGroupOf($worker);
        // running() reaps it; wait() would throw for the signal.
        $this->waitUntil('the worker to exit', fn () => ! $worker->running(), 10);
    }

    private function signalGroupOf(InvokedProcess $worker): void
    {
        $group = (int) $worker->id();
        // Only while the worker still leads its group: a finished worker's id may be reused.
        if ($worker->running() && posix_getpgid($group) === $group) {
            posix_kill(-$group, SIGKILL);
        }
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

    /**
     * @template T
     *
     * @param  callable(): T  $condition
     * @return T
     */
    private function waitUntil(string $what, callable $condition, float $seconds): mixed
    {
        return $this->waitFor($what, $condition, $seconds, $this->diagnostics(...));
    }

    private function diagnostics(): string
    {
        $log = "{$this->sandbox}/storage/logs/laravel.log";

        return collect($this->workers)
            ->map(fn (InvokedProcess $worker, int $i) => "worker {$i} ({$worker->id()}):\n".$worker->output().$worker->errorOutput())
            ->push('video rows: '.json_encode(DB::table('videos')->get(['id', 'status', 'processing_progress', 'processing_attempts', 'heartbeat_at', 'failure_reason'])))
            ->push(is_file($log) ? "log:\n".substr((string) file_get_contents($log), -4000) : 'no log')
            ->implode("\n");
    }
}
