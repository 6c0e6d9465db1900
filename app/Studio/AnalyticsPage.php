<?php

namespace App\Studio;

use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Studio\Analytics\AnalyticsPeriod;
use App\Studio\Analytics\Audience;
use App\Studio\Analytics\ViewStats;
use Carbon\CarbonImmutable;
use DateTimeImmutable;
use DateTimeZone;
use Illuminate\Support\Facades\DB;

/**
 * What the studio's analytics page shows for a channel, or for one of its videos, over a
 * period of the owner's calendar (their time zone): views, watch time, net subscribers and
 * average view duration against the previous period, views per day, views per hour over the
 * last 48 hours, the top videos, the audience that chose to share, and the monetisation
 * thresholds. Everything is counted from the recorded views and subscription events.
 */
final class AnalyticsPage
{
    public const TOP_VIDEOS = 10;

    public const REALTIME_HOURS = 48;

    /** The thresholds of the help centre's monetisation answer (spec §9). */
    public const MONETISATION_SUBSCRIBERS = 1_000;

    public const MONETISATION_WATCH_HOURS = 4_000;

    private readonly string $timezone;

    private readonly CarbonImmutable $now;

    private readonly CarbonImmutable $today;

    private readonly ViewStats $stats;

    public function __construct(
        private readonly Channel $channel,
        User $owner,
        private readonly AnalyticsPeriod $period,
        private readonly ?Video $video = null,
        ?CarbonImmutable $now = null,
    ) {
        $this->timezone = $owner->analyticsTimezone();
        $this->now = ($now ?? CarbonImmutable::now())->setTimezone($this->timezone);
        $this->today = $this->now->startOfDay();
        $this->stats = ViewStats::for($channel->id, $video?->id, $this->timezone);
    }

    /**
     * @return array<string, mixed>
     */
    public function toProps(): array
    {
        [$firstDay, $previousFirstDay] = $this->firstDays();
        $current = $this->stats->totals($firstDay, $this->today);
        $previous = $previousFirstDay === null ? null : $this->stats->totals($previousFirstDay, $firstDay->subDay());

        $overview = [
            'views' => self::change($current['views'], $previous['views'] ?? null),
            'watchTimeHours' => self::change(self::hours($current['watchedSeconds']), $previous === null ? null : self::hours($previous['watchedSeconds'])),
            'averageViewDuration' => self::change(self::average($current), $previous === null ? null : self::average($previous)),
        ];
        if ($this->video === null) {
            $overview['subscribers'] = self::change(
                $this->netSubscribers($firstDay, $this->today),
                $previousFirstDay === null ? null : $this->netSubscribers($previousFirstDay, $firstDay->subDay()),
            );
        }

        return [
            'period' => $this->period->value,
            'periods' => array_map(fn (AnalyticsPeriod $period) => ['value' => $period->value, 'label' => $period->label()], AnalyticsPeriod::cases()),
            'timezone' => $this->timezone,
            'video' => $this->video === null ? null : [
                'id' => $this->video->public_id,
                'title' => $this->video->title,
                'thumbnail' => $this->video->thumbnail_url,
            ],
            'overview' => $overview,
            'viewsChart' => $this->viewsChart($firstDay),
            'realtime' => $this->realtime(),
            'topVideos' => $this->video === null ? $this->topVideos($firstDay) : null,
            'audience' => Audience::of($this->stats->viewersQuery($firstDay, $this->today), $this->now->year),
            'monetisation' => $this->video === null ? $this->monetisation() : null,
        ];
    }

    /**
     * The first day of the period and of the one before it (null for Lifetime).
     *
     * @return array{0: CarbonImmutable, 1: CarbonImmutable|null}
     */
    private function firstDays(): array
    {
        $days = $this->period->days();
        if ($days !== null) {
            $first = $this->today->subDays($days - 1);

            return [$first, $first->subDays($days)];
        }

        $created = ($this->video ?? $this->channel)->created_at->toImmutable()->setTimezone($this->timezone)->startOfDay();
        $firstView = $this->stats->firstDayWithViews($this->timezone);

        return [$firstView === null ? $created->min($this->today) : $created->min($firstView), null];
    }

    /**
     * @return list<array{date: string, views: int}>
     */
    private function viewsChart(CarbonImmutable $firstDay): array
    {
        $chart = [];
        foreach ($this->stats->viewsPerDay($firstDay, $this->today) as $date => $views) {
            $chart[] = ['date' => $date, 'views' => $views];
        }

        return $chart;
    }

    /**
     * Views in each of the last REALTIME_HOURS hours, the current one last.
     *
     * @return array{views: int, hours: list<array{hour: string, views: int}>}
     */
    private function realtime(): array
    {
        // Whole hours back from the current one's start, whatever a change of offset does to the clock.
        $first = $this->now->startOfHour()->subHours(self::REALTIME_HOURS - 1)->getTimestamp();
        $zone = new DateTimeZone($this->timezone);
        $hours = [];
        for ($i = 0; $i < self::REALTIME_HOURS; $i++) {
            $hours[] = (new DateTimeImmutable('@'.($first + 3600 * $i)))->setTimezone($zone);
        }
        $views = $this->stats->viewsPerHour($hours);

        return [
            'views' => array_sum($views),
            'hours' => array_map(fn (DateTimeImmutable $hour, int $count) => ['hour' => $hour->format(DATE_ATOM), 'views' => $count], $hours, $views),
        ];
    }

    /**
     * @return list<array{id: string, title: string, thumbnail: string|null, views: int, watchTimeHours: float, averageViewDuration: int}>
     */
    private function topVideos(CarbonImmutable $firstDay): array
    {
        $top = $this->stats->topVideos($firstDay, $this->today, self::TOP_VIDEOS);
        $videos = Video::query()->whereKey(array_column($top, 'video_id'))
            ->get(['id', 'public_id', 'title', 'thumbnail_path', 'channel_id', 'media_private'])
            ->keyBy('id');

        $rows = [];
        foreach ($top as $row) {
            $video = $videos->get($row['video_id']);
            if ($video === null) {
                continue;
            }
            $rows[] = [
                'id' => $video->public_id,
                'title' => $video->title,
                'thumbnail' => $video->thumbnail_url,
                'views' => $row['views'],
                'watchTimeHours' => self::hours($row['watchedSeconds']),
                'averageViewDuration' => self::average($row),
            ];
        }

        return $rows;
    }

    /**
     * @return array{subscribers: int, subscribersGoal: int, watchHours: float, watchHoursGoal: int}
     */
    private function monetisation(): array
    {
        $lastYear = $this->stats->totals($this->today->subDays(364), $this->today);

        return [
            'subscribers' => $this->channel->subscriber_count,
            'subscribersGoal' => self::MONETISATION_SUBSCRIBERS,
            'watchHours' => self::hours($lastYear['watchedSeconds']),
            'watchHoursGoal' => self::MONETISATION_WATCH_HOURS,
        ];
    }

    private function netSubscribers(CarbonImmutable $firstDay, CarbonImmutable $lastDay): int
    {
        return (int) DB::table('subscription_events')
            ->where('channel_id', $this->channel->id)
            ->where('occurred_at', '>=', ViewStats::utc($firstDay))
            ->where('occurred_at', '<', ViewStats::utc($lastDay->addDay()))
            ->sum('delta');
    }

    /**
     * @template T of int|float
     *
     * @param  T  $value
     * @param  T|null  $previous
     * @return array{value: T, previous: T|null}
     */
    private static function change(int|float $value, int|float|null $previous): array
    {
        return ['value' => $value, 'previous' => $previous];
    }

    private static function hours(int $seconds): float
    {
        return round($seconds / 3600, 1);
    }

    /**
     * @param  array{views: int, watchedSeconds: int}  $totals
     */
    private static function average(array $totals): int
    {
        return $totals['views'] === 0 ? 0 : intdiv($totals['watchedSeconds'], $totals['views']);
    }
}
