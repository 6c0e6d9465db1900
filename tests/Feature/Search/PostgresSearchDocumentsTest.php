<?php

namespace Tests\Feature\Search;

use App\Models\Channel;
use App\Models\Video;
use App\Search\CatalogueSearch;
use App\Search\PostgresFullText;
use App\Search\SearchTerms;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

/**
 * The stored search documents of PostgreSQL follow their videos and channels through the
 * triggers, whichever way a row is written (models, the query builder, bulk inserts).
 */
class PostgresSearchDocumentsTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        if (DB::connection()->getDriverName() !== 'pgsql') {
            $this->markTestSkipped('The stored search documents are PostgreSQL\'s.');
        }
    }

    public function test_the_migration_runs_again_after_its_table_is_dropped_as_migrate_fresh_does(): void
    {
        // migrate:fresh drops the tables and leaves functions: the second run met its own.
        DB::statement('DROP TABLE '.PostgresFullText::TABLE);
        $migration = require database_path('migrations/2026_12_01_100000_create_video_search_documents_table.php');

        $migration->up();

        $video = Video::factory()->create(['title' => 'Lighthouse keeping']);
        $this->assertSame([$video->id], $this->found('lighthouse'));
    }

    public function test_a_video_is_found_by_what_it_says_now_and_its_channels_name(): void
    {
        $channel = Channel::factory()->create(['name' => 'Harbourside', 'handle' => 'harbourside']);
        $video = Video::factory()->for($channel)->create(['title' => 'Lighthouse keeping', 'description' => 'Lamps.', 'tags' => []]);

        $this->assertSame([$video->id], $this->found('lighthouse'));
        $this->assertSame([$video->id], $this->found('harbourside'));

        DB::table('videos')->where('id', $video->id)->update(['title' => 'Ferry timetables']);
        $this->assertSame([], $this->found('lighthouse'));
        $this->assertSame([$video->id], $this->found('ferry'));

        DB::table('channels')->where('id', $channel->id)->update(['name' => 'Estuary']);
        $this->assertSame([$video->id], $this->found('estuary'));

        $video->delete();
        $this->assertSame(0, DB::table(PostgresFullText::TABLE)->count());
    }

    /**
     * @return list<int>
     */
    private function found(string $query): array
    {
        return app(CatalogueSearch::class)->videos(SearchTerms::parse($query))->getCollection()->pluck('id')->all();
    }
}
