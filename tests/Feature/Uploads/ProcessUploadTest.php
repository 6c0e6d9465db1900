<?php

namespace Tests\Feature\Uploads;

use App\Enums\VideoStatus;
use App\Jobs\ProcessUpload;
use App\Media\Ffmpeg;
use App\Media\HlsEncode;
use App\Media\MediaException;
use App\Media\PrivateMedia;
use App\Media\ProbeResult;
use App\Media\ProcessingHeartbeat;
use App\Media\ProcessingScratch;
use App\Media\PublicMedia;
use App\Media\SampleClip;
use App\Media\Storyboard;
use App\Media\UploadProcessor;
use App\Media\VideoMedia;
use App\Models\Video;
use Closure;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Queue\Events\JobQueued;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

/**
 * The processing job on real clips made by ffmpeg in the test (2 s, a few hundred pixels).
 */
class ProcessUploadTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
    }

    private function uploadedVideo(int $width, int $height, string $path = 'originals/clip'): Video
    {
        $local = (string) tempnam(sys_get_temp_dir(), 'clip');
        (new Ffmpeg)->sampleClip(new SampleClip('clip', $width, $height, 2), $local);
        PrivateMedia::disk()->put($path, (string) file_get_contents($local));
        unlink($local);

        return Video::factory()->create(['status' => VideoStatus::Queued, 'original_path' => $path, 'hls_path' => null, 'thumbnail_path' => null]);
    }

    public function test_a_small_upload_goes_from_queued_to_ready_with_renditions_up_to_its_height(): void
    {
        $video = $this->uploadedVideo(320, 240);
        $statuses = [];
        Video::saved(function (Video $saved) use (&$statuses) {
            $statuses[] = $saved->status;
        });

        ProcessUpload::dispatch($video);

        $video->refresh();
        $this->assertSame(VideoStatus::Ready, $video->status);
        $this->assertSame([VideoStatus::Processing, VideoStatus::Processing, VideoStatus::Ready], $statuses);
        $this->assertSame([2, 320, 240, 100], [$video->duration, $video->width, $video->height, $video->processing_progress]);
        $this->assertNull($video->heartbeat_at);

        $disk = PublicMedia::disk();
        $master = $disk->get((string) $video->hls_path);
        $this->assertStringContainsString('240p/index.m3u8', (string) $master);
        $this->assertStringContainsString('RESOLUTION=320x240', (string) $master);
        $this->assertSame(1, substr_count((string) $master, '#EXT-X-STREAM-INF'));
        $playlist = (string) $disk->get("videos/{$video->public_id}/hls/240p/index.m3u8");
        preg_match_all('/^segment_\d+\.ts$/m', $playlist, $segments);
        $this->assertNotEmpty($segments[0]);
        foreach ($segments[0] as $segment) {
            $disk->assertExists("videos/{$video->public_id}/hls/240p/{$segment}");
        }

        $this->assertCount(3, (array) $video->thumbnail_candidates);
        foreach ((array) $video->thumbnail_candidates as $thumbnail) {
            $this->assertStringEndsWith('.webp', $thumbnail);
            $this->assertSame(IMAGETYPE_WEBP, getimagesizefromstring((string) $disk->get($thumbnail))[2] ?? null);
        }
        $this->assertSame($video->thumbnail_candidates[1] ?? null, $video->thumbnail_path);

        $vtt = (string) $disk->get((string) $video->storyboard_path);
        $this->assertStringStartsWith('WEBVTT', $vtt);
        $this->assertStringContainsString("00:00:00.000 --> 00:00:01.000\nstoryboard.jpg#xywh=0,0,160,120", $vtt);
        $this->assertStringContainsString('storyboard.jpg#xywh=160,0,160,120', $vtt);
        $sprite = getimagesizefromstring((string) $disk->get("videos/{$video->public_id}/storyboard.jpg"));
        $this->assertSame([1600, 120], [$sprite[0] ?? null, $sprite[1] ?? null]);

        // The original is gone once Ready, and so is every scratch file.
        PrivateMedia::disk()->assertMissing('originals/clip');
        $this->assertNull($video->original_path);
        $this->assertDirectoryDoesNotExist(ProcessingScratch::ofVideo($video));
    }

    public function test_the_video_is_watchable_in_its_first_rendition_before_the_rest_and_the_storyboard_join(): void
    {
        $video = $this->uploadedVideo(480, 360);
        $seen = [];
        Video::saved(function (Video $saved) use (&$seen) {
            $master = $saved->hls_path === null ? null : PublicMedia::disk()->get($saved->hls_path);
            $seen[] = [$saved->status, $master === null ? [] : $this->renditionsIn($master), $saved->storyboard_path !== null];
        });

        ProcessUpload::dispatch($video);

        // The storyboard is drawn by the ladder's last ffmpeg, after the first rendition.
        $this->assertContains([VideoStatus::Watchable, ['360p'], false], $seen);
        $this->assertSame([VideoStatus::Ready, ['360p', '240p'], true], end($seen));
        PublicMedia::disk()->assertExists("videos/{$video->public_id}/storyboard.jpg");
        $this->assertStringNotContainsString('480p', (string) PublicMedia::disk()->get((string) $video->fresh()?->hls_path));
    }

    public function test_the_rest_of_the_ladder_encodes_beside_the_first_rendition_at_a_lower_priority(): void
    {
        $video = $this->uploadedVideo(480, 360);
        // An ffmpeg that notes when each HLS encode starts and ends, at what niceness and for which pass.
        $log = (string) tempnam(sys_get_temp_dir(), 'encodes');
        $wrapper = (string) tempnam(sys_get_temp_dir(), 'ffmpeg');
        File::put($wrapper, <<<SH
            #!/bin/sh
            case "\$*" in *" -f hls "*) hls=1 ;; *) exec ffmpeg "\$@" ;; esac
            pass=\$(echo "\$*" | grep -o 'pass-[0-9]*' | head -n 1)
            echo "start \$\$ \$(ps -o ni= -p \$\$ | tr -d ' ') \$pass" >> {$log}
            # The first rendition's encode waits (up to 10 s) for the other to start, so a
            # busy machine's slow start of the second cannot pass for encoding one after the other.
            if [ "\$pass" = pass-0 ]; then
                for _ in \$(seq 100); do grep -q ' pass-1\$' {$log} && break; sleep 0.1; done
            fi
            ffmpeg "\$@"
            status=\$?
            echo "end \$\$" >> {$log}
            exit \$status
            SH);
        chmod($wrapper, 0755);
        $this->app->instance(Ffmpeg::class, new Ffmpeg(ffmpeg: $wrapper));

        try {
            ProcessUpload::dispatch($video);
            $events = array_map(fn (string $line) => explode(' ', $line), file($log, FILE_IGNORE_NEW_LINES) ?: []);
        } finally {
            File::delete([$log, $wrapper]);
        }

        $this->assertSame(VideoStatus::Ready, $video->fresh()?->status);
        // Both encodes start before either ends: the first rendition's, at the worker's own
        // priority, and the rest's, at the lowest, so the first is not slowed by it.
        $this->assertSame(['start', 'start', 'end', 'end'], array_column($events, 0));
        // The two start at once, so their lines come in either order: each is keyed by its pass.
        $niceness = array_map('intval', array_column(array_filter($events, fn (array $event) => $event[0] === 'start'), 2, 3));
        ksort($niceness);
        $this->assertSame(['pass-0' => (int) shell_exec('ps -o ni= -p '.getmypid()), 'pass-1' => 19], $niceness);
    }

    /**
     * @return list<string>
     */
    private function renditionsIn(string $master): array
    {
        preg_match_all('/^(\w+)\/index\.m3u8$/m', $master, $matches);

        return $matches[1];
    }

    public function test_a_corrupt_original_is_failed_with_the_reason_and_kept(): void
    {
        PrivateMedia::disk()->put('originals/broken', random_bytes(4096));
        $video = Video::factory()->create(['status' => VideoStatus::Queued, 'original_path' => 'originals/broken', 'hls_path' => null]);

        ProcessUpload::dispatch($video);

        $video->refresh();
        $this->assertSame(VideoStatus::Failed, $video->status);
        $this->assertStringContainsString('not a video we can read', (string) $video->failure_reason);
        PrivateMedia::disk()->assertExists('originals/broken');
        $this->assertDirectoryDoesNotExist(ProcessingScratch::ofVideo($video));
    }

    public function test_a_failing_transcode_is_retried_and_failed_with_a_reason_after_the_last_try(): void
    {
        config(['queue.default' => 'database']);
        // ffprobe works, ffmpeg fails every time: a fault that could pass on another try.
        $this->app->instance(Ffmpeg::class, new Ffmpeg(ffmpeg: 'false'));
        $video = $this->uploadedVideo(160, 120);
        ProcessUpload::dispatch($video);

        foreach (range(1, ProcessUpload::MAX_RUNS) as $try) {
            Artisan::call('queue:work', ['connection' => 'database', '--queue' => 'media', '--once' => true]);
            $video->refresh();
            $this->assertSame($try, $video->processing_attempts);
            $this->assertDirectoryDoesNotExist(ProcessingScratch::ofVideo($video));
            if ($try < ProcessUpload::MAX_RUNS) {
                $this->assertSame(VideoStatus::Processing, $video->status);
                $this->travel(ProcessUpload::staleAfterSeconds() + 1)->seconds();
            }
        }

        $this->assertSame(VideoStatus::Failed, $video->status);
        $this->assertStringContainsString('ffmpeg could not take a thumbnail', (string) $video->failure_reason);
        $this->assertSame(0, Queue::connection('database')->size('media'));
        PrivateMedia::disk()->assertExists('originals/clip');
    }

    public function test_the_sweeper_requeues_a_stalled_video_and_leaves_live_ones_alone(): void
    {
        Queue::fake();
        $stalled = Video::factory()->processing()->create(['heartbeat_at' => now()->subMinutes(5), 'processing_attempts' => 1]);
        $live = Video::factory()->processing()->create(['heartbeat_at' => now()->subSeconds(10), 'processing_attempts' => 1]);
        $exhausted = Video::factory()->processing()->create(['heartbeat_at' => now()->subMinutes(5), 'processing_attempts' => ProcessUpload::MAX_RUNS]);

        $this->assertSame(0, Artisan::call('media:requeue-stalled'));

        Queue::assertPushedOn('media', ProcessUpload::class, fn (ProcessUpload $job) => $job->video->is($stalled));
        Queue::assertPushed(ProcessUpload::class, 1);
        $this->assertSame(VideoStatus::Queued, $stalled->fresh()?->status);
        $this->assertSame(VideoStatus::Processing, $live->fresh()?->status);
        $this->assertSame(VideoStatus::Failed, $exhausted->fresh()?->status);
        $this->assertStringContainsString('stopped 3 times', (string) $exhausted->fresh()?->failure_reason);
    }

    public function test_the_sweeper_and_is_alive_agree_on_a_heartbeat_at_the_limit(): void
    {
        Queue::fake();
        // Stored heartbeats have whole seconds; the clock has a fraction.
        $this->travelTo(Carbon::parse('2026-01-01 12:02:00.700'));
        $atLimit = Video::factory()->processing()->create(['heartbeat_at' => '2026-01-01 12:00:00', 'processing_attempts' => 1]);
        $pastLimit = Video::factory()->processing()->create(['heartbeat_at' => '2026-01-01 11:59:59', 'processing_attempts' => 1]);
        $this->assertSame([true, false], [ProcessUpload::isAlive($atLimit), ProcessUpload::isAlive($pastLimit)]);

        Artisan::call('media:requeue-stalled');

        Queue::assertPushed(ProcessUpload::class, fn (ProcessUpload $job) => $job->video->is($pastLimit));
        Queue::assertPushed(ProcessUpload::class, 1);
        $this->assertSame(VideoStatus::Processing, $atLimit->fresh()?->status);
    }

    public function test_the_sweeper_removes_the_scratch_folders_no_live_run_works_in(): void
    {
        Queue::fake();
        $stalled = Video::factory()->processing()->create(['heartbeat_at' => now()->subMinutes(5), 'processing_attempts' => 1]);
        $live = Video::factory()->processing()->create(['heartbeat_at' => now()->subSeconds(10), 'processing_attempts' => 1]);
        $ready = Video::factory()->create();
        $folders = [];
        foreach ([$stalled, $live, $ready] as $video) {
            $folders[] = $folder = ProcessingScratch::ofVideo($video).'/earlier-run/hls/240p';
            File::ensureDirectoryExists($folder);
            File::put("{$folder}/segment_000.ts", 'partial');
        }
        $deleted = ProcessingScratch::root().'/999999/earlier-run';
        File::ensureDirectoryExists($deleted);

        Artisan::call('media:requeue-stalled');

        $this->assertDirectoryDoesNotExist(ProcessingScratch::ofVideo($stalled));
        $this->assertFileExists("{$folders[1]}/segment_000.ts");
        $this->assertDirectoryDoesNotExist(ProcessingScratch::ofVideo($ready));
        $this->assertDirectoryDoesNotExist(dirname($deleted));
        File::deleteDirectory(ProcessingScratch::ofVideo($live));
    }

    public function test_the_sweeper_removes_a_stalled_runs_folder_though_an_idle_worker_takes_the_video_at_once(): void
    {
        // Seen in CI: the sweep came after the re-queue, and found the video claimed again.
        config(['queue.default' => 'database']);
        $stalled = Video::factory()->processing()->create(['heartbeat_at' => now()->subMinutes(5), 'processing_attempts' => 1]);
        $killedRun = ProcessingScratch::ofVideo($stalled).'/killed-run';
        File::ensureDirectoryExists($killedRun);
        // The worker's claim, before it has made the folder of its own run.
        Event::listen(JobQueued::class, fn () => Video::query()->whereKey($stalled->id)->update(['heartbeat_at' => now(), 'processing_attempts' => 2]));

        $this->assertSame(0, Artisan::call('media:requeue-stalled'));

        $this->assertSame(1, Queue::connection('database')->size('media'));
        $this->assertDirectoryDoesNotExist($killedRun);
        File::deleteDirectory(ProcessingScratch::ofVideo($stalled));
    }

    public function test_the_test_suite_sweeps_scratch_folders_of_its_own_never_those_of_the_served_app(): void
    {
        // CI runs PHPUnit beside the e2e server in one checkout: the sweeper once removed a
        // folder the server's worker was transcoding in, which failed that upload.
        $served = storage_path('app/processing/'.Video::factory()->create()->id + 1000).'/a-run';
        File::ensureDirectoryExists($served);

        try {
            Artisan::call('media:requeue-stalled');

            $this->assertDirectoryExists($served);
        } finally {
            File::deleteDirectory(dirname($served));
        }
    }

    public function test_an_ffmpeg_that_outlived_its_killed_worker_stops_and_never_reaches_the_retry(): void
    {
        $video = $this->uploadedVideo(320, 240);

        // The killed run, up to its ladder: the folder its ffmpeg wrote in is noted.
        $killedRun = new class extends Ffmpeg
        {
            public string $folder = '';

            public function startHls(string $input, ProbeResult $probe, string $outDir, array $rungs, int $segmentSeconds, string $masterName = 'master.m3u8', ?Closure $onProgress = null, ?Storyboard $storyboard = null, string $storyboardOutput = '', bool $lowPriority = false): HlsEncode
            {
                $this->folder = dirname($outDir);

                throw new MediaException('The worker was killed here.');
            }
        };
        $this->app->instance(Ffmpeg::class, $killedRun);
        try {
            $this->app->make(UploadProcessor::class)->process($video, new ProcessingHeartbeat($video->id));
        } catch (MediaException) {
        }
        $video->forceFill(['status' => VideoStatus::Processing, 'processing_attempts' => 1, 'heartbeat_at' => now()->subMinutes(5)])->save();
        $this->app->instance(Ffmpeg::class, new Ffmpeg);

        // A killed worker leaves its folder, and its ffmpeg goes on writing a storyboard of
        // its own there (a frame every 0.2 s, the same file each time).
        File::ensureDirectoryExists($killedRun->folder);
        $orphan = Process::forever()->start([
            'ffmpeg', '-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=5:duration=120',
            '-update', '1', '-y', "{$killedRun->folder}/storyboard.jpg",
        ]);

        try {
            $this->waitFor('the orphan to write', fn () => is_file("{$killedRun->folder}/storyboard.jpg"), 10);

            // The retry removes the orphan's folder first thing, so the orphan's next frame cannot
            // be written: it is gone by the time the retry has its thumbnails.
            Video::saved(function (Video $saved) use ($orphan) {
                if ($saved->thumbnail_candidates !== null) {
                    $this->waitFor('the orphan to stop', fn () => ! $orphan->running(), 5);
                }
            });

            ProcessUpload::dispatch($video);
        } finally {
            if ($orphan->running()) {
                $orphan->signal(SIGKILL);
            }
        }

        $video->refresh();
        $this->assertSame([VideoStatus::Ready, 2], [$video->status, $video->processing_attempts]);
        $sprite = getimagesizefromstring((string) VideoMedia::disk($video)->get(VideoMedia::directory($video).'/storyboard.jpg'));
        $this->assertSame([1600, 120], [$sprite[0] ?? null, $sprite[1] ?? null]);
        $this->assertDirectoryDoesNotExist(ProcessingScratch::ofVideo($video));
    }

    public function test_a_second_job_leaves_a_video_another_worker_is_processing_alone(): void
    {
        $video = Video::factory()->processing()->create(['heartbeat_at' => now(), 'original_path' => 'originals/x']);

        ProcessUpload::dispatch($video);

        $this->assertSame(VideoStatus::Processing, $video->fresh()?->status);
        $this->assertSame(0, $video->fresh()?->processing_attempts);
    }
}
