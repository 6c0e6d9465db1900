<?php

namespace Tests\Feature\Studio;

use App\Enums\Gender;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Studio\Analytics\AnalyticsPeriod;
use App\Studio\Analytics\AnalyticsRollup;
use App\Support\Countries;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * Every figure of the analytics page against a computation of its own over the seeded raw
 * rows (views and subscription events), for each period, in zones on either side of UTC and
 * across a change of daylight saving time; with no rollup, a lagging one and a current one.
 */
class AnalyticsFiguresTest extends TestCase
{
    use RefreshDatabase;

    /** 12:00 in Tokyo on the 20th, 22:00 on the 19th in New York (a DST change on the 1st). */
    private const NOW = '2026-11-20 03:00:00';

    private Channel $channel;

    /** @var list<Video> */
    private array $videos;

    /** @var list<array{video_id: int, user_id: int|null, watched_seconds: int, viewed_at: string}> */
    private array $views = [];

    /** @var list<array{delta: int, occurred_at: string}> */
    private array $events = [];

    /** @var list<array<string, mixed>> */
    private array $pendingRows = [];

    protected function setUp(): void
    {
        parent::setUp();
        CarbonImmutable::setTestNow(self::NOW);
        $this->travelTo(CarbonImmutable::parse(self::NOW));
        mt_srand(42);

        $this->channel = Channel::factory()->create(['created_at' => '2024-01-10 09:00:00']);
        $this->channel->forceFill(['subscriber_count' => 321])->save();
        $this->videos = Video::factory()->count(4)->for($this->channel)->create()->all();
        $elsewhere = Video::factory()->create();

        $viewers = $this->viewers();
        $now = CarbonImmutable::parse(self::NOW);
        for ($i = 0; $i < 1500; $i++) {
            // Most views recent, some up to two years back.
            $secondsAgo = (int) (86400 * 730 * (mt_rand() / mt_getrandmax()) ** 3);
            $this->addView($this->videos[mt_rand(0, 3)], mt_rand(0, 1) === 1 ? $viewers[mt_rand(0, count($viewers) - 1)] : null, $now->subSeconds($secondsAgo));
        }
        // On the edges: the last UTC day's late evening is the next day in Tokyo; the first
        // second of a period's first day counts, the one before it does not.
        $this->addView($this->videos[0], null, CarbonImmutable::parse('2026-11-19 23:30:00'));
        $this->addView($this->videos[1], null, CarbonImmutable::parse('2026-11-13 15:00:00'));
        $this->addView($this->videos[1], null, CarbonImmutable::parse('2026-11-13 14:59:59'));
        $this->addView($this->videos[2], null, CarbonImmutable::parse('2026-11-14 00:00:00'));
        $this->addView($this->videos[2], null, CarbonImmutable::parse('2026-11-13 23:59:59'));
        $this->addView($this->videos[3], null, $now->subSeconds(1));
        foreach (array_chunk($this->pendingRows, 200) as $chunk) {
            DB::table('views')->insert($chunk);
        }
        // Another channel's view counts nowhere here.
        DB::table('views')->insert(['video_id' => $elsewhere->id, 'viewer_key' => 'g:x', 'watched_seconds' => 50, 'viewed_at' => self::NOW, 'viewed_on' => '2026-11-20']);

        for ($i = 0; $i < 300; $i++) {
            $at = $now->subSeconds((int) (86400 * 500 * (mt_rand() / mt_getrandmax()) ** 2))->format('Y-m-d H:i:s');
            $this->events[] = ['delta' => mt_rand(1, 4) === 1 ? -1 : 1, 'occurred_at' => $at];
        }
        DB::table('subscription_events')->insert(array_map(fn (array $event) => ['channel_id' => $this->channel->id, 'user_id' => null, ...$event], $this->events));
        DB::table('subscription_events')->insert(['channel_id' => $elsewhere->channel_id, 'user_id' => null, 'delta' => 1, 'occurred_at' => self::NOW]);
    }

    /**
     * @return array<string, array{string}>
     */
    public static function zones(): array
    {
        return ['UTC' => ['UTC'], 'Tokyo' => ['Asia/Tokyo'], 'New York' => ['America/New_York']];
    }

    #[DataProvider('zones')]
    public function test_every_figure_equals_the_raw_rows_for_each_period_with_or_without_rollups(string $zone): void
    {
        $this->channel->user->forceFill(['timezone' => $zone])->save();

        $this->assertFiguresMatch($zone, 'no rollup yet');

        // A rollup a week behind: its days and the raw rows after them.
        (new AnalyticsRollup)->handle(CarbonImmutable::parse(self::NOW)->subDays(7));
        $this->assertNotNull(DB::table('analytics_rollup_states')->where('channel_id', $this->channel->id)->value('rolled_through'));
        $this->assertFiguresMatch($zone, 'rollup a week behind');

        (new AnalyticsRollup)->handle(CarbonImmutable::parse(self::NOW));
        $this->assertFiguresMatch($zone, 'rollup current');
    }

    public function test_a_view_late_on_the_last_utc_day_is_today_in_tokyo_and_yesterday_in_utc(): void
    {
        $user = $this->channel->user;

        $user->forceFill(['timezone' => 'Asia/Tokyo'])->save();
        $tokyo = $this->chart('7d');
        $user->forceFill(['timezone' => 'UTC'])->save();
        $utc = $this->chart('7d');

        $this->assertSame('2026-11-20', array_key_last($tokyo));
        $this->assertSame('2026-11-20', array_key_last($utc));
        $this->assertSame($this->independentDay('Asia/Tokyo', '2026-11-20'), $tokyo['2026-11-20']);
        $this->assertSame($this->independentDay('UTC', '2026-11-19'), $utc['2026-11-19']);
        // The 23:30 UTC view on the 19th is in Tokyo's 20th and UTC's 19th.
        $this->assertSame(1, $this->countAt('Asia/Tokyo', '2026-11-20', '2026-11-19 23:30:00'));
        $this->assertSame(1, $this->countAt('UTC', '2026-11-19', '2026-11-19 23:30:00'));
    }

    private function assertFiguresMatch(string $zone, string $when): void
    {
        foreach (AnalyticsPeriod::cases() as $period) {
            $expected = $this->independent($zone, $period);
            $message = "{$zone}, {$period->value}, {$when}";

            $this->actingAs($this->channel->user)
                ->get('/studio/analytics?period='.$period->value)
                ->assertOk()
                ->assertInertia(function (Assert $page) use ($expected, $message) {
                    $props = $page->toArray()['props'];
                    // assertEquals where JSON may have written a whole float (25.0) as an integer.
                    $this->assertEquals($expected['overview'], $props['overview'], $message);
                    $this->assertSame($expected['viewsChart'], $props['viewsChart'], $message);
                    $this->assertSame($expected['realtime'], $props['realtime'], $message);
                    $this->assertEquals($expected['topVideos'], self::keyed($props['topVideos']), $message);
                    $this->assertEquals($expected['audience'], self::sortedAudience($props['audience']), $message);
                    $this->assertEquals($expected['monetisation'], $props['monetisation'], $message);
                });
        }
    }

    /**
     * The page's figures, worked out from the seeded rows alone.
     *
     * @return array<string, mixed>
     */
    private function independent(string $zone, AnalyticsPeriod $period): array
    {
        $now = CarbonImmutable::parse(self::NOW)->setTimezone($zone);
        $today = $now->toDateString();
        $days = $period->days();
        if ($days === null) {
            $first = min(
                $this->channel->created_at->toImmutable()->setTimezone($zone)->toDateString(),
                min(array_map(fn (array $view) => $this->localDate($view['viewed_at'], $zone), $this->views)),
            );
            $previous = null;
        } else {
            $first = $now->subDays($days - 1)->toDateString();
            $previous = [$now->subDays(2 * $days - 1)->toDateString(), $now->subDays($days)->toDateString()];
        }

        $totals = fn (string $from, string $to) => $this->totalsBetween($zone, $from, $to);
        $current = $totals($first, $today);
        $before = $previous === null ? null : $totals(...$previous);
        $net = fn (string $from, string $to) => array_sum(array_map(
            fn (array $event) => $this->inDays($event['occurred_at'], $zone, $from, $to) ? $event['delta'] : 0,
            $this->events,
        ));

        $perDay = array_count_values(array_map(fn (array $view) => $this->localDate($view['viewed_at'], $zone), $this->views));
        $chart = [];
        for ($day = CarbonImmutable::parse($first, $zone); $day->toDateString() <= $today; $day = $day->addDay()) {
            $chart[] = ['date' => $day->toDateString(), 'views' => $perDay[$day->toDateString()] ?? 0];
        }

        $hours = [];
        for ($i = 47; $i >= 0; $i--) {
            $start = $now->startOfHour()->subHours($i);
            [$from, $until] = [$start->utc()->format('Y-m-d H:i:s'), $start->addHour()->utc()->format('Y-m-d H:i:s')];
            $hours[] = ['hour' => $start->toIso8601String(), 'views' => count(array_filter(
                $this->views,
                fn (array $view) => $view['viewed_at'] >= $from && $view['viewed_at'] < $until,
            ))];
        }

        $perVideo = [];
        foreach ($this->views as $view) {
            if ($this->inDays($view['viewed_at'], $zone, $first, $today)) {
                $perVideo[$view['video_id']] ??= ['views' => 0, 'seconds' => 0];
                $perVideo[$view['video_id']]['views']++;
                $perVideo[$view['video_id']]['seconds'] += $view['watched_seconds'];
            }
        }
        $top = [];
        foreach ($this->videos as $video) {
            if (isset($perVideo[$video->id])) {
                $top[$video->public_id] = [
                    'views' => $perVideo[$video->id]['views'],
                    'watchTimeHours' => round($perVideo[$video->id]['seconds'] / 3600, 1),
                    'averageViewDuration' => intdiv($perVideo[$video->id]['seconds'], $perVideo[$video->id]['views']),
                ];
            }
        }
        ksort($top);

        $year = $totals($now->subDays(364)->toDateString(), $today);

        return [
            'overview' => [
                'views' => ['value' => $current['views'], 'previous' => $before['views'] ?? null],
                'watchTimeHours' => ['value' => round($current['seconds'] / 3600, 1), 'previous' => $before === null ? null : round($before['seconds'] / 3600, 1)],
                'averageViewDuration' => ['value' => self::average($current), 'previous' => $before === null ? null : self::average($before)],
                'subscribers' => ['value' => $net($first, $today), 'previous' => $previous === null ? null : $net(...$previous)],
            ],
            'viewsChart' => $chart,
            'realtime' => ['views' => array_sum(array_column($hours, 'views')), 'hours' => $hours],
            'topVideos' => $top,
            'audience' => $this->independentAudience($zone, $first, $today, $now->year),
            'monetisation' => ['subscribers' => 321, 'subscribersGoal' => 1000, 'watchHours' => round($year['seconds'] / 3600, 1), 'watchHoursGoal' => 4000],
        ];
    }

    /**
     * @return array{views: int, seconds: int}
     */
    private function totalsBetween(string $zone, string $from, string $to): array
    {
        $views = 0;
        $seconds = 0;
        foreach ($this->views as $view) {
            if ($this->inDays($view['viewed_at'], $zone, $from, $to)) {
                $views++;
                $seconds += $view['watched_seconds'];
            }
        }

        return ['views' => $views, 'seconds' => $seconds];
    }

    private function independentDay(string $zone, string $date): int
    {
        return count(array_filter($this->views, fn (array $view) => $this->localDate($view['viewed_at'], $zone) === $date));
    }

    private function countAt(string $zone, string $date, string $viewedAt): int
    {
        return count(array_filter($this->views, fn (array $view) => $view['viewed_at'] === $viewedAt && $this->localDate($viewedAt, $zone) === $date));
    }

    /**
     * @return array<string, array<string, float>|null>
     */
    private function independentAudience(string $zone, string $from, string $to, int $year): array
    {
        $ids = [];
        foreach ($this->views as $view) {
            if ($view['user_id'] !== null && $this->inDays($view['viewed_at'], $zone, $from, $to)) {
                $ids[$view['user_id']] = true;
            }
        }
        $users = User::query()->whereKey(array_keys($ids))->get();

        $groups = ['age' => [], 'gender' => [], 'geography' => []];
        foreach ($users as $user) {
            if ($user->birth_year !== null) {
                $age = $year - $user->birth_year;
                $groups['age'][] = match (true) {
                    $age >= 65 => '65+', $age >= 55 => '55–64', $age >= 45 => '45–54', $age >= 35 => '35–44',
                    $age >= 25 => '25–34', $age >= 18 => '18–24', default => '13–17',
                };
            }
            if ($user->gender !== null) {
                $groups['gender'][] = $user->gender->label();
            }
            if ($user->country !== null) {
                $groups['geography'][] = Countries::names()[$user->country];
            }
        }

        return array_map(function (array $members) {
            if (count($members) < 20) {
                return null;
            }
            $shares = [];
            $other = 0;
            foreach (array_count_values($members) as $group => $count) {
                if ($count < 5) {
                    $other += $count;
                } else {
                    $shares[$group] = round(100 * $count / count($members), 1);
                }
            }
            if ($other > 0) {
                $shares['Other'] = round(100 * $other / count($members), 1);
            }
            ksort($shares);

            return $shares;
        }, $groups);
    }

    /**
     * @return array<string, int>
     */
    private function chart(string $period): array
    {
        $chart = [];
        $this->actingAs($this->channel->user)->get('/studio/analytics?period='.$period)
            ->assertInertia(function (Assert $page) use (&$chart) {
                foreach ($page->toArray()['props']['viewsChart'] as $point) {
                    $chart[$point['date']] = $point['views'];
                }
            });

        return $chart;
    }

    /**
     * Forty viewers: thirty share some of their age, gender and country (a few countries
     * too rare to name), ten share nothing.
     *
     * @return list<int>
     */
    private function viewers(): array
    {
        $countries = ['JP', 'JP', 'JP', 'DE', 'DE', 'BR', 'FR', 'KE', 'US', 'US'];
        $genders = Gender::cases();
        $ids = [];
        for ($i = 0; $i < 40; $i++) {
            $user = User::factory()->create();
            if ($i < 30) {
                $user->forceFill([
                    'birth_year' => 2026 - [15, 20, 22, 30, 31, 40, 50, 60, 70, 28][$i % 10],
                    'gender' => $i % 7 === 6 ? null : $genders[$i % 3],
                    'country' => $countries[$i % 10],
                ])->save();
            }
            $ids[] = $user->id;
        }

        return $ids;
    }

    private function addView(Video $video, ?int $userId, CarbonImmutable $at): void
    {
        $view = [
            'video_id' => $video->id,
            'user_id' => $userId,
            'watched_seconds' => mt_rand(0, 900),
            'viewed_at' => $at->utc()->format('Y-m-d H:i:s'),
        ];
        $this->views[] = $view;
        $this->pendingRows[] = [...$view, 'viewer_key' => $userId === null ? 'g:'.mt_rand() : 'u:'.$userId, 'viewed_on' => $at->utc()->toDateString()];
    }

    /** @var array<string, string> local date by zone and UTC time */
    private array $localDates = [];

    private function localDate(string $utc, string $zone): string
    {
        return $this->localDates[$zone.$utc] ??= CarbonImmutable::parse($utc, 'UTC')->setTimezone($zone)->toDateString();
    }

    private function inDays(string $utc, string $zone, string $from, string $to): bool
    {
        $date = $this->localDate($utc, $zone);

        return $date >= $from && $date <= $to;
    }

    /**
     * @param  array{views: int, seconds: int}  $totals
     */
    private static function average(array $totals): int
    {
        return $totals['views'] === 0 ? 0 : intdiv($totals['seconds'], $totals['views']);
    }

    /**
     * @param  list<array{id: string, views: int, watchTimeHours: float, averageViewDuration: int}>  $rows
     * @return array<string, array{views: int, watchTimeHours: float, averageViewDuration: int}>
     */
    private static function keyed(array $rows): array
    {
        $keyed = [];
        foreach ($rows as $row) {
            $keyed[$row['id']] = ['views' => $row['views'], 'watchTimeHours' => $row['watchTimeHours'], 'averageViewDuration' => $row['averageViewDuration']];
        }
        ksort($keyed);

        return $keyed;
    }

    /**
     * @param  array<string, list<array{group: string, percentage: float}>|null>  $audience
     * @return array<string, array<string, float>|null>
     */
    private static function sortedAudience(array $audience): array
    {
        return array_map(function (?array $shares) {
            if ($shares === null) {
                return null;
            }
            $keyed = array_column($shares, 'percentage', 'group');
            ksort($keyed);

            return $keyed;
        }, $audience);
    }
}
