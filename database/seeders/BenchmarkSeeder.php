<?php

namespace Database\Seeders;

use App\Models\Channel;
use App\Models\Video;
use App\Search\PostgresFullText;
use App\Search\SqliteFullText;
use Database\Seeders\Catalogue\BulkInserter;
use Database\Seeders\Catalogue\DeferredIndexes;
use Database\Seeders\Catalogue\SampleWriting;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use RuntimeException;

/**
 * The `composer bench` database: the sample catalogue at its bench size (100k videos in
 * bulk inserts, reusing the same generated media, or SEED_VIDEOS of them), with the search
 * index compacted afterwards as a long-running site's would be. On PostgreSQL the videos
 * and their search documents load without their secondary indexes, which are built once
 * the rows are in.
 */
class BenchmarkSeeder extends Seeder
{
    /** The most-watched videos, whose watch pages the benchmark loads. */
    public const COMMENTED_VIDEOS = 20;

    public const THREADS_PER_VIDEO = 120;

    /** The demo viewer's library, whose Subscriptions, History and Liked videos pages the benchmark loads. */
    public const LIBRARY_HISTORY = 5_000;

    public const LIBRARY_LIKES = 2_000;

    public const LIBRARY_SUBSCRIPTIONS = 300;

    /** Videos of each small channel made so the demo viewer has that many channels to follow. */
    private const SMALL_CHANNEL_VIDEOS = 3;

    public function run(): void
    {
        config(['catalogue.seed_size' => 'bench']);

        $postgres = DB::connection()->getDriverName() === 'pgsql';
        $deferred = [new DeferredIndexes('videos'), new DeferredIndexes(PostgresFullText::TABLE)];
        if ($postgres) {
            array_map(fn (DeferredIndexes $indexes) => $indexes->drop(), $deferred);
        }

        $this->call(DatabaseSeeder::class);
        $this->seedCommentSections();
        $this->seedLibrary();

        if ($postgres) {
            $started = microtime(true);
            $rebuilt = array_sum(array_map(fn (DeferredIndexes $indexes) => $indexes->rebuild(), $deferred));
            $this->command->info(sprintf('%d indexes of videos and their search documents built in %.1f s', $rebuilt, microtime(true) - $started));
            // The counters were set by updating every row once; a long-running site's
            // autovacuum would have cleared the old versions and gathered the statistics.
            $started = microtime(true);
            DB::statement('VACUUM ANALYZE');
            $this->command->info(sprintf('Vacuumed and statistics gathered in %.1f s', microtime(true) - $started));
        } elseif (DB::connection()->getDriverName() === 'sqlite') {
            // Bulk loading leaves the FTS5 index in many small segments; merging them is
            // what the index's automatic merges would reach over time.
            $started = microtime(true);
            foreach ([SqliteFullText::TABLE, SqliteFullText::CHANNEL_TABLE] as $table) {
                DB::statement("INSERT INTO {$table} ({$table}) VALUES ('optimize')");
            }
            DB::statement('ANALYZE');
            $this->command->info(sprintf('Search index optimized and statistics gathered in %.1f s', microtime(true) - $started));
        }
    }

    /**
     * A heavy viewer's library for the demo account: LIBRARY_SUBSCRIPTIONS channels (every
     * catalogue channel and small ones made for the purpose), LIBRARY_HISTORY watches and
     * LIBRARY_LIKES likes over the past months, replacing what the catalogue gave it.
     */
    private function seedLibrary(): void
    {
        $started = microtime(true);
        mt_srand(13);
        $now = now();
        $demo = (int) DB::table('users')->where('email', DatabaseSeeder::DEMO_EMAIL)->value('id');
        foreach (['subscriptions', 'watch_history'] as $table) {
            DB::table($table)->where('user_id', $demo)->delete();
        }
        DB::table('reactions')->where('user_id', $demo)->where('reactable_type', 'video')->delete();

        $smallChannels = self::LIBRARY_SUBSCRIPTIONS - DB::table('channels')->count();
        $this->seedSmallChannels($smallChannels);

        $subscriptions = new BulkInserter('subscriptions', 5);
        foreach (DB::table('channels')->orderBy('id')->limit(self::LIBRARY_SUBSCRIPTIONS)->pluck('id') as $channelId) {
            $at = $now->copy()->subMinutes(mt_rand(1, 60 * 24 * 700))->toDateTimeString();
            $subscriptions->add(['user_id' => $demo, 'channel_id' => $channelId, 'notification_level' => ['all', 'personalized', 'none'][mt_rand(0, 2)], 'created_at' => $at, 'updated_at' => $at]);
        }
        $subscriptions->flush();

        // Published public videos picked evenly across the catalogue, the likes among them.
        $published = DB::table('videos')->where('kind', 'video')->where('status', 'ready')->where('visibility', 'public');
        $step = max(1, intdiv($published->count(), self::LIBRARY_HISTORY));
        $picked = $published->whereRaw('id % ? = 0', [$step])->orderBy('id')->limit(self::LIBRARY_HISTORY)->get(['id', 'duration']);

        $history = new BulkInserter('watch_history', 4);
        foreach ($picked as $video) {
            $history->add([
                'user_id' => $demo, 'video_id' => $video->id, 'position_seconds' => mt_rand(0, max(0, (int) $video->duration)),
                'watched_at' => $now->copy()->subSeconds(mt_rand(60, 86400 * 180))->toDateTimeString(),
            ]);
        }
        $history->flush();

        $likes = new BulkInserter('reactions', 6);
        $likedIds = $picked->shuffle()->take(self::LIBRARY_LIKES)->pluck('id');
        foreach ($likedIds as $videoId) {
            $at = $now->copy()->subSeconds(mt_rand(60, 86400 * 180))->toDateTimeString();
            $likes->add(['user_id' => $demo, 'reactable_type' => 'video', 'reactable_id' => $videoId, 'value' => 1, 'created_at' => $at, 'updated_at' => $at]);
        }
        $likes->flush();

        DB::table('videos')->whereIn('id', $likedIds)->update(['like_count' => DB::raw('like_count + 1')]);
        Channel::recountSubscribers(DB::table('channels')->pluck('id'));
        $this->command->info(sprintf(
            'The demo viewer\'s library (%d subscriptions, %d watches, %d likes) in %.1f s',
            self::LIBRARY_SUBSCRIPTIONS, $picked->count(), $likedIds->count(), microtime(true) - $started,
        ));
    }

    /**
     * Small channels of a few videos each (reusing a catalogue video's media), owned by new users.
     */
    private function seedSmallChannels(int $count): void
    {
        if ($count <= 0) {
            return;
        }

        $now = now()->toDateTimeString();
        $password = Hash::make(DatabaseSeeder::DEMO_PASSWORD);
        $users = new BulkInserter('users', 7);
        for ($i = 1; $i <= $count; $i++) {
            $users->add(['name' => "Small Channel {$i}", 'email' => "small{$i}@channels.blipstream.test", 'email_verified_at' => $now, 'password' => $password, 'remember_token' => null, 'created_at' => $now, 'updated_at' => $now]);
        }
        $users->flush();

        $channels = new BulkInserter('channels', 6);
        foreach (DB::table('users')->where('email', 'like', '%@channels.blipstream.test')->orderBy('id')->pluck('id') as $i => $userId) {
            $channels->add(['user_id' => $userId, 'handle' => 'smallchannel'.($i + 1), 'name' => SampleWriting::CHANNELS[$i % count(SampleWriting::CHANNELS)][0].' Extra '.($i + 1), 'description' => 'A small channel with a few uploads.', 'created_at' => $now, 'updated_at' => $now]);
        }
        $channels->flush();

        $media = DB::table('videos')->where('kind', 'video')->where('status', 'ready')->orderBy('id')->first(['hls_path', 'thumbnail_path', 'duration', 'width', 'height'])
            ?? throw new RuntimeException('The catalogue has no ready video to copy media from.');
        $videos = new BulkInserter('videos', 15);
        foreach (DB::table('channels')->where('handle', 'like', 'smallchannel%')->pluck('id') as $channelId) {
            for ($n = 0; $n < self::SMALL_CHANNEL_VIDEOS; $n++) {
                $at = now()->subHours(mt_rand(2, 24 * 365))->toDateTimeString();
                $videos->add([
                    'public_id' => Video::newPublicId(), 'channel_id' => $channelId, 'kind' => 'video', 'title' => 'Small channel upload '.($n + 1),
                    'visibility' => 'public', 'status' => 'ready', 'duration' => $media->duration, 'width' => $media->width, 'height' => $media->height,
                    'hls_path' => $media->hls_path, 'thumbnail_path' => $media->thumbnail_path, 'published_at' => $at, 'created_at' => $at, 'updated_at' => $at,
                ]);
            }
        }
        $videos->flush();
    }

    /**
     * The bench catalogue spreads few views over many videos, so none earns comments; a
     * popular video's watch page shows a full comment section, replies included.
     */
    private function seedCommentSections(): void
    {
        $started = microtime(true);
        mt_srand(11);
        $videoIds = DB::table('videos')->where('kind', 'video')->where('status', 'ready')->where('visibility', 'public')
            ->orderByDesc('view_count')->orderBy('id')->limit(self::COMMENTED_VIDEOS)->pluck('id');
        $userIds = DB::table('users')->pluck('id')->all();
        $pick = fn (array $list) => $list[mt_rand(0, count($list) - 1)];
        $at = fn () => now()->subMinutes(mt_rand(1, 60 * 24 * 60))->toDateTimeString();

        $threads = new BulkInserter('comments', 11);
        foreach ($videoIds as $videoId) {
            for ($n = 0; $n < self::THREADS_PER_VIDEO; $n++) {
                $time = $at();
                $threads->add([
                    'commentable_type' => 'video', 'commentable_id' => $videoId, 'user_id' => $pick($userIds),
                    'body' => $pick(SampleWriting::COMMENTS), 'is_hearted' => mt_rand(1, 8) === 1, 'is_pinned' => $n === 0,
                    'like_count' => (int) (200 * (mt_rand() / mt_getrandmax()) ** 3), 'created_at' => $time, 'updated_at' => $time,
                ]);
            }
        }
        $threads->flush();

        // A third of the threads have a few replies.
        $replies = new BulkInserter('comments', 9);
        foreach (DB::table('comments')->where('commentable_type', 'video')->whereIn('commentable_id', $videoIds)->pluck('commentable_id', 'id') as $threadId => $videoId) {
            for ($n = mt_rand(1, 3) === 1 ? mt_rand(1, 4) : 0; $n > 0; $n--) {
                $time = $at();
                $replies->add([
                    'commentable_type' => 'video', 'commentable_id' => $videoId, 'parent_id' => $threadId, 'user_id' => $pick($userIds),
                    'body' => $pick(SampleWriting::REPLIES), 'like_count' => mt_rand(0, 5), 'created_at' => $time, 'updated_at' => $time,
                ]);
            }
        }
        $replies->flush();

        DB::table('comments')->whereIn('commentable_id', $videoIds)->where('commentable_type', 'video')->whereNull('parent_id')
            ->update(['reply_count' => DB::raw('(SELECT COUNT(*) FROM comments AS replies WHERE replies.parent_id = comments.id)')]);
        DB::table('videos')->whereIn('id', $videoIds)
            ->update(['comment_count' => DB::raw("(SELECT COUNT(*) FROM comments WHERE commentable_type = 'video' AND commentable_id = videos.id)")]);
        $this->command->info(sprintf('Comment sections of the %d most-watched videos in %.1f s', count($videoIds), microtime(true) - $started));
    }
}
