<?php

namespace Tests\Feature\Watch;

use App\Models\User;
use App\Models\Video;
use App\Watch\LiveAudience;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class LiveAudienceTest extends TestCase
{
    use RefreshDatabase;

    private function report(Video $video, ?User $user = null): void
    {
        ($user ? $this->actingAs($user) : $this)
            ->postJson("/videos/{$video->public_id}/progress", ['position' => 0])
            ->assertNoContent();
        $this->app['auth']->forgetGuards();
    }

    public function test_watching_counts_the_viewers_whose_player_reported_lately(): void
    {
        // The seeded figure is sample data, not a count of anyone.
        $video = Video::factory()->live()->create(['live_viewers' => 5000]);
        [$ada, $grace] = User::factory()->count(2)->create();

        $this->get("/watch?v={$video->public_id}")->assertInertia(fn (Assert $page) => $page->where('watching', 0));

        $this->report($video, $ada);
        $this->report($video, $ada);
        $this->report($video, $grace);
        $this->report($video);
        $this->assertSame(3, app(LiveAudience::class)->count($video));

        // Ada's player keeps reporting; the others stopped.
        $this->travel(LiveAudience::WINDOW_SECONDS - 10)->seconds();
        $this->report($video, $ada);
        $this->travel(11)->seconds();

        $this->partialReload("/watch?v={$video->public_id}", 'Watch/Show', 'watching')
            ->assertJsonPath('props.watching', 1)
            ->assertJsonMissingPath('props.comments');
    }

    public function test_the_cards_show_the_same_count_and_it_falls_as_viewers_leave(): void
    {
        $video = Video::factory()->live()->create(['live_viewers' => 5000]);
        $quiet = Video::factory()->live()->create(['live_viewers' => 0]);
        [$ada, $grace] = User::factory()->count(2)->create();

        $this->report($video, $ada);
        $this->report($video, $grace);
        $this->assertSame(2, $video->fresh()->live_viewers);
        $this->partialReload('/', 'Home', 'live')
            ->assertJsonPath('props.live.0.id', $video->public_id)
            ->assertJsonPath('props.live.0.live_viewers', 2);

        // Grace closes the tab; only Ada's player goes on reporting.
        $this->travel(LiveAudience::WINDOW_SECONDS - 10)->seconds();
        $this->report($video, $ada);
        $this->travel(11)->seconds();
        $this->assertSame(0, $this->artisan('live:refresh-audience'));
        $this->assertSame(1, $video->fresh()->live_viewers);

        // Everyone gone: the card says nobody is watching.
        $this->travel(LiveAudience::WINDOW_SECONDS)->seconds();
        $this->assertSame(0, $this->artisan('live:refresh-audience'));
        $this->assertSame(0, $video->fresh()->live_viewers);
        $this->assertSame(0, $quiet->fresh()->live_viewers);
    }

    public function test_the_count_is_refreshed_every_minute(): void
    {
        $events = collect($this->app->make(Schedule::class)->events())
            ->filter(fn ($event) => str_contains((string) $event->command, 'live:refresh-audience'));

        $this->assertCount(1, $events);
        $this->assertSame('* * * * *', $events->first()?->expression);
    }

    public function test_viewers_long_gone_are_forgotten_as_others_report(): void
    {
        $video = Video::factory()->live()->create();
        $this->report($video, User::factory()->create());
        $this->travel(2)->hours();

        $this->report($video, User::factory()->create());

        $this->assertSame(1, DB::table('live_watchers')->count());
    }

    public function test_recorded_videos_keep_no_audience(): void
    {
        $video = Video::factory()->create();

        $this->report($video, User::factory()->create());

        $this->assertSame(0, DB::table('live_watchers')->count());
        $this->get("/watch?v={$video->public_id}")->assertInertia(fn (Assert $page) => $page->where('watching', null));
    }
}
