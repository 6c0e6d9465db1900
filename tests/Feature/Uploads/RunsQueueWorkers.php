<?php

namespace Tests\Feature\Uploads;

use App\Enums\VideoStatus;
use App\Media\Ffmpeg;
use App\Media\PrivateMedia;
use App\Media\SampleClip;
use App\Models\Video;
use Illuminate\Contracts\Process\InvokedProcess;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Process;

/**
 * Real `queue:work` processes on the media queue. Workers and the test share a SQLite file
 * and a storage folder of their own, made for each test and removed after it, whatever the
 * suite's database. Each worker leads a process group of its own (setsid), so killing the
 * group takes its ffmpeg along, as a container or a machine going down would.
 *
 * A class calls startWorkerSandbox() before parent::setUp(), stopWorkers() before
 * parent::tearDown() and removeWorkerSandbox() after it, and names the clip its uploads carry
 * in workerClip().
 */
trait RunsQueueWorkers
{
    private static ?string $clipFile = null;

    private string $sandbox;

    /** @var list<InvokedProcess> */
    private array $workers = [];

    abstract protected static function workerClip(): SampleClip;

    /**
     * Before the application boots, so its disks, scratch folders and caches are the sandbox's.
     */
    protected function startWorkerSandbox(): void
    {
        $this->sandbox = sys_get_temp_dir().'/blipstream-workers-'.bin2hex(random_bytes(6));
        foreach (['app/private', 'app/public', 'framework/cache/data', 'framework/views', 'logs'] as $folder) {
            mkdir("{$this->sandbox}/storage/{$folder}", 0777, true);
        }
        $_ENV['LARAVEL_STORAGE_PATH'] = "{$this->sandbox}/storage";
    }

    /**
     * The sandbox's database, migrated, for the test; the workers are given it by startWorker().
     */
    protected function useSandboxDatabase(): void
    {
        touch("{$this->sandbox}/database.sqlite");
        config([
            'database.default' => 'sqlite',
            'database.connections.sqlite.database' => "{$this->sandbox}/database.sqlite",
        ]);
        DB::purge('sqlite');
        Artisan::call('migrate', ['--force' => true]);
    }

    /**
     * Before parent::tearDown(), with the application still up.
     */
    protected function stopWorkers(): void
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
    }

    /**
     * After parent::tearDown().
     */
    protected function removeWorkerSandbox(): void
    {
        unset($_ENV['LARAVEL_STORAGE_PATH']);
        (new Filesystem)->deleteDirectory($this->sandbox);
    }

    public static function tearDownAfterClass(): void
    {
        if (self::$clipFile !== null) {
            @unlink(self::$clipFile);
            self::$clipFile = null;
        }

        parent::tearDownAfterClass();
    }

    /**
     * A private draft whose upload completed, as AcceptCompletedUpload leaves it.
     */
    protected function queuedUpload(): Video
    {
        if (self::$clipFile === null) {
            self::$clipFile = sys_get_temp_dir().'/blipstream-worker-clip-'.bin2hex(random_bytes(6)).'.mp4';
            (new Ffmpeg)->sampleClip(static::workerClip(), self::$clipFile);
        }

        $video = Video::factory()->private()->processing()->create(['status' => VideoStatus::Queued, 'published_at' => null]);
        $video->forceFill(['media_private' => true, 'original_path' => 'originals/'.$video->public_id])->save();
        PrivateMedia::disk()->put((string) $video->original_path, File::get(self::$clipFile));

        return $video;
    }

    protected function reload(Video $video): Video
    {
        return Video::query()->findOrFail($video->id);
    }

    /**
     * @param  array<string, string>  $environment  more variables for the worker
     * @param  list<string>  $options  more options of queue:work
     */
    protected function startWorker(string $connection, array $environment = [], array $options = []): InvokedProcess
    {
        $worker = Process::path(base_path())
            ->forever()
            ->env([
                // Children would otherwise inherit phpunit.xml's in-memory database and sync queue.
                'DB_CONNECTION' => 'sqlite',
                'DB_DATABASE' => "{$this->sandbox}/database.sqlite",
                'QUEUE_CONNECTION' => $connection,
                'CACHE_STORE' => 'file',
                'LARAVEL_STORAGE_PATH' => "{$this->sandbox}/storage",
                // A config cache in bootstrap/cache would ignore every variable above.
                'APP_CONFIG_CACHE' => "{$this->sandbox}/config.php",
                ...$environment,
            ])
            // --max-time: a worker this test failed to stop still stops by itself.
            ->start(['setsid', PHP_BINARY, 'artisan', 'queue:work', $connection, '--queue=media', '--sleep=0.5', '--max-time=180', '--no-interaction', ...$options]);

        $this->workers[] = $worker;
        $this->waitUntil('the worker to lead its process group', fn () => posix_getpgid((int) $worker->id()) === $worker->id(), 5);

        return $worker;
    }

    protected function killGroupOf(InvokedProcess $worker): void
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
     * @template T
     *
     * @param  callable(): T  $condition
     * @return T
     */
    protected function waitUntil(string $what, callable $condition, float $seconds): mixed
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
