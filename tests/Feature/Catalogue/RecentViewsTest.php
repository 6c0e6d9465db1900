<?php

namespace Tests\Feature\Catalogue;

use App\Actions\RecordWatchProgress;
use App\Models\Video;
use App\Watch\RecentViews;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

class RecentViewsTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_new_view_counts_towards_the_week_at_once(): void
    {
        $video = Video::factory()->create(['view_count' => 10, 'recent_views' => 2]);

        app(RecordWatchProgress::class)->handle($video, null, 'guest:one', 5);

        $video->refresh();
        $this->assertSame(11, $video->view_count);
        $this->assertSame(3, $video->recent_views);
    }

    public function test_the_recount_keeps_the_views_of_the_last_week_only(): void
    {
        $forgotten = Video::factory()->create();
        $this->recordViews($forgotten, 4, daysAgo: RecentViews::DAYS + 1);
        $rising = Video::factory()->create();
        $this->recordViews($rising, 3, daysAgo: 0);
        $this->recordViews($rising, 2, daysAgo: RecentViews::DAYS);
        $unwatched = Video::factory()->create();
        // As the counts stand when a week has passed since the views were added.
        $forgotten->forceFill(['recent_views' => 4])->save();
        $rising->forceFill(['recent_views' => 3])->save();

        $this->assertSame(0, $this->artisan('views:recount-recent'));

        $this->assertSame(0, $forgotten->refresh()->recent_views);
        $this->assertSame(5, $rising->refresh()->recent_views);
        $this->assertSame(0, $unwatched->refresh()->recent_views);
    }

    public function test_the_recount_reads_only_the_views_of_the_week_on_sqlite(): void
    {
        if (DB::connection()->getDriverName() !== 'sqlite') {
            $this->markTestSkipped('A SQLite query plan.');
        }
        $this->recordViews(Video::factory()->create(), 2);

        $log = $this->queryLogDuring(fn () => app(RecentViews::class)->recount());

        // Ordered by video, SQLite walked every view ever recorded to group them: 5.9 s, the
        // database locked for writes, at 1.4 million views.
        foreach ($log->filter(fn (array $query) => str_starts_with($query['query'], 'update')) as $query) {
            $plan = $this->sqliteQueryPlan($query['query'], $query['bindings']);
            $this->assertStringContainsString('views_viewed_on_video_id_index (viewed_on>?)', $plan);
            $this->assertStringNotContainsString('SCAN views', $plan);
        }
    }

    public function test_rankings_read_the_kept_count_instead_of_counting_view_rows(): void
    {
        $this->recordViews(Video::factory()->create(), 2);
        $version = $this->get('/trending')->inertiaPage()['version'];

        $queries = $this->queriesDuring(function () use ($version) {
            $this->get('/', ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) $version])->assertOk();
            $this->partialReload('/trending', 'Browse/Trending', 'videos')->assertOk();
            $this->partialReload('/music', 'Browse/Music', 'videos')->assertOk();
        });

        $this->assertNotEmpty($queries->filter(fn (string $sql) => str_contains($sql, 'recent_views')));
        $this->assertEmpty($queries->filter(fn (string $sql) => preg_match('/\bfrom "views"/', $sql)));
    }

    public function test_it_runs_every_hour(): void
    {
        $events = collect($this->app->make(Schedule::class)->events())
            ->filter(fn ($event) => str_contains((string) $event->command, 'views:recount-recent'));

        $this->assertCount(1, $events);
        $this->assertSame('0 * * * *', $events->first()?->expression);
    }
}
