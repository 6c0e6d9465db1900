<?php

namespace App\Studio\Analytics;

use App\Actions\RecordWatchProgress;
use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * Adds up each finished day's views per video and per channel (video_daily_stats,
 * channel_daily_stats) and each finished month's per video (video_monthly_stats), and keeps
 * each signed-in viewer's last day per video and per channel (video_viewers, channel_viewers),
 * in the time zone of the channel's owner, so the analytics read a row a day or a month (and
 * one a viewer) instead of every view.
 *
 * A day is finished once no view in it can change any more: a view's watched seconds grow
 * for RecordWatchProgress::VIEW_WINDOW_MINUTES after it starts. Each run rebuilds the days
 * it writes from the raw rows (delete, then insert, per day; a month from its days once its
 * last day is written), so running it again changes nothing; a channel whose owner moved to
 * another zone is rebuilt from its first view.
 */
final class AnalyticsRollup
{
    /** What the rollup writes, each with the channel's id. */
    private const TABLES = ['video_daily_stats', 'channel_daily_stats', 'video_monthly_stats', 'video_viewers', 'channel_viewers'];

    /**
     * @return int the days rolled up, over all channels
     */
    public function handle(CarbonImmutable $now): int
    {
        $channels = $this->channelsWithZones();
        $rolledDays = 0;

        foreach ($channels->groupBy('timezone') as $timezone => $group) {
            $lastFinished = $now->subMinutes(RecordWatchProgress::VIEW_WINDOW_MINUTES)->setTimezone((string) $timezone)->startOfDay()->subDay();
            $rolledDays += $this->rollUpZone((string) $timezone, $group, $lastFinished);
        }

        return $rolledDays;
    }

    /**
     * Every channel with its owner's zone and how far its rollup has come; a rollup made in
     * another zone is dropped first.
     *
     * @return Collection<int, object{id: int, timezone: string, rolled_through: string|null}>
     */
    private function channelsWithZones(): Collection
    {
        $channels = DB::table('channels')
            ->join('users', 'users.id', '=', 'channels.user_id')
            ->leftJoin('analytics_rollup_states as states', 'states.channel_id', '=', 'channels.id')
            ->get(['channels.id', 'users.timezone', 'states.timezone as rolled_timezone', 'states.rolled_through']);

        return $channels->map(function (object $channel) {
            $timezone = $channel->timezone ?? 'UTC';
            if ($channel->rolled_timezone !== $timezone) {
                DB::transaction(function () use ($channel, $timezone) {
                    foreach (self::TABLES as $table) {
                        DB::table($table)->where('channel_id', $channel->id)->delete();
                    }
                    DB::table('analytics_rollup_states')->upsert(
                        [['channel_id' => $channel->id, 'timezone' => $timezone, 'rolled_through' => null]],
                        ['channel_id'],
                        ['timezone', 'rolled_through'],
                    );
                });
                $channel->rolled_through = null;
            }

            return (object) [
                'id' => (int) $channel->id,
                'timezone' => $timezone,
                'rolled_through' => $channel->rolled_through === null ? null : substr((string) $channel->rolled_through, 0, 10),
            ];
        });
    }

    /**
     * @param  Collection<int, object{id: int, timezone: string, rolled_through: string|null}>  $channels
     */
    private function rollUpZone(string $timezone, Collection $channels, CarbonImmutable $lastFinished): int
    {
        $last = $lastFinished->toDateString();
        $behind = $channels->filter(fn (object $channel) => $channel->rolled_through === null || $channel->rolled_through < $last);
        if ($behind->isEmpty()) {
            return 0;
        }

        // Where each channel starts: the day after its last rolled day, or its first view's day.
        $firstViews = DB::table('views')
            ->join('videos', 'videos.id', '=', 'views.video_id')
            ->whereIn('videos.channel_id', $behind->whereNull('rolled_through')->pluck('id'))
            ->groupBy('videos.channel_id')
            ->selectRaw('videos.channel_id, MIN(views.viewed_at) AS first_view')
            ->pluck('first_view', 'channel_id');
        $startOf = [];
        foreach ($behind as $channel) {
            if ($channel->rolled_through !== null) {
                $startOf[$channel->id] = CarbonImmutable::parse($channel->rolled_through, $timezone)->addDay()->toDateString();
            } elseif (isset($firstViews[$channel->id])) {
                $startOf[$channel->id] = CarbonImmutable::parse((string) $firstViews[$channel->id], 'UTC')->setTimezone($timezone)->toDateString();
            }
        }

        $days = 0;
        if ($startOf !== []) {
            for ($day = CarbonImmutable::parse(min($startOf), $timezone); $day->lte($lastFinished); $day = $day->addDay()) {
                $date = $day->toDateString();
                $channelIds = array_keys(array_filter($startOf, fn (string $start) => $start <= $date));
                $this->rollUpDay($day, $channelIds);
                if ($day->addDay()->day === 1) {
                    $this->rollUpMonth($day->startOfMonth(), $day, $channelIds);
                }
                $days++;
            }
        }

        DB::table('analytics_rollup_states')->whereIn('channel_id', $behind->pluck('id'))->update(['rolled_through' => $last]);

        return $days;
    }

    /**
     * @param  list<int>  $channelIds
     */
    private function rollUpDay(CarbonImmutable $day, array $channelIds): void
    {
        $rows = $this->viewsOf($day, $channelIds)
            ->groupBy('views.video_id', 'videos.channel_id')
            ->selectRaw('views.video_id, videos.channel_id, COUNT(*) AS views, SUM(views.watched_seconds) AS watched_seconds')
            ->get()
            ->map(fn (object $row) => [
                'video_id' => (int) $row->video_id,
                'channel_id' => (int) $row->channel_id,
                'day' => $day->toDateString(),
                'views' => (int) $row->views,
                'watched_seconds' => (int) $row->watched_seconds,
            ]);

        // Days go in order, so the day written is each viewer's latest so far.
        $viewers = $this->viewsOf($day, $channelIds)
            ->whereNotNull('views.user_id')
            ->distinct()
            ->get(['views.video_id', 'videos.channel_id', 'views.user_id'])
            ->map(fn (object $row) => [
                'video_id' => (int) $row->video_id,
                'channel_id' => (int) $row->channel_id,
                'user_id' => (int) $row->user_id,
                'last_day' => $day->toDateString(),
            ]);

        $channelRows = $rows->groupBy('channel_id')->map(fn (Collection $videos, int $channelId) => [
            'channel_id' => $channelId,
            'day' => $day->toDateString(),
            'views' => $videos->sum('views'),
            'watched_seconds' => $videos->sum('watched_seconds'),
        ])->values();
        $channelViewers = $viewers->unique(fn (array $viewer) => $viewer['channel_id'].':'.$viewer['user_id'])
            ->map(fn (array $viewer) => ['channel_id' => $viewer['channel_id'], 'user_id' => $viewer['user_id'], 'last_day' => $viewer['last_day']]);

        DB::transaction(function () use ($day, $channelIds, $rows, $viewers, $channelRows, $channelViewers) {
            foreach (['video_daily_stats' => $rows, 'channel_daily_stats' => $channelRows] as $table => $days) {
                DB::table($table)->whereIn('channel_id', $channelIds)->where('day', $day->toDateString())->delete();
                foreach ($days->chunk(500) as $chunk) {
                    DB::table($table)->insert($chunk->values()->all());
                }
            }
            foreach ($viewers->chunk(500) as $chunk) {
                DB::table('video_viewers')->upsert($chunk->values()->all(), ['video_id', 'user_id'], ['last_day']);
            }
            foreach ($channelViewers->chunk(500) as $chunk) {
                DB::table('channel_viewers')->upsert($chunk->values()->all(), ['channel_id', 'user_id'], ['last_day']);
            }
        });
    }

    /**
     * Adds up the month's days per video, once its last day is rolled up. A channel that
     * started rolling up within the month had no views before that.
     *
     * @param  list<int>  $channelIds
     */
    private function rollUpMonth(CarbonImmutable $firstDay, CarbonImmutable $lastDay, array $channelIds): void
    {
        $month = $firstDay->toDateString();
        $rows = DB::table('video_daily_stats')
            ->whereIn('channel_id', $channelIds)
            ->whereBetween('day', [$month, $lastDay->toDateString()])
            ->groupBy('video_id', 'channel_id')
            ->selectRaw('video_id, channel_id, SUM(views) AS views, SUM(watched_seconds) AS watched_seconds')
            ->get()
            ->map(fn (object $row) => [
                'video_id' => (int) $row->video_id,
                'channel_id' => (int) $row->channel_id,
                'month' => $month,
                'views' => (int) $row->views,
                'watched_seconds' => (int) $row->watched_seconds,
            ]);

        DB::transaction(function () use ($month, $channelIds, $rows) {
            DB::table('video_monthly_stats')->whereIn('channel_id', $channelIds)->where('month', $month)->delete();
            foreach ($rows->chunk(500) as $chunk) {
                DB::table('video_monthly_stats')->insert($chunk->values()->all());
            }
        });
    }

    /**
     * The views of the channels' videos on the (local) day.
     *
     * @param  list<int>  $channelIds
     */
    private function viewsOf(CarbonImmutable $day, array $channelIds): Builder
    {
        $from = $day->utc();
        $until = $day->addDay()->utc();

        return DB::table('views')
            ->join('videos', 'videos.id', '=', 'views.video_id')
            ->whereIn('videos.channel_id', $channelIds)
            // viewed_on (the UTC date) narrows the search to the one or two UTC days the local day spans.
            ->whereBetween('views.viewed_on', [$from->toDateString(), $until->subSecond()->toDateString()])
            ->where('views.viewed_at', '>=', ViewStats::utc($from))
            ->where('views.viewed_at', '<', ViewStats::utc($until));
    }
}
