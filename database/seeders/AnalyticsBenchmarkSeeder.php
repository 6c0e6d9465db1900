<?php

namespace Database\Seeders;

use App\Models\Video;
use Database\Seeders\Catalogue\BulkInserter;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;
use RuntimeException;

/**
 * The `composer bench` channel for the studio analytics: the demo account's own channel,
 * VIDEOS videos with VIEWS views over the past year (a third by signed-in viewers, many of
 * whom share their audience details) and a year of subscription gains and losses. Seeds
 * once: a bench database that already has it is left as it is.
 */
class AnalyticsBenchmarkSeeder extends Seeder
{
    public const HANDLE = 'demostudio';

    public const VIDEOS = 60;

    public const VIEWS = 1_000_000;

    public const SUBSCRIPTION_EVENTS = 5_000;

    /**
     * The views, drawn over the demo channel's videos and the accounts (both id ranges have
     * no gaps). Bindings: how many, the first video id and the count of videos, the first
     * user id and the count of users, now as a Unix time, the videos' duration.
     *
     * MATERIALIZED draws each row's numbers once, where an inlined CTE would draw them again
     * for every column that reads them.
     */
    private const SQLITE_VIEWS = 'INSERT INTO views (video_id, user_id, viewer_key, watched_seconds, viewed_at, viewed_on)
        WITH RECURSIVE counter(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counter LIMIT ?),
        picked AS MATERIALIZED (
            SELECT ? + ABS(RANDOM()) % ? AS video_id,
                   CASE WHEN ABS(RANDOM()) % 3 = 0 THEN ? + ABS(RANDOM()) % ? ELSE NULL END AS user_id,
                   ? - ABS(RANDOM()) % (365 * 86400) AS at
            FROM counter
        )
        SELECT video_id, user_id, COALESCE(\'u:\' || user_id, \'g:\' || HEX(RANDOMBLOB(8))),
               ABS(RANDOM()) % ?, DATETIME(at, \'unixepoch\'), DATE(at, \'unixepoch\')
        FROM picked';

    private const POSTGRES_VIEWS = 'INSERT INTO views (video_id, user_id, viewer_key, watched_seconds, viewed_at, viewed_on)
        WITH counter AS (SELECT generate_series(1, ?::int) AS n),
        picked AS MATERIALIZED (
            SELECT ?::bigint + floor(random() * ?)::bigint AS video_id,
                   CASE WHEN random() < 1.0 / 3 THEN ?::bigint + floor(random() * ?)::bigint END AS user_id,
                   to_timestamp(?::bigint - floor(random() * 365 * 86400)) AT TIME ZONE \'UTC\' AS at
            FROM counter
        )
        SELECT video_id, user_id, COALESCE(\'u:\' || user_id, \'g:\' || substr(md5(random()::text), 1, 16)),
               floor(random() * ?)::int, at, at::date
        FROM picked';

    public function run(): void
    {
        if (DB::table('channels')->where('handle', self::HANDLE)->exists()) {
            return;
        }

        $started = microtime(true);
        mt_srand(17);
        $demo = (int) DB::table('users')->where('email', DatabaseSeeder::DEMO_EMAIL)->value('id');
        $now = now();
        $channelId = DB::table('channels')->insertGetId([
            'user_id' => $demo, 'handle' => self::HANDLE, 'name' => 'Demo Studio', 'description' => 'The demo account\'s channel.',
            'created_at' => $now->copy()->subYears(2), 'updated_at' => $now,
        ]);

        $media = DB::table('videos')->where('kind', 'video')->where('status', 'ready')->orderBy('id')->first(['hls_path', 'thumbnail_path', 'duration', 'width', 'height'])
            ?? throw new RuntimeException('The catalogue has no ready video to copy media from.');
        $videos = new BulkInserter('videos', 15);
        for ($n = 1; $n <= self::VIDEOS; $n++) {
            $at = $now->copy()->subDays(400 - $n * 6)->toDateTimeString();
            $videos->add([
                'public_id' => Video::newPublicId(), 'channel_id' => $channelId, 'kind' => 'video', 'title' => "Demo Studio episode {$n}",
                'visibility' => 'public', 'status' => 'ready', 'duration' => $media->duration, 'width' => $media->width, 'height' => $media->height,
                'hls_path' => $media->hls_path, 'thumbnail_path' => $media->thumbnail_path, 'published_at' => $at, 'created_at' => $at, 'updated_at' => $at,
            ]);
        }
        $videos->flush();
        $videoIds = DB::table('videos')->where('channel_id', $channelId)->orderBy('id')->pluck('id')->all();
        // Viewers are drawn from the id range of the accounts (the bench's accounts have no gaps).
        $users = DB::table('users')->orderBy('id')->pluck('id')->all();

        // A million rows in one INSERT ... SELECT over a counter: far faster than binding them
        // from PHP.
        DB::statement(DB::connection()->getDriverName() === 'pgsql' ? self::POSTGRES_VIEWS : self::SQLITE_VIEWS, [
            self::VIEWS, $videoIds[0], count($videoIds), $users[0], count($users), $now->getTimestamp(), max(1, (int) $media->duration),
        ]);
        DB::table('videos')->where('channel_id', $channelId)
            ->update(['view_count' => DB::raw('(SELECT COUNT(*) FROM views WHERE views.video_id = videos.id)')]);

        // Most of the signed-in viewers share some of their details.
        $countries = ['US', 'US', 'US', 'IN', 'IN', 'BR', 'GB', 'DE', 'JP', 'FR', 'NG', 'KE', 'MX', 'CA'];
        DB::transaction(function () use ($users, $countries) {
            foreach ($users as $userId) {
                if (mt_rand(1, 10) <= 7) {
                    DB::table('users')->where('id', $userId)->update([
                        'birth_year' => mt_rand(1950, 2010),
                        'gender' => ['female', 'male', 'non-binary'][mt_rand(0, 20) === 0 ? 2 : mt_rand(0, 1)],
                        'country' => $countries[mt_rand(0, count($countries) - 1)],
                    ]);
                }
            }
        });

        $events = new BulkInserter('subscription_events', 4);
        for ($i = 0; $i < self::SUBSCRIPTION_EVENTS; $i++) {
            $events->add([
                'channel_id' => $channelId, 'user_id' => null, 'delta' => mt_rand(1, 5) === 1 ? -1 : 1,
                'occurred_at' => $now->copy()->subSeconds(mt_rand(0, 365 * 86400))->toDateTimeString(),
            ]);
        }
        $events->flush();
        DB::table('channels')->where('id', $channelId)->update(['subscriber_count' => (int) DB::table('subscription_events')->where('channel_id', $channelId)->sum('delta')]);

        DB::statement('ANALYZE');
        $this->command->info(sprintf('The demo account\'s analytics channel (%d videos, %d views) in %.1f s', self::VIDEOS, self::VIEWS, microtime(true) - $started));
    }
}
