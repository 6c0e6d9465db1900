<?php

namespace App\Watch;

use Illuminate\Support\Facades\DB;

/**
 * Each video's views of the last week, kept on its row (`videos.recent_views`) for the
 * rankings that order by them: trending, home's featured videos, music and gaming. Every new
 * view adds one as it is recorded (RecordWatchProgress); recount(), scheduled hourly, lets the
 * views older than a week go and corrects what concurrent writes may have missed.
 */
final class RecentViews
{
    /** Views of the last this many days (and of today) count as recent. */
    public const DAYS = 7;

    /**
     * @return int how many videos' counts changed
     */
    public function recount(): int
    {
        $since = now()->subDays(self::DAYS)->toDateString();

        return DB::transaction(function () use ($since): int {
            $forgotten = DB::update(
                'update videos set recent_views = 0 where recent_views > 0
                    and id not in (select video_id from views where viewed_on >= ?)',
                [$since],
            );

            // UPDATE ... FROM, which PostgreSQL and SQLite (3.33 on) both read. Grouped by
            // video_id as it stands, SQLite walks every view by the video index to skip a sort;
            // the unary plus leaves it the index of days, which holds the week's views alone.
            $counted = DB::update(
                'update videos set recent_views = counted.views
                    from (select +video_id as video_id, count(*) as views from views where viewed_on >= ? group by +video_id) as counted
                    where videos.id = counted.video_id and videos.recent_views <> counted.views',
                [$since],
            );

            return $forgotten + $counted;
        });
    }
}
