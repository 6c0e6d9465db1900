<?php

namespace Tests\Feature\Studio;

use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Studio\Analytics\AnalyticsRollup;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schedule;
use Tests\TestCase;

class AnalyticsRollupTest extends TestCase
{
    use RefreshDatabase;

    private const NOW = '2026-11-20 03:00:00';

    private Video $video;

    protected function setUp(): void
    {
        parent::setUp();
        $this->travelTo(CarbonImmutable::parse(self::NOW));
        $this->video = Video::factory()->create();
    }

    public function test_running_the_rollup_twice_changes_nothing(): void
    {
        $this->views(['2026-11-18 10:00:00' => 30, '2026-11-18 11:00:00' => 20, '2026-11-19 22:00:00' => 5, '2026-11-20 01:00:00' => 7]);
        $viewer = User::factory()->create();
        $this->views(['2026-11-17 09:00:00' => 3, '2026-11-18 09:00:00' => 4], $viewer->id);

        Artisan::call('analytics:rollup');
        $first = $this->snapshot();
        Artisan::call('analytics:rollup');

        $this->assertSame($first, $this->snapshot());
        $this->assertSame([
            ['video_id' => $this->video->id, 'day' => '2026-11-17', 'views' => 1, 'watched_seconds' => 3],
            ['video_id' => $this->video->id, 'day' => '2026-11-18', 'views' => 3, 'watched_seconds' => 54],
            ['video_id' => $this->video->id, 'day' => '2026-11-19', 'views' => 1, 'watched_seconds' => 5],
        ], $first['stats']);
        // The signed-in viewer, with the last day they watched on.
        $this->assertSame([['video_id' => $this->video->id, 'user_id' => $viewer->id, 'last_day' => '2026-11-18']], $first['viewers']);
        $channelId = $this->video->channel_id;
        $this->assertSame([['channel_id' => $channelId, 'user_id' => $viewer->id, 'last_day' => '2026-11-18']], $first['channelViewers']);
        $this->assertSame([
            ['channel_id' => $channelId, 'day' => '2026-11-17', 'views' => 1, 'watched_seconds' => 3],
            ['channel_id' => $channelId, 'day' => '2026-11-18', 'views' => 3, 'watched_seconds' => 54],
            ['channel_id' => $channelId, 'day' => '2026-11-19', 'views' => 1, 'watched_seconds' => 5],
        ], $first['channelDays']);
        $this->assertSame('2026-11-19', $first['states'][0]['rolled_through']);
    }

    public function test_a_day_is_rolled_up_only_once_its_last_views_can_no_longer_grow(): void
    {
        $this->views(['2026-11-19 23:50:00' => 10]);

        (new AnalyticsRollup)->handle(CarbonImmutable::parse('2026-11-20 00:30:00'));
        $this->assertSame('2026-11-18', DB::table('analytics_rollup_states')->value('rolled_through'));
        $this->assertSame(0, DB::table('video_daily_stats')->count());

        (new AnalyticsRollup)->handle(CarbonImmutable::parse('2026-11-20 01:00:00'));
        $this->assertSame('2026-11-19', DB::table('analytics_rollup_states')->value('rolled_through'));
        $this->assertSame(10, (int) DB::table('video_daily_stats')->value('watched_seconds'));
    }

    public function test_the_rollup_counts_days_in_the_owners_zone_and_is_rebuilt_when_it_changes(): void
    {
        // 23:30 UTC on the 18th is the 19th in Tokyo.
        $this->views(['2026-11-18 23:30:00' => 10, '2026-11-18 12:00:00' => 4]);

        Artisan::call('analytics:rollup');
        $this->assertSame([['2026-11-18', 2]], $this->days());

        $this->video->channel->user->forceFill(['timezone' => 'Asia/Tokyo'])->save();
        Artisan::call('analytics:rollup');

        $this->assertSame([['2026-11-18', 1], ['2026-11-19', 1]], $this->days());
        $this->assertSame('Asia/Tokyo', DB::table('analytics_rollup_states')->value('timezone'));
    }

    public function test_a_month_is_added_up_once_its_last_day_is_and_again_to_the_same_figures(): void
    {
        // Tokyo: 20:00 UTC on 31 October is already November there.
        $this->video->channel->user->forceFill(['timezone' => 'Asia/Tokyo'])->save();
        $this->views(['2026-09-30 12:00:00' => 1, '2026-10-01 09:00:00' => 2, '2026-10-15 09:00:00' => 3, '2026-10-31 14:00:00' => 4, '2026-10-31 20:00:00' => 5, '2026-11-18 09:00:00' => 6]);

        // Through 31 October only: October is finished, November not yet.
        (new AnalyticsRollup)->handle(CarbonImmutable::parse('2026-11-01 01:00:00', 'Asia/Tokyo'));
        $this->assertSame([
            ['video_id' => $this->video->id, 'month' => '2026-09-01', 'views' => 1, 'watched_seconds' => 1],
            ['video_id' => $this->video->id, 'month' => '2026-10-01', 'views' => 3, 'watched_seconds' => 9],
        ], $this->snapshot()['months']);

        Artisan::call('analytics:rollup');
        $first = $this->snapshot();
        Artisan::call('analytics:rollup');

        $this->assertSame($first, $this->snapshot());
        $this->assertCount(2, $first['months']);
        $this->assertSame('2026-11-19', $first['states'][0]['rolled_through']);
    }

    public function test_a_channel_without_views_is_marked_rolled_through_without_rows(): void
    {
        $quiet = Channel::factory()->create();

        Artisan::call('analytics:rollup');

        $this->assertSame('2026-11-19', DB::table('analytics_rollup_states')->where('channel_id', $quiet->id)->value('rolled_through'));
        $this->assertSame(0, DB::table('video_daily_stats')->where('channel_id', $quiet->id)->count());
    }

    public function test_the_rollup_is_scheduled_hourly(): void
    {
        $event = collect(Schedule::events())->first(fn ($event) => str_contains((string) $event->command, 'analytics:rollup'));

        $this->assertNotNull($event);
        $this->assertSame('0 * * * *', $event->expression);
    }

    /**
     * @param  array<string, int>  $rows  watched seconds by UTC time
     * @param  int|null  $userId  the signed-in viewer, or null for guests
     */
    private function views(array $rows, ?int $userId = null): void
    {
        foreach ($rows as $at => $seconds) {
            DB::table('views')->insert([
                'video_id' => $this->video->id, 'user_id' => $userId, 'viewer_key' => $userId === null ? 'g:'.$at : 'u:'.$userId, 'watched_seconds' => $seconds,
                'viewed_at' => $at, 'viewed_on' => substr($at, 0, 10),
            ]);
        }
    }

    /**
     * @return list<array{0: string, 1: int}>
     */
    private function days(): array
    {
        return DB::table('video_daily_stats')->orderBy('day')->get()
            ->map(fn (object $row) => [substr((string) $row->day, 0, 10), (int) $row->views])->all();
    }

    /**
     * @return array<string, list<array<string, mixed>>>
     */
    private function snapshot(): array
    {
        return [
            'channelViewers' => DB::table('channel_viewers')->orderBy('channel_id')->orderBy('user_id')->get()
                ->map(fn (object $row) => ['channel_id' => (int) $row->channel_id, 'user_id' => (int) $row->user_id, 'last_day' => substr((string) $row->last_day, 0, 10)])->all(),
            'channelDays' => DB::table('channel_daily_stats')->orderBy('channel_id')->orderBy('day')->get()
                ->map(fn (object $row) => ['channel_id' => (int) $row->channel_id, 'day' => substr((string) $row->day, 0, 10), 'views' => (int) $row->views, 'watched_seconds' => (int) $row->watched_seconds])->all(),
            'months' => DB::table('video_monthly_stats')->orderBy('video_id')->orderBy('month')->get()
                ->map(fn (object $row) => ['video_id' => (int) $row->video_id, 'month' => substr((string) $row->month, 0, 10), 'views' => (int) $row->views, 'watched_seconds' => (int) $row->watched_seconds])->all(),
            'viewers' => DB::table('video_viewers')->orderBy('video_id')->orderBy('user_id')->get()
                ->map(fn (object $row) => ['video_id' => (int) $row->video_id, 'user_id' => (int) $row->user_id, 'last_day' => substr((string) $row->last_day, 0, 10)])->all(),
            'stats' => DB::table('video_daily_stats')->orderBy('video_id')->orderBy('day')->get(['video_id', 'day', 'views', 'watched_seconds'])
                ->map(fn (object $row) => ['video_id' => (int) $row->video_id, 'day' => substr((string) $row->day, 0, 10), 'views' => (int) $row->views, 'watched_seconds' => (int) $row->watched_seconds])->all(),
            'states' => DB::table('analytics_rollup_states')->orderBy('channel_id')->get()
                ->map(fn (object $row) => ['channel_id' => (int) $row->channel_id, 'timezone' => $row->timezone, 'rolled_through' => substr((string) $row->rolled_through, 0, 10)])->all(),
        ];
    }
}
