<?php

namespace Database\Seeders;

use App\Search\SqliteFullText;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;

/**
 * The `composer bench` database: the sample catalogue at its bench size (100k videos in
 * bulk inserts, reusing the same generated media), with the search index compacted
 * afterwards as a long-running site's would be.
 */
class BenchmarkSeeder extends Seeder
{
    public function run(): void
    {
        config(['catalogue.seed_size' => 'bench']);

        $this->call(DatabaseSeeder::class);

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
}
