<?php

namespace Tests\Feature\Search;

use App\Models\Channel;
use App\Models\Video;
use App\Search\CatalogueSearch;
use App\Search\PostgresFullText;
use App\Search\SearchTerms;
use App\Search\SqliteFullText;
use App\Search\VideoIndex;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

class CandidateLimitTest extends TestCase
{
    use RefreshDatabase;

    private function index(int $maxCandidates): VideoIndex
    {
        return match (DB::connection()->getDriverName()) {
            'sqlite' => new SqliteFullText($maxCandidates),
            'pgsql' => new PostgresFullText($maxCandidates),
            default => $this->markTestSkipped('The candidate limit belongs to the SQLite and PostgreSQL indexes.'),
        };
    }

    public function test_only_the_newest_matches_are_ranked_and_title_matches_still_lead(): void
    {
        $index = $this->index(maxCandidates: 3);
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

    public function test_whole_words_fill_the_candidates_before_prefixes_do(): void
    {
        $search = new CatalogueSearch(DB::connection(), $this->index(maxCandidates: 2));
        $make = fn (string $title) => Video::factory()->create(['title' => $title, 'description' => 'Plain.', 'tags' => []]);
        $make('Harbour lights');
        $morning = $make('Harbour morning');
        $dusk = $make('The harbour at dusk');
        $harbours = $make('Harbours of the north');
        $found = fn (string $query) => $search->videos(SearchTerms::parse($query))->getCollection()->pluck('id')->sort()->values()->all();

        // Three videos hold the whole word: the newest two of them are ranked, not the
        // newer video that only starts with it.
        $this->assertSame([$morning->id, $dusk->id], $found('harbour'));
        // No video holds "harb" whole: prefixes find the newest two.
        $this->assertSame([$dusk->id, $harbours->id], $found('harb'));
    }
}
