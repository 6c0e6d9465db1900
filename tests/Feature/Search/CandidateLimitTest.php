<?php

namespace Tests\Feature\Search;

use App\Models\Channel;
use App\Models\Video;
use App\Search\CatalogueSearch;
use App\Search\PostgresFullText;
use App\Search\SearchTerms;
use App\Search\SqliteFullText;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

class CandidateLimitTest extends TestCase
{
    use RefreshDatabase;

    public function test_only_the_newest_matches_are_ranked_and_title_matches_still_lead(): void
    {
        $index = match (DB::connection()->getDriverName()) {
            'sqlite' => new SqliteFullText(maxCandidates: 3),
            'pgsql' => new PostgresFullText(maxCandidates: 3),
            default => $this->markTestSkipped('The candidate limit belongs to the SQLite and PostgreSQL indexes.'),
        };
        $channel = Channel::factory()->create(['name' => 'Plain']);
        $make = fn (string $title, string $description) => Video::factory()->for($channel)
            ->create(['title' => $title, 'description' => $description, 'tags' => []]);

        $oldestInTitle = $make('Harbour lights', 'Night.');
        $make('Evening', 'The harbour at dusk.');
        $newerInTitle = $make('Harbour morning', 'Day.');
        $make('Boats', 'A harbour tour.');
        $make('Gulls', 'Over the harbour.');

        $search = new CatalogueSearch(DB::connection(), $index);
        $found = $search->videos(SearchTerms::parse('harbour'))->getCollection();

        $this->assertCount(3, $found);
        $this->assertNotContains($oldestInTitle->id, $found->pluck('id'));
        $this->assertSame($newerInTitle->id, $found->first()?->id);
    }
}
