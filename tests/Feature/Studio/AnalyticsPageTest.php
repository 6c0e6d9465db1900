<?php

namespace Tests\Feature\Studio;

use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Studio\Analytics\AnalyticsPeriod;
use App\Studio\Analytics\AnalyticsRollup;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class AnalyticsPageTest extends TestCase
{
    use RefreshDatabase;

    public function test_the_channel_page_has_every_section_for_28_days_by_default(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)->get('/studio/analytics')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Studio/Analytics')
                ->where('period', '28d')
                ->has('periods', 5)
                ->where('timezone', 'UTC')
                ->where('timezoneKnown', false)
                ->where('video', null)
                ->has('overview', fn (Assert $overview) => $overview->hasAll(['views', 'watchTimeHours', 'subscribers', 'averageViewDuration']))
                ->has('viewsChart', 28)
                ->has('realtime.hours', 48)
                ->where('topVideos', [])
                ->where('audience', ['age' => null, 'gender' => null, 'geography' => null])
                ->where('monetisation', ['subscribers' => 0, 'subscribersGoal' => 1000, 'watchHours' => 0, 'watchHoursGoal' => 4000]));
    }

    public function test_an_unknown_period_falls_back_to_28_days(): void
    {
        $channel = Channel::factory()->create();

        foreach (['?period=3d', '?period[]=7d', '?period=', '?period='.str_repeat('9', 500)] as $query) {
            $this->actingAs($channel->user)->get('/studio/analytics'.$query)
                ->assertOk()
                ->assertInertia(fn (Assert $page) => $page->where('period', '28d')->has('viewsChart', 28));
        }
    }

    public function test_a_videos_page_shows_its_own_figures_without_the_channels_cards(): void
    {
        $channel = Channel::factory()->create();
        [$video, $other] = Video::factory()->count(2)->for($channel)->create();
        foreach ([$video, $video, $other] as $i => $watched) {
            DB::table('views')->insert(['video_id' => $watched->id, 'viewer_key' => "g:{$i}", 'watched_seconds' => 60, 'viewed_at' => now(), 'viewed_on' => now()->toDateString()]);
        }

        $this->actingAs($channel->user)->get("/studio/videos/{$video->public_id}/analytics?period=7d")
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->where('video.id', $video->public_id)
                ->where('overview.views', ['value' => 2, 'previous' => 0])
                ->missing('overview.subscribers')
                ->where('topVideos', null)
                ->where('monetisation', null)
                ->where('realtime.views', 2));
    }

    public function test_another_channels_video_does_not_exist_here(): void
    {
        $video = Video::factory()->create();
        $other = Channel::factory()->create();

        $this->actingAs($other->user)->get("/studio/videos/{$video->public_id}/analytics")->assertNotFound();
        $this->actingAs($other->user)->get('/studio/videos/not-a-video/analytics')->assertNotFound();
    }

    public function test_only_a_signed_in_channel_owner_reaches_analytics(): void
    {
        $this->get('/studio/analytics')->assertRedirect('/login');
        $this->actingAs(User::factory()->create())->get('/studio/analytics')->assertRedirect('/create-channel');
    }

    public function test_the_audience_counts_each_sharing_viewer_once_and_merges_small_groups(): void
    {
        $video = Video::factory()->create();
        $share = function (int $count, array $details) use ($video) {
            for ($i = 0; $i < $count; $i++) {
                $user = User::factory()->create();
                $user->forceFill($details)->save();
                // Three views each: still one viewer.
                for ($n = 0; $n < 3; $n++) {
                    DB::table('views')->insert(['video_id' => $video->id, 'user_id' => $user->id, 'viewer_key' => 'u:'.$user->id, 'watched_seconds' => 5, 'viewed_at' => now()->subHours($n), 'viewed_on' => now()->subHours($n)->toDateString()]);
                }
            }
        };
        $share(12, ['country' => 'JP', 'gender' => 'female']);
        $share(4, ['country' => 'KE', 'gender' => 'male']);
        $share(3, ['country' => 'BR', 'gender' => 'male']);
        // Nothing shared: not in the audience at all.
        $share(10, []);

        $audience = fn () => $this->actingAs($video->channel->user)->get('/studio/analytics')->inertiaProps('audience');

        // 19 viewers shared a country and a gender: not enough yet.
        $this->assertSame(['age' => null, 'gender' => null, 'geography' => null], $audience());

        $share(1, ['country' => 'JP', 'gender' => 'non-binary', 'birth_year' => 1990]);

        $this->assertEquals([
            'age' => null,
            'gender' => [['group' => 'Female', 'percentage' => 60.0], ['group' => 'Male', 'percentage' => 35.0], ['group' => 'Other', 'percentage' => 5.0]],
            'geography' => [['group' => 'Japan', 'percentage' => 65.0], ['group' => 'Other', 'percentage' => 35.0]],
        ], $audience());

        $this->assertEquals([
            'age' => null,
            'gender' => [['group' => 'Weiblich', 'percentage' => 60.0], ['group' => 'Männlich', 'percentage' => 35.0], ['group' => 'Andere', 'percentage' => 5.0]],
            'geography' => [['group' => 'Japan', 'percentage' => 65.0], ['group' => 'Andere', 'percentage' => 35.0]],
        ], $this->actingAs($video->channel->user)->get('/studio/analytics', ['Accept-Language' => 'de'])->inertiaProps('audience'));
        $this->assertEquals(
            [['group' => '日本', 'percentage' => 65.0], ['group' => 'その他', 'percentage' => 35.0]],
            $this->actingAs($video->channel->user)->get('/studio/analytics', ['Accept-Language' => 'ja'])->inertiaProps('audience.geography'),
        );
    }

    public function test_the_periods_speak_the_creators_language(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)->get('/studio/analytics', ['Accept-Language' => 'fr'])
            ->assertInertia(fn (Assert $page) => $page
                ->where('periods.0', ['value' => '7d', 'label' => '7 derniers jours'])
                ->where('periods.4', ['value' => 'lifetime', 'label' => 'Depuis le début']));
    }

    public function test_the_pages_queries_do_not_grow_with_the_days_videos_and_viewers(): void
    {
        $this->travelTo(CarbonImmutable::parse('2026-11-20 03:00:00'));
        $queries = function (Channel $channel, int $videos, int $days, int $viewers): array {
            $made = Video::factory()->count($videos)->for($channel)->create();
            $users = User::factory()->count($viewers)->create(['birth_year' => 1990, 'gender' => 'female', 'country' => 'JP'])->modelKeys();
            $rows = [];
            for ($day = 0; $day < $days; $day++) {
                foreach ($made as $i => $video) {
                    $at = now()->subDays($day)->subMinutes(7 * $i);
                    $userId = $users[($day + $i) % count($users)];
                    $rows[] = ['video_id' => $video->id, 'user_id' => $userId, 'viewer_key' => 'u:'.$userId, 'watched_seconds' => 30, 'viewed_at' => $at, 'viewed_on' => $at->toDateString()];
                }
            }
            foreach (array_chunk($rows, 200) as $chunk) {
                DB::table('views')->insert($chunk);
            }
            DB::table('subscription_events')->insert(['channel_id' => $channel->id, 'user_id' => null, 'delta' => 1, 'occurred_at' => now()->subDays(3)]);
            (new AnalyticsRollup)->handle(CarbonImmutable::now());

            $counts = [];
            foreach (AnalyticsPeriod::cases() as $period) {
                foreach (['channel' => '/studio/analytics', 'video' => "/studio/videos/{$made[0]->public_id}/analytics"] as $page => $path) {
                    $counts["{$page} {$period->value}"] = $this->queriesDuring(
                        fn () => $this->actingAs($channel->user)->get("{$path}?period={$period->value}")->assertOk(),
                    )->count();
                }
            }

            return $counts;
        };

        $small = $queries(Channel::factory()->create(['created_at' => now()->subDays(3)]), videos: 1, days: 3, viewers: 2);
        $large = $queries(Channel::factory()->create(['created_at' => now()->subYears(2)]), videos: 12, days: 700, viewers: 30);

        $this->assertSame($small, $large);
    }
}
