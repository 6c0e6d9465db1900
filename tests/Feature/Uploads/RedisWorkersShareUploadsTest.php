<?php

namespace Tests\Feature\Uploads;

use App\Enums\VideoStatus;
use App\Jobs\ProcessUpload;
use App\Media\SampleClip;
use App\Models\Video;
use Illuminate\Contracts\Process\InvokedProcess;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Redis;
use PHPUnit\Framework\Attributes\Group;
use Tests\TestCase;
use Throwable;

/**
 * Two real `queue:work` processes on the Redis queue's media queue (RunsQueueWorkers) share
 * a batch of uploads: each job is reserved by one worker only, and run once.
 *
 * Needs a Redis server: scripts/phpunit-postgres-redis.sh starts a private one and runs this group;
 * elsewhere (no server answers) the test is skipped. Its keys carry a prefix of their own.
 */
#[Group('redis-workers')]
class RedisWorkersShareUploadsTest extends TestCase
{
    use RunsQueueWorkers;

    private const UPLOADS = 6;

    private string $redisPrefix;

    protected function setUp(): void
    {
        $this->startWorkerSandbox();

        parent::setUp();

        $this->redisPrefix = 'blipstream_workers_'.bin2hex(random_bytes(4)).':';
        config(['database.redis.options.prefix' => $this->redisPrefix, 'queue.default' => 'redis']);
        // The manager holds the configuration it was made with (a Redis cache store made it already).
        $this->app->forgetInstance('redis');
        Redis::clearResolvedInstance('redis');
        try {
            Redis::connection()->ping();
        } catch (Throwable $e) {
            $this->markTestSkipped('No Redis server answers (scripts/phpunit-postgres-redis.sh starts one): '.$e->getMessage());
        }
        $this->useSandboxDatabase();
    }

    protected function tearDown(): void
    {
        $this->stopWorkers();
        if (isset($this->redisPrefix)) {
            try {
                $keys = Redis::connection()->client()->keys('*');
                // keys() answers with the prefix, which del() adds again.
                foreach ($keys as $key) {
                    if (str_starts_with($key, $this->redisPrefix)) {
                        Redis::connection()->del(substr($key, strlen($this->redisPrefix)));
                    }
                }
            } catch (Throwable) {
                // No server: nothing was written.
            }
        }

        parent::tearDown();

        $this->removeWorkerSandbox();
    }

    protected static function workerClip(): SampleClip
    {
        return new SampleClip('redis-worker-test', 426, 240, 2, caption: 'Shared upload');
    }

    public function test_two_workers_on_the_redis_queue_share_the_uploads_and_run_each_job_once(): void
    {
        $videos = collect(range(1, self::UPLOADS))->map(fn () => $this->queuedUpload());
        $videos->each(fn (Video $video) => ProcessUpload::dispatch($video));
        $this->assertSame(self::UPLOADS, Queue::connection('redis')->size('media'));

        // --json: a line per job started and finished, with the job's id.
        $workers = [
            $this->startWorker('redis', ['REDIS_PREFIX' => $this->redisPrefix], ['--json']),
            $this->startWorker('redis', ['REDIS_PREFIX' => $this->redisPrefix], ['--json']),
        ];

        $this->waitUntil('every upload to be Ready', fn () => Video::query()->where('status', VideoStatus::Ready)->count() === self::UPLOADS, 60);
        // A job's line comes after its last write.
        $this->waitUntil('the workers to report every job finished', fn () => count($this->finished($workers)) >= self::UPLOADS, 10);

        foreach ($videos as $video) {
            $video = $this->reload($video);
            $this->assertSame([VideoStatus::Ready, 1], [$video->status, $video->processing_attempts], "Video {$video->id}");
        }
        $startedBy = array_map(fn (InvokedProcess $worker) => $this->jobLines($worker, 'starting'), $workers);
        $started = array_merge(...$startedBy);
        $this->assertCount(self::UPLOADS, $started, "Each of the uploads' jobs started once.");
        $this->assertCount(self::UPLOADS, array_unique(array_column($started, 'uuid')), 'No job started twice.');
        $this->assertSame(array_fill(0, self::UPLOADS, 1), array_column($started, 'attempts'));
        foreach ($startedBy as $i => $lines) {
            $this->assertNotEmpty($lines, "Worker {$i} took no upload.");
        }
        $this->assertSame(['redis'], array_values(array_unique(array_column($started, 'connection'))));
        $this->assertSame(0, Queue::connection('redis')->size('media'), 'Nothing left waiting, reserved or delayed.');
        $this->assertSame(0, DB::table('failed_jobs')->count());
    }

    /**
     * @param  list<InvokedProcess>  $workers
     * @return list<array<string, mixed>>
     */
    private function finished(array $workers): array
    {
        return array_merge(...array_map(fn (InvokedProcess $worker) => $this->jobLines($worker, 'success'), $workers));
    }

    /**
     * @return list<array<string, mixed>> the worker's JSON lines of that status
     */
    private function jobLines(InvokedProcess $worker, string $status): array
    {
        $lines = array_map(fn (string $line) => json_decode($line, true), explode("\n", trim($worker->output())));

        return array_values(array_filter($lines, fn (mixed $line) => is_array($line) && ($line['status'] ?? null) === $status));
    }
}
