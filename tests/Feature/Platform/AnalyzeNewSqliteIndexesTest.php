<?php

namespace Tests\Feature\Platform;

use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Tests\TestCase;

class AnalyzeNewSqliteIndexesTest extends TestCase
{
    private string $dir;

    protected function setUp(): void
    {
        parent::setUp();
        $this->dir = sys_get_temp_dir().'/blipstream-analyze-'.bin2hex(random_bytes(4));
        File::ensureDirectoryExists("{$this->dir}/migrations");
        touch("{$this->dir}/database.sqlite");
        config(['database.connections.analyzed' => ['driver' => 'sqlite', 'database' => "{$this->dir}/database.sqlite", 'prefix' => '', 'foreign_key_constraints' => true]]);
    }

    protected function tearDown(): void
    {
        DB::purge('analyzed');
        File::deleteDirectory($this->dir);
        parent::tearDown();
    }

    /** @return list<string> */
    private function indexesWithStatistics(): array
    {
        return array_map(fn (object $row) => $row->idx, DB::connection('analyzed')->select('SELECT idx FROM sqlite_stat1 WHERE idx IS NOT NULL ORDER BY idx'));
    }

    public function test_a_migration_that_makes_an_index_on_an_analyzed_table_gathers_its_statistics(): void
    {
        $db = DB::connection('analyzed');
        $db->statement('CREATE TABLE videos (id INTEGER PRIMARY KEY, channel_id INTEGER, published_at TEXT)');
        $db->statement('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
        foreach (range(1, 50) as $i) {
            $db->insert('INSERT INTO videos (channel_id, published_at) VALUES (?, ?)', [$i % 5, "2026-01-{$i}"]);
            $db->insert('INSERT INTO notes (body) VALUES (?)', ["note {$i}"]);
        }
        $db->statement('CREATE INDEX videos_channel_index ON videos (channel_id)');
        $db->statement('ANALYZE videos');
        File::put("{$this->dir}/migrations/2026_01_01_000000_index_listing.php", <<<'PHP'
            <?php
            use Illuminate\Database\Migrations\Migration;
            use Illuminate\Support\Facades\DB;
            return new class extends Migration {
                public function up(): void
                {
                    DB::statement('CREATE INDEX videos_listing_index ON videos (channel_id, published_at)');
                    DB::statement('CREATE INDEX notes_body_index ON notes (body)');
                }
            };
            PHP);

        Artisan::call('migrate', ['--database' => 'analyzed', '--path' => "{$this->dir}/migrations", '--realpath' => true, '--force' => true]);

        // The never-analyzed table stays so: statistics there would be a choice of their own.
        $this->assertSame(['videos_channel_index', 'videos_listing_index'], $this->indexesWithStatistics());
    }

    public function test_a_database_never_analyzed_is_left_without_statistics(): void
    {
        DB::connection('analyzed')->statement('CREATE TABLE videos (id INTEGER PRIMARY KEY, channel_id INTEGER)');
        File::put("{$this->dir}/migrations/2026_01_01_000000_index_channel.php", <<<'PHP'
            <?php
            use Illuminate\Database\Migrations\Migration;
            use Illuminate\Support\Facades\DB;
            return new class extends Migration {
                public function up(): void
                {
                    DB::statement('CREATE INDEX videos_channel_index ON videos (channel_id)');
                }
            };
            PHP);

        Artisan::call('migrate', ['--database' => 'analyzed', '--path' => "{$this->dir}/migrations", '--realpath' => true, '--force' => true]);

        $this->assertNull(DB::connection('analyzed')->selectOne("SELECT 1 AS found FROM sqlite_master WHERE name = 'sqlite_stat1'"));
    }
}
