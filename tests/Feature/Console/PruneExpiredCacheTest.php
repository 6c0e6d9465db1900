<?php

namespace Tests\Feature\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

class PruneExpiredCacheTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_deletes_only_the_expired_entries_of_a_database_store(): void
    {
        Cache::store('database')->put('fresh', 'kept', 600);
        Cache::store('database')->put('stale', 'gone', 60);
        $this->travel(2)->minutes();

        $this->assertSame(0, Artisan::call('cache:prune-expired', ['store' => 'database']));

        $this->assertStringContainsString('Deleted 1 expired cache entries.', Artisan::output());
        $this->assertSame(1, DB::table('cache')->count());
        $this->assertSame('kept', Cache::store('database')->get('fresh'));
    }

    public function test_other_stores_are_left_alone(): void
    {
        $this->assertSame(0, Artisan::call('cache:prune-expired', ['store' => 'array']));
        $this->assertStringContainsString('Nothing to prune', Artisan::output());
        $this->assertSame(0, Artisan::call('cache:prune-expired', ['store' => 'missing']));
    }

    public function test_it_runs_every_hour(): void
    {
        $events = collect($this->app->make(Schedule::class)->events())
            ->filter(fn ($event) => str_contains((string) $event->command, 'cache:prune-expired'));

        $this->assertCount(1, $events);
        $this->assertSame('0 * * * *', $events->first()?->expression);
    }
}
