<?php

namespace Tests\Feature\Search;

use App\Models\Channel;
use App\Models\Video;
use App\Search\SearchCache;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Group;
use Tests\TestCase;

class SearchPageTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function video(array $attributes = [], ?Channel $channel = null): Video
    {
        return Video::factory()
            ->for($channel ?? Channel::factory()->create(['name' => 'Plain Channel']))
            ->create([
                'title' => 'Untitled clip',
                'description' => 'Nothing to see.',
                'tags' => ['misc'],
                ...$attributes,
            ]);
    }

    /**
     * For the assertions on SQLite's FTS5 tables, which PostgreSQL does without (it indexes
     * a generated column of the videos table instead).
     */
    private function onSqlite(): bool
    {
        return DB::connection()->getDriverName() === 'sqlite';
    }

    /**
     * @return list<string>
     */
    private function resultIds(string $query): array
    {
        return collect($this->get('/search?q='.urlencode($query))->assertOk()->inertiaProps('videos.data'))
            ->pluck('id')
            ->all();
    }

    public function test_an_empty_query_renders_the_prompt_without_results(): void
    {
        $this->video(['title' => 'Anything']);

        $this->get('/search?q=%20%20')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Search/Index')
                ->where('query', '')
                ->where('videos', null)
                ->where('channels', []));
    }

    public function test_it_renders_matching_videos_and_channels_with_the_card_shape(): void
    {
        $channel = Channel::factory()->create(['name' => 'Harbour Sounds', 'handle' => 'harbour-sounds']);
        $this->video(['title' => 'Harbour at dawn'], $channel);

        $this->get('/search?q=harbour')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Search/Index')
                ->where('query', 'harbour')
                ->has('videos.data', 1, fn (Assert $video) => $video
                    ->hasAll(['id', 'title', 'thumbnail', 'duration', 'views', 'published_at', 'kind', 'channel', 'hls_url', 'snippet'])
                    ->where('title', 'Harbour at dawn')
                    ->where('channel.handle', 'harbour-sounds'))
                ->has('channels', 1, fn (Assert $found) => $found
                    ->where('name', 'Harbour Sounds')
                    ->where('handle', 'harbour-sounds')
                    ->hasAll(['id', 'avatar_url', 'description', 'subscribers', 'subscription'])));
    }

    public function test_it_finds_videos_by_title_channel_name_description_and_tag_ignoring_case(): void
    {
        $byTitle = $this->video(['title' => 'Mountain BIKING basics']);
        $byChannel = $this->video([], Channel::factory()->create(['name' => 'Zephyr Workshop']));
        $byDescription = $this->video(['description' => 'We repaint an old Lighthouse.']);
        $byTag = $this->video(['tags' => ['origami', 'paper']]);

        $this->assertSame([$byTitle->public_id], $this->resultIds('biking'));
        $this->assertSame([$byChannel->public_id], $this->resultIds('ZEPHYR'));
        $this->assertSame([$byDescription->public_id], $this->resultIds('lighthouse'));
        $this->assertSame([$byTag->public_id], $this->resultIds('Origami'));
    }

    public function test_a_title_holding_every_word_ranks_first_even_when_the_other_row_matches_more_often(): void
    {
        $elsewhere = $this->video([
            'title' => 'Ocean diary',
            'description' => 'Ocean ocean ocean, we film the storm at sea.',
            'tags' => ['storm', 'ocean'],
        ]);
        $elsewhere->forceFill(['view_count' => 9_000])->save();
        $inTitle = $this->video(['title' => 'Storm over the ocean, filmed from a very long way away on a boat']);

        $this->assertSame([$inTitle->public_id, $elsewhere->public_id], $this->resultIds('ocean storm'));
    }

    public function test_words_match_as_prefixes_and_all_words_must_match(): void
    {
        $guitar = $this->video(['title' => 'Guitar lessons for beginners']);
        $this->video(['title' => 'Guitar repair']);

        $this->assertSame([$guitar->public_id], $this->resultIds('guit lesson'));
    }

    public function test_title_matches_rank_above_description_matches(): void
    {
        // The description match is newer and far more viewed: relevance still comes first.
        $inDescription = $this->video([
            'title' => 'Weekend vlog',
            'description' => 'Cooking cooking cooking, all about cooking.',
            'published_at' => now()->subHour(),
        ]);
        $inDescription->forceFill(['view_count' => 1_000_000])->save();
        $inTitle = $this->video(['title' => 'A long evening of slow cooking with friends and family', 'published_at' => now()->subYear()]);

        $this->assertSame([$inTitle->public_id, $inDescription->public_id], $this->resultIds('cooking'));
    }

    public function test_equally_relevant_matches_rank_by_views(): void
    {
        $channel = Channel::factory()->create();
        $quiet = $this->video(['title' => 'Kayak trip'], $channel);
        $popular = $this->video(['title' => 'Kayak trip'], $channel);
        $popular->forceFill(['view_count' => 500])->save();

        $this->assertSame([$popular->public_id, $quiet->public_id], $this->resultIds('kayak'));
    }

    public function test_private_unlisted_unready_and_scheduled_videos_are_never_found(): void
    {
        $public = $this->video(['title' => 'Secret garden tour']);
        Video::factory()->private()->create(['title' => 'Secret garden private']);
        Video::factory()->unlisted()->create(['title' => 'Secret garden unlisted']);
        Video::factory()->processing()->create(['title' => 'Secret garden processing']);
        Video::factory()->scheduled()->create(['title' => 'Secret garden scheduled']);

        $this->assertSame([$public->public_id], $this->resultIds('secret garden'));
    }

    /**
     * @return array<string, array{string}>
     */
    public static function metacharacters(): array
    {
        return [
            'a lone quote' => ['"'],
            'a star' => ['*'],
            'an operator with a bracket' => ['AND('],
            'column filter syntax' => ['title:foo'],
            'unbalanced quotes and NEAR' => ['"foo NEAR(bar'],
            'a caret and a minus' => ['^-foo'],
            'LIKE wildcards' => ['%_%'],
            'a sql fragment' => ["'; DROP TABLE videos; --"],
        ];
    }

    #[DataProvider('metacharacters')]
    public function test_query_syntax_in_the_input_is_searched_as_text_never_an_error(string $query): void
    {
        $this->video(['title' => 'Foo fighters tribute']);

        $this->get('/search?q='.urlencode($query))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Search/Index')
            ->where('query', $query));

        $this->assertSame(1, Video::query()->count());
    }

    public function test_an_edited_title_is_found_by_its_new_words_only(): void
    {
        $video = $this->video(['title' => 'Old name']);
        $this->assertSame([$video->public_id], $this->resultIds('old'));

        $video->update(['title' => 'Brand new heading']);

        $this->assertSame([], $this->resultIds('old'));
        $this->assertSame([$video->public_id], $this->resultIds('heading'));
    }

    public function test_a_renamed_channel_is_found_with_its_videos_by_the_new_name(): void
    {
        $channel = Channel::factory()->create(['name' => 'Before Rename']);
        $video = $this->video([], $channel);

        $channel->update(['name' => 'Quokka Club']);

        $this->assertSame([], $this->resultIds('before rename'));
        $this->assertSame([$video->public_id], $this->resultIds('quokka'));
        $this->get('/search?q=quokka')->assertInertia(fn (Assert $page) => $page->where('channels.0.name', 'Quokka Club'));
    }

    public function test_a_deleted_video_leaves_the_results_and_the_index(): void
    {
        $video = $this->video(['title' => 'Ephemeral sketch']);

        $video->delete();

        $this->assertSame([], $this->resultIds('ephemeral'));
        if ($this->onSqlite()) {
            $this->assertSame(0, DB::table('video_search')->count());
        }
    }

    public function test_deleting_a_channel_takes_its_videos_out_of_the_results_and_the_index(): void
    {
        $channel = Channel::factory()->create(['name' => 'Cascade Crew']);
        $this->video(['title' => 'Cascade check'], $channel);

        $channel->delete();

        $this->get('/search?q=cascade')->assertInertia(fn (Assert $page) => $page->has('channels', 0)->has('videos.data', 0));
        if ($this->onSqlite()) {
            $this->assertSame(0, DB::table('video_search')->count());
            $this->assertSame(0, DB::table('channel_search')->count());
        }
    }

    public function test_a_view_count_change_does_not_rewrite_the_index_row(): void
    {
        if (! $this->onSqlite()) {
            $this->markTestSkipped('The FTS5 index rows exist on SQLite only.');
        }
        $video = $this->video(['title' => 'Counter check']);
        $before = DB::selectOne('SELECT max(rowid) AS id FROM video_search_docsize');

        $video->increment('view_count');

        $this->assertEquals($before, DB::selectOne('SELECT max(rowid) AS id FROM video_search_docsize'));
        $this->assertSame([$video->public_id], $this->resultIds('counter'));
    }

    #[Group('cache-expiry')]
    public function test_a_repeated_search_is_answered_from_the_cache_until_it_expires(): void
    {
        $video = $this->video(['title' => 'Lantern walk']);
        $this->assertSame([$video->public_id], $this->resultIds('lantern'));

        // Changed behind the models' backs, so no new generation of results starts.
        DB::table('videos')->where('id', $video->id)->update(['title' => 'Lantern walk at night']);

        $queries = $this->queriesDuring(fn () => $this->assertSame(['Lantern walk'], collect(
            $this->get('/search?q=lantern')->assertOk()->inertiaProps('videos.data'),
        )->pluck('title')->all()));

        $this->assertFalse($queries->contains(fn (string $sql) => str_contains($sql, 'videos')), 'the videos were searched again');

        $this->travel(SearchCache::TTL + 1)->seconds();
        $this->get('/search?q=lantern')->assertInertia(fn (Assert $page) => $page->where('videos.data.0.title', 'Lantern walk at night'));
    }

    public function test_saving_a_video_or_channel_refreshes_the_cached_results_at_once(): void
    {
        $channel = Channel::factory()->create(['name' => 'Lantern Guild']);
        $video = $this->video(['title' => 'Lantern walk'], $channel);
        $this->get('/search?q=lantern')->assertInertia(fn (Assert $page) => $page
            ->where('channels.0.name', 'Lantern Guild')
            ->has('videos.data', 1));

        $video->update(['visibility' => 'private']);
        $this->assertSame([], $this->resultIds('lantern'));

        $channel->update(['name' => 'Lantern Makers']);
        $this->get('/search?q=lantern')->assertInertia(fn (Assert $page) => $page->where('channels.0.name', 'Lantern Makers'));
    }

    public function test_results_are_paged_for_infinite_scroll(): void
    {
        $channel = Channel::factory()->create();
        Video::factory()->count(30)->for($channel)->create(['title' => 'Paged result']);

        $first = $this->get('/search?q=paged')->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 24));

        // The next page as the client's InfiniteScroll asks for it.
        $second = $this->get('/search?q=paged&page=2', [
            'X-Inertia' => 'true',
            'X-Inertia-Version' => (string) $first->inertiaPage()['version'],
            'X-Inertia-Partial-Component' => 'Search/Index',
            'X-Inertia-Partial-Data' => 'videos',
        ])->assertOk();
        $this->assertNull($second->json('props.channels'));
        $this->assertCount(6, $second->json('props.videos.data'));
        $this->assertSame(
            ['pageName' => 'page', 'previousPage' => 1, 'nextPage' => null, 'currentPage' => 2, 'reset' => false],
            $second->json('scrollProps.videos'),
        );
    }

    public function test_the_query_count_does_not_grow_with_the_number_of_results(): void
    {
        $count = fn (): int => $this->queriesDuring(fn () => $this->get('/search?q=river')->assertOk())->count();

        $this->video(['title' => 'River one'], Channel::factory()->create(['name' => 'River People']));
        $few = $count();

        foreach (range(1, 5) as $i) {
            Video::factory()->count(4)->for(Channel::factory()->create(['name' => "River crew {$i}"]))->create(['title' => 'River more']);
        }
        $many = $count();

        $this->assertSame($few, $many);
    }
}
