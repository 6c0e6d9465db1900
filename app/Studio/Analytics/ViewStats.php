<?php

namespace App\Studio\Analytics;

use Carbon\CarbonImmutable;
use DateInterval;
use DatePeriod;
use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Views and watch time of a channel (or one of its videos) over days of the creator's
 * calendar: whole days the rollup has finished come from video_daily_stats, the rest (today,
 * and any day the rollup has not reached yet) from the raw views, so the figures always
 * equal a count of the raw rows. The channel's own figures read the channel-wide rollup
 * (a row a day, a row a viewer); a video's and the top videos read the per-video one, the
 * top videos a row a month for the whole months of the period.
 *
 * Days are CarbonImmutable instants at local midnight in the creator's time zone.
 */
final class ViewStats
{
    /**
     * @param  int|null  $videoId  one video of the channel, or null for all of them
     * @param  CarbonImmutable|null  $rolledThrough  the last day in the rollup (local midnight), null if none
     */
    public function __construct(
        private readonly int $channelId,
        private readonly ?int $videoId,
        private readonly ?CarbonImmutable $rolledThrough,
    ) {
    }

    /**
     * The reader for a channel in its owner's zone: the rollup counts only when it was made
     * in that zone (after a change of zone it is rebuilt, and the raw rows serve meanwhile).
     */
    public static function for(int $channelId, ?int $videoId, string $timezone): self
    {
        $state = DB::table('analytics_rollup_states')->where('channel_id', $channelId)->first(['timezone', 'rolled_through']);
        $rolledThrough = $state !== null && $state->timezone === $timezone && $state->rolled_through !== null
            ? CarbonImmutable::parse((string) $state->rolled_through, $timezone)->startOfDay()
            : null;

        return new self($channelId, $videoId, $rolledThrough);
    }

    /**
     * @return array{views: int, watchedSeconds: int}
     */
    public function totals(CarbonImmutable $firstDay, CarbonImmutable $lastDay): array
    {
        [$rolled, $live] = $this->split($firstDay, $lastDay);
        $views = 0;
        $seconds = 0;

        if ($rolled !== null) {
            $row = $this->rollups(...$rolled)->selectRaw('COALESCE(SUM(views), 0) AS views, COALESCE(SUM(watched_seconds), 0) AS seconds')->first();
            $views += (int) ($row->views ?? 0);
            $seconds += (int) ($row->seconds ?? 0);
        }
        if ($live !== null) {
            $row = $this->raw(...$live)->selectRaw('COUNT(*) AS views, COALESCE(SUM(watched_seconds), 0) AS seconds')->first();
            $views += (int) ($row->views ?? 0);
            $seconds += (int) ($row->seconds ?? 0);
        }

        return ['views' => $views, 'watchedSeconds' => $seconds];
    }

    /**
     * Views on each day from $firstDay to $lastDay.
     *
     * @return array<string, int> by local date (Y-m-d), every day present
     */
    public function viewsPerDay(CarbonImmutable $firstDay, CarbonImmutable $lastDay): array
    {
        $perDay = array_fill_keys(self::dates($firstDay->toDateString(), $lastDay->toDateString()), 0);

        [$rolled, $live] = $this->split($firstDay, $lastDay);
        if ($rolled !== null) {
            foreach ($this->rollups(...$rolled)->selectRaw('day, SUM(views) AS views')->groupBy('day')->get() as $row) {
                $perDay[substr((string) $row->day, 0, 10)] = (int) $row->views;
            }
        }
        if ($live !== null) {
            $starts = [];
            for ($day = $live[0]; $day->lte($live[1]); $day = $day->addDay()) {
                $starts[] = $day;
            }
            foreach ($this->countsPerBucket($starts, $live[1]->addDay()) as $index => $views) {
                $perDay[$starts[$index]->toDateString()] = $views;
            }
        }

        return $perDay;
    }

    /**
     * Views in each of the hours starting at the given instants (consecutive, in order).
     *
     * @param  non-empty-list<DateTimeImmutable>  $hours
     * @return list<int>
     */
    public function viewsPerHour(array $hours): array
    {
        $counts = $this->countsPerBucket($hours, new DateTimeImmutable('@'.($hours[count($hours) - 1]->getTimestamp() + 3600)));

        return array_map(fn (int $index) => $counts[$index] ?? 0, array_keys($hours));
    }

    /**
     * The channel's most viewed videos over the days.
     *
     * @return list<array{video_id: int, views: int, watchedSeconds: int}>
     */
    public function topVideos(CarbonImmutable $firstDay, CarbonImmutable $lastDay, int $limit): array
    {
        [$rolled, $live] = $this->split($firstDay, $lastDay);
        $parts = [];
        if ($rolled !== null) {
            [$months, $days] = self::wholeMonths(...$rolled);
            if ($months !== null) {
                $parts[] = DB::table('video_monthly_stats')->where('channel_id', $this->channelId)
                    ->whereBetween('month', [$months[0]->toDateString(), $months[1]->toDateString()])
                    ->selectRaw('video_id, SUM(views) AS views, SUM(watched_seconds) AS seconds')->groupBy('video_id');
            }
            foreach ($days as [$from, $to]) {
                $parts[] = $this->rollups($from, $to, perVideo: true)->selectRaw('video_id, SUM(views) AS views, SUM(watched_seconds) AS seconds')->groupBy('video_id');
            }
        }
        if ($live !== null) {
            $parts[] = $this->raw(...$live)->selectRaw('video_id, COUNT(*) AS views, SUM(watched_seconds) AS seconds')->groupBy('video_id');
        }
        if ($parts === []) {
            return [];
        }

        $union = array_shift($parts);
        foreach ($parts as $part) {
            $union->unionAll($part);
        }

        return DB::query()->fromSub($union, 'per_video')
            ->selectRaw('video_id, SUM(views) AS views, SUM(seconds) AS seconds')
            ->groupBy('video_id')
            ->orderByDesc('views')->orderByDesc('seconds')->orderBy('video_id')
            ->limit($limit)
            ->get()
            ->map(fn (object $row) => ['video_id' => (int) $row->video_id, 'views' => (int) $row->views, 'watchedSeconds' => (int) $row->seconds])
            ->all();
    }

    /**
     * The signed-in viewers over the days (distinct accounts), for the audience figures.
     */
    public function viewersQuery(CarbonImmutable $firstDay, CarbonImmutable $lastDay): Builder
    {
        [$rolled, $live] = $this->split($firstDay, $lastDay);
        $parts = [];
        if ($rolled !== null) {
            // Whoever watched on a rolled day of the period has their last rolled day in it.
            $parts[] = ($this->videoId !== null ? DB::table('video_viewers')->where('video_id', $this->videoId) : DB::table('channel_viewers')->where('channel_id', $this->channelId))
                ->where('last_day', '>=', $rolled[0]->toDateString())
                ->select('user_id');
        }
        if ($live !== null) {
            $parts[] = $this->raw(...$live)->whereNotNull('user_id')->select('user_id');
        }

        $viewers = array_shift($parts) ?? DB::table('users')->whereRaw('1 = 0')->select('id');
        foreach ($parts as $part) {
            $viewers->union($part);
        }

        return $viewers;
    }

    /**
     * The first day with a view, or null if there is none.
     */
    public function firstDayWithViews(string $timezone): ?CarbonImmutable
    {
        $rolled = $this->rolledThrough !== null
            ? $this->rollups(null, $this->rolledThrough)->min('day')
            : null;
        if ($rolled !== null) {
            return CarbonImmutable::parse(substr((string) $rolled, 0, 10), $timezone)->startOfDay();
        }

        $query = $this->scoped(DB::table('views'));
        if ($this->rolledThrough !== null) {
            $query->where('viewed_at', '>=', self::utc($this->rolledThrough->addDay()));
        }
        $first = $query->min('viewed_at');

        return $first === null ? null : CarbonImmutable::parse((string) $first, 'UTC')->setTimezone($timezone)->startOfDay();
    }

    /**
     * The days of [$firstDay, $lastDay] the rollup covers and those left to the raw rows.
     *
     * @return array{0: array{0: CarbonImmutable, 1: CarbonImmutable}|null, 1: array{0: CarbonImmutable, 1: CarbonImmutable}|null}
     */
    private function split(CarbonImmutable $firstDay, CarbonImmutable $lastDay): array
    {
        if ($this->rolledThrough === null) {
            return [null, [$firstDay, $lastDay]];
        }

        $rolledTo = $lastDay->min($this->rolledThrough);
        $liveFrom = $firstDay->max($this->rolledThrough->addDay());

        return [
            $firstDay->lte($rolledTo) ? [$firstDay, $rolledTo] : null,
            $liveFrom->lte($lastDay) ? [$liveFrom, $lastDay] : null,
        ];
    }

    /**
     * The whole months within the days (the first days of the first and the last of them)
     * and the days left before and after them; all the days when no month is whole.
     *
     * @return array{0: array{0: CarbonImmutable, 1: CarbonImmutable}|null, 1: list<array{0: CarbonImmutable, 1: CarbonImmutable}>}
     */
    private static function wholeMonths(CarbonImmutable $firstDay, CarbonImmutable $lastDay): array
    {
        $firstMonth = $firstDay->day === 1 ? $firstDay : $firstDay->startOfMonth()->addMonthNoOverflow();
        $afterLastMonth = $lastDay->addDay()->startOfMonth();
        if ($firstMonth->gte($afterLastMonth)) {
            return [null, [[$firstDay, $lastDay]]];
        }

        $days = [];
        if ($firstDay->lt($firstMonth)) {
            $days[] = [$firstDay, $firstMonth->subDay()];
        }
        if ($afterLastMonth->lte($lastDay)) {
            $days[] = [$afterLastMonth, $lastDay];
        }

        return [[$firstMonth, $afterLastMonth->subMonthNoOverflow()], $days];
    }

    /**
     * @param  bool  $perVideo  rows a video a day even for the whole channel
     */
    private function rollups(?CarbonImmutable $firstDay, CarbonImmutable $lastDay, bool $perVideo = false): Builder
    {
        $query = match (true) {
            $this->videoId !== null => DB::table('video_daily_stats')->where('video_id', $this->videoId),
            $perVideo => DB::table('video_daily_stats')->where('channel_id', $this->channelId),
            default => DB::table('channel_daily_stats')->where('channel_id', $this->channelId),
        };
        $query->where('day', '<=', $lastDay->toDateString());

        return $firstDay === null ? $query : $query->where('day', '>=', $firstDay->toDateString());
    }

    private function raw(CarbonImmutable $firstDay, CarbonImmutable $lastDay): Builder
    {
        return $this->rawBetween($firstDay, $lastDay->addDay());
    }

    private function rawBetween(DateTimeInterface $from, DateTimeInterface $until): Builder
    {
        return $this->scoped(DB::table('views'))
            ->where('viewed_at', '>=', self::utc($from))
            ->where('viewed_at', '<', self::utc($until));
    }

    private function scoped(Builder $views): Builder
    {
        return $this->videoId !== null
            ? $views->where('video_id', $this->videoId)
            : $views->whereIn('video_id', DB::table('videos')->select('id')->where('channel_id', $this->channelId));
    }

    /**
     * Raw views counted per bucket, bucket i running from $starts[i] to the next start (the
     * last to $until), in one query whatever the zone's offsets.
     *
     * @param  non-empty-list<DateTimeInterface>  $starts
     * @return array<int, int> by bucket index, only buckets with views
     */
    private function countsPerBucket(array $starts, DateTimeInterface $until): array
    {
        $bindings = [];
        $case = self::bucketOf($starts, 0, count($starts) - 1, $bindings);

        return $this->rawBetween($starts[0], $until)
            ->selectRaw("{$case} AS bucket, COUNT(*) AS views", $bindings)
            ->groupBy('bucket')
            ->pluck('views', 'bucket')
            ->map(fn (mixed $views) => (int) $views)
            ->all();
    }

    /**
     * The index of the bucket a view falls in, as a balanced tree of comparisons: a handful
     * per row where a flat CASE over 48 hours would make up to 47.
     *
     * @param  non-empty-list<DateTimeInterface>  $starts
     * @param  list<string>  $bindings  filled in the order the placeholders appear
     */
    private static function bucketOf(array $starts, int $first, int $last, array &$bindings): string
    {
        if ($first === $last) {
            return (string) $first;
        }

        $middle = intdiv($first + $last, 2);
        $bindings[] = self::utc($starts[$middle + 1]);
        $below = self::bucketOf($starts, $first, $middle, $bindings);
        $above = self::bucketOf($starts, $middle + 1, $last, $bindings);

        return "CASE WHEN viewed_at < ? THEN {$below} ELSE {$above} END";
    }

    /**
     * As views.viewed_at is stored: UTC, without an offset.
     */
    public static function utc(DateTimeInterface $instant): string
    {
        return gmdate('Y-m-d H:i:s', $instant->getTimestamp());
    }

    /**
     * Every calendar date from $first to $last (Y-m-d), stepped in UTC, where no day is
     * longer or shorter than another: a span of years costs no time-zone arithmetic.
     *
     * @return list<string>
     */
    private static function dates(string $first, string $last): array
    {
        $utc = new DateTimeZone('UTC');
        $dates = [];
        foreach (new DatePeriod(new DateTimeImmutable($first, $utc), new DateInterval('P1D'), new DateTimeImmutable($last, $utc), DatePeriod::INCLUDE_END_DATE) as $day) {
            $dates[] = $day->format('Y-m-d');
        }

        return $dates;
    }
}
