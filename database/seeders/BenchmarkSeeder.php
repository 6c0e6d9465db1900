<?php

namespace Database\Seeders;

use App\Search\SqliteFullText;
use Database\Seeders\Catalogue\BulkInserter;
use Database\Seeders\Catalogue\SampleWriting;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;

/**
 * The `composer bench` database: the sample catalogue at its bench size (100k videos in
 * bulk inserts, reusing the same generated media), with the search index compacted
 * afterwards as a long-running site's would be.
 */
class BenchmarkSeeder extends Seeder
{
    /** The most-watched videos, whose watch pages the benchmark loads. */
    public const COMMENTED_VIDEOS = 20;

    public const THREADS_PER_VIDEO = 120;

    public function run(): void
    {
        config(['catalogue.seed_size' => 'bench']);

        $this->call(DatabaseSeeder::class);
        $this->seedCommentSections();

        if (DB::connection()->getDriverName() === 'sqlite') {
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
