<?php

namespace Tests;

use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Upload;
use App\Models\Video;
use App\Models\VideoView;
use App\Watch\RecentViews;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Process;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Symfony\Component\HttpFoundation\Response;

abstract class TestCase extends BaseTestCase
{
    /**
     * Mocking console output needs Mockery, which our registry cannot install (STACK.md).
     *
     * @var bool
     */
    public $mockConsoleOutput = false;

    protected function setUp(): void
    {
        parent::setUp();

        // Feature tests assert the page object, not the built assets.
        $this->withoutVite();

        // Each test starts from an empty cache: the array store is new with each test, a
        // shared one (Redis in scripts/phpunit-postgres-redis.sh) still holds the last test's entries.
        if (config('cache.default') !== 'array') {
            Cache::flush();
        }
    }

    /**
     * Empty disks for the files a test makes: fakes of the local disks, or, where the media
     * disks are on an object store (scripts/phpunit-s3.sh, which runs every test calling
     * this), a folder of the real buckets that no other test uses, so the S3 code paths run.
     * Partial uploads are on the local disk either way.
     */
    protected function freshMediaDisks(): void
    {
        foreach (array_unique([Upload::DISK, PublicMedia::diskName(), PrivateMedia::diskName()]) as $disk) {
            if (config("filesystems.disks.{$disk}.driver") === 'local') {
                Storage::fake($disk);
            } else {
                config(["filesystems.disks.{$disk}.root" => 'tests/'.Str::random(16)]);
                Storage::forgetDisk($disk);
            }
        }
    }

    /**
     * What a browser gets for a URL of the private media route: the route's own answer, or,
     * when it redirects to a signed URL of the object store, the store's.
     *
     * @return TestResponse<Response>
     */
    protected function getMedia(string $uri): TestResponse
    {
        $response = $this->get($uri);
        $location = (string) $response->headers->get('Location');
        if (! PrivateMedia::signsUrls() || ! $response->isRedirect() || ! str_starts_with($location, 'http')) {
            return $response;
        }

        $stored = Http::get($location);

        return TestResponse::fromBaseResponse(new Response($stored->body(), $stored->status(), $stored->headers()));
    }

    /**
     * The SQL of every query the callback runs.
     *
     * @return Collection<int, string>
     */
    protected function queriesDuring(callable $callback): Collection
    {
        return $this->queryLogDuring($callback)->pluck('query');
    }

    /**
     * Every query the callback runs, with its bindings and time, as the query log keeps them.
     *
     * @return Collection<int, array{query: string, bindings: array<int, mixed>, time: float|null}>
     */
    protected function queryLogDuring(callable $callback): Collection
    {
        DB::flushQueryLog();
        DB::enableQueryLog();

        try {
            $callback();
        } finally {
            DB::disableQueryLog();
        }

        return collect(DB::getQueryLog());
    }

    /**
     * $count views of $video by as many guests, $daysAgo days ago, then the hourly recount of
     * the week's views that the rankings read (RecentViews).
     */
    protected function recordViews(Video $video, int $count, int $daysAgo = 1): void
    {
        for ($i = 0; $i < $count; $i++) {
            VideoView::query()->create([
                'video_id' => $video->id,
                'viewer_key' => "test:{$video->id}:{$daysAgo}:{$i}",
                'viewed_at' => now()->subDays($daysAgo),
                'viewed_on' => now()->subDays($daysAgo)->toDateString(),
            ]);
        }

        app(RecentViews::class)->recount();
    }

    /**
     * SQLite's plan of a query, one step a line.
     *
     * @param  array<int, mixed>  $bindings
     */
    protected function sqliteQueryPlan(string $sql, array $bindings): string
    {
        return collect(DB::select('EXPLAIN QUERY PLAN '.$sql, $bindings))->pluck('detail')->implode("\n");
    }

    /**
     * An Inertia partial reload of the page at $uri (as the client makes for infinite scroll
     * and `router.reload({ only })`), answered as JSON.
     *
     * @param  string|list<string>  $only
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    protected function partialReload(string $uri, string $component, string|array $only): TestResponse
    {
        return $this->get($uri, $this->partialReloadHeaders($uri, $component, $only));
    }

    /**
     * The headers of a partial reload of the page at $uri, with the asset version its first
     * visit (made here) gives; for a test that looks at the reload alone.
     *
     * @param  string|list<string>  $only
     * @return array<string, string>
     */
    protected function partialReloadHeaders(string $uri, string $component, string|array $only): array
    {
        return $this->inertiaHeaders($uri, [
            'X-Inertia-Partial-Component' => $component,
            'X-Inertia-Partial-Data' => is_array($only) ? implode(',', $only) : $only,
        ]);
    }

    /**
     * A visit the client makes after the first page: the page object as JSON, the asset
     * version the first page gave.
     *
     * @param  array<string, string>  $headers
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    protected function inertiaVisit(string $uri, array $headers = []): TestResponse
    {
        return $this->get($uri, $this->inertiaHeaders($uri, $headers));
    }

    /**
     * @param  array<string, string>  $headers
     * @return array<string, string>
     */
    private function inertiaHeaders(string $uri, array $headers): array
    {
        $version = $this->get($uri, $headers)->inertiaPage()['version'];

        return ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) $version, ...$headers];
    }

    /**
     * A rate-limit refusal: the form's field carries the message and Retry-After says when to
     * come back. JSON clients get a 429, pages a redirect back like any validation error.
     *
     * @param  TestResponse<\Symfony\Component\HttpFoundation\Response>  $response
     */
    protected function assertRateLimited(TestResponse $response, string $field): void
    {
        $response->assertHeader('Retry-After');
        $message = $response->status() === 429
            ? $response->json("errors.{$field}.0")
            : session('errors')?->first($field);

        $this->assertMatchesRegularExpression('/^Too many attempts\. Please try again in \d+ seconds\.$/', (string) $message);
    }

    /**
     * Polls $condition, a tenth of a second apart, until it returns anything but false or
     * null, and returns that; fails after $seconds, naming $what and adding $explain's text.
     *
     * @template T
     *
     * @param  callable(): T  $condition
     * @param  (callable(): string)|null  $explain
     * @return T
     */
    protected function waitFor(string $what, callable $condition, float $seconds, ?callable $explain = null): mixed
    {
        $deadline = microtime(true) + $seconds;
        do {
            $value = $condition();
            if ($value !== false && $value !== null) {
                return $value;
            }
            usleep(100_000);
        } while (microtime(true) < $deadline);

        $this->fail("Gave up after {$seconds} s waiting for {$what}.".($explain === null ? '' : "\n".$explain()));
    }

    /**
     * Every HLS segment in $folder holds the audio of its own stretch of time. A player that
     * joins mid-stream (a live stream's window) builds its buffers from the first segment it
     * loads, and a segment whose audio went into the next one leaves it with no audio buffer.
     */
    protected function assertEverySegmentCarriesItsAudio(string $folder): void
    {
        $segments = glob("{$folder}/segment_*.ts") ?: [];
        $this->assertNotEmpty($segments, "No segments in {$folder}.");

        foreach ($segments as $segment) {
            $probe = Process::run(['ffprobe', '-v', 'error', '-show_entries', 'packet=codec_type,duration_time', '-of', 'csv=p=0', $segment]);
            $seconds = ['audio' => 0.0, 'video' => 0.0];
            foreach (explode("\n", trim($probe->output())) as $line) {
                [$type, $duration] = array_pad(explode(',', $line), 2, '0');
                $seconds[$type] = ($seconds[$type] ?? 0.0) + (float) $duration;
            }
            $this->assertGreaterThan(0.0, $seconds['video'], basename($segment).' has no video.');
            $this->assertGreaterThan(
                0.75 * $seconds['video'],
                $seconds['audio'],
                sprintf('%s holds %.2f s of video and only %.2f s of audio.', basename($segment), $seconds['video'], $seconds['audio']),
            );
        }
    }
}
