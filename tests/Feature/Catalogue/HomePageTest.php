<?php

namespace Tests\Feature\Catalogue;

use App\Enums\Category;
use App\Enums\Visibility;
use App\Models\Channel;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\Cache;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class HomePageTest extends TestCase
{
    use RefreshDatabase;

    private const CARD_KEYS = ['id', 'title', 'thumbnail', 'duration', 'views', 'published_at', 'kind', 'channel', 'hls_url'];

    public function test_home_renders_the_first_screen_at_once_and_defers_the_sections_below(): void
    {
        $video = Video::factory()->create();

        // The featured grid's first thumbnail is the page's largest paint: it must not wait for
        // a second request.
        $response = $this->get('/')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Home')
                ->where('category', 'all')
                ->has('chips', 12)
                ->where('chips.0', ['value' => 'all', 'label' => 'All'])
                ->where('chips.11', ['value' => 'cast', 'label' => 'Cast'])
                ->where('featured.0.id', $video->public_id)
                ->missing('live')
                ->missing('blips')
                ->missing('recommended'));
        $this->assertSame(['sections' => ['live', 'blips', 'recommended']], $response->viewData('page')['deferredProps']);
    }

    public function test_the_chips_and_the_featured_labels_speak_the_visitors_language(): void
    {
        Video::factory()->inCategory(Category::Music)->create();

        $this->get('/', ['Accept-Language' => 'ja'])
            ->assertInertia(fn (Assert $page) => $page
                ->where('chips.0', ['value' => 'all', 'label' => 'すべて'])
                ->where('chips.2', ['value' => 'live', 'label' => 'ライブ']));

        $this->inertiaVisit('/', ['Accept-Language' => 'ja', 'X-Inertia-Partial-Component' => 'Home', 'X-Inertia-Partial-Data' => 'featured'])
            ->assertJsonPath('props.featured.0.label', '音楽');
    }

    public function test_sections_load_as_deferred_props_in_the_card_shapes(): void
    {
        Video::factory()->count(6)->create();
        Video::factory()->live()->create(['stream_category' => 'Minecraft', 'tags' => ['survival', 'chill', 'co-op', 'extra']]);
        Video::factory()->blip()->create();

        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->has('featured', 4, fn (Assert $card) => $card
                ->hasAll([...self::CARD_KEYS, 'label'])
                ->where('kind', 'video')
                ->has('channel', fn (Assert $channel) => $channel->hasAll(['id', 'handle', 'name', 'avatar_url'])))
            ->loadDeferredProps('sections', fn (Assert $page) => $page
                ->has('live', 1, fn (Assert $card) => $card
                    ->hasAll([...self::CARD_KEYS, 'live_viewers', 'stream_category', 'tags', 'description'])
                    ->where('kind', 'live')
                    ->where('stream_category', 'Minecraft')
                    ->where('tags', ['survival', 'chill', 'co-op']))
                ->has('blips', 1, fn (Assert $card) => $card->hasAll(self::CARD_KEYS)->where('kind', 'short'))
                ->has('recommended.data', 6, fn (Assert $card) => $card->hasAll(self::CARD_KEYS)->missing('live_viewers'))));
    }

    public function test_cards_carry_the_playlist_their_hover_preview_plays(): void
    {
        $video = Video::factory()->create(['hls_path' => 'samples/clips/fractal/hls/master.m3u8']);
        $stream = Video::factory()->live()->create();

        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps('sections', fn (Assert $page) => $page
                ->where('live.0.hls_url', "/live/{$stream->public_id}/master.m3u8")
                ->where('recommended.data', fn (Collection $cards) => $cards->firstWhere('id', $video->public_id)['hls_url'] === '/storage/samples/clips/fractal/hls/master.m3u8')));
    }

    public function test_featured_ranks_by_views_of_the_last_week(): void
    {
        $videos = Video::factory()->count(5)->create(['view_count' => 100]);
        $rising = $videos[3];
        $this->recordViews($rising, 5);
        $this->recordViews($videos[1], 2);
        // Old views count for nothing this week.
        $this->recordViews($videos[0], 9, daysAgo: 20);

        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->where('featured.0.id', $rising->public_id)
            ->where('featured.1.id', $videos[1]->public_id));
    }

    public function test_a_chip_filters_every_section(): void
    {
        $music = Video::factory()->inCategory(Category::Music)->create(['title' => 'Harbour Lights (live session)']);
        Video::factory()->inCategory(Category::Gaming, 'rpg')->create();
        Video::factory()->live()->inCategory(Category::Gaming)->create();
        $musicLive = Video::factory()->live()->inCategory(Category::Music)->create();
        $musicBlip = Video::factory()->blip()->inCategory(Category::Music)->create();
        Video::factory()->blip()->inCategory(Category::Sports)->create();

        $this->get('/?category=music')->assertInertia(fn (Assert $page) => $page
            ->where('category', 'music')
            ->has('featured', 1)
            ->where('featured.0.id', $music->public_id)
            ->where('featured.0.label', 'Music')
            ->loadDeferredProps('sections', fn (Assert $page) => $page
                ->has('live', 1)
                ->where('live.0.id', $musicLive->public_id)
                ->has('blips', 1)
                ->where('blips.0.id', $musicBlip->public_id)
                ->has('recommended.data', 1)));
    }

    public function test_the_live_chip_shows_streams_only(): void
    {
        Video::factory()->count(2)->create();
        $stream = Video::factory()->live()->create();
        Video::factory()->blip()->create();

        $this->get('/?category=live')->assertInertia(fn (Assert $page) => $page
            ->has('featured', 1)
            ->where('featured.0.id', $stream->public_id)
            ->where('featured.0.label', 'Live')
            ->loadDeferredProps('sections', fn (Assert $page) => $page
                ->has('live', 1)
                ->has('blips', 0)
                ->has('recommended.data', 1)
                ->where('recommended.data.0.id', $stream->public_id)));
    }

    public function test_word_chips_match_titles_tags_and_descriptions_case_insensitively(): void
    {
        $byTitle = Video::factory()->create(['title' => 'Camping at the fjords', 'tags' => [], 'description' => '']);
        $byTag = Video::factory()->create(['title' => 'Night sky', 'tags' => ['Campfire'], 'description' => '']);
        $byDescription = Video::factory()->create(['title' => 'Lake day', 'tags' => [], 'description' => 'We pitched our TENT by the water.']);
        Video::factory()->create(['title' => 'City walk', 'tags' => ['urban'], 'description' => 'Streets and cafés.']);

        $this->get('/?category=camping')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps('sections', fn (Assert $page) => $page
                ->has('recommended.data', 3)
                ->where('recommended.data', fn ($cards) => collect($cards)->pluck('id')->sort()->values()->all()
                    === collect([$byTitle, $byTag, $byDescription])->pluck('public_id')->sort()->values()->all())));
    }

    public function test_an_unknown_chip_falls_back_to_all(): void
    {
        $this->get('/?category=nonsense')->assertOk()->assertInertia(fn (Assert $page) => $page->where('category', 'all'));
    }

    public function test_private_unlisted_unfinished_and_scheduled_videos_are_never_listed(): void
    {
        $owner = Channel::factory()->create();
        Video::factory()->for($owner)->private()->create();
        Video::factory()->for($owner)->unlisted()->create();
        Video::factory()->for($owner)->processing()->create();
        Video::factory()->for($owner)->failed()->create();
        Video::factory()->for($owner)->scheduled()->create();
        Video::factory()->for($owner)->live()->private()->create();
        Video::factory()->for($owner)->blip()->unlisted()->create();
        $public = Video::factory()->for($owner)->create();

        // Not even the owner sees them in lists.
        $this->actingAs($owner->user)->get('/')->assertInertia(fn (Assert $page) => $page
            ->has('featured', 1)
            ->where('featured.0.id', $public->public_id)
            ->loadDeferredProps('sections', fn (Assert $page) => $page
                ->has('live', 0)
                ->has('blips', 0)
                ->has('recommended.data', 1)));
    }

    public function test_an_empty_catalogue_gives_empty_sections(): void
    {
        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->has('featured', 0)
            ->loadDeferredProps('sections', fn (Assert $page) => $page
                ->has('live', 0)
                ->has('blips', 0)
                ->has('recommended.data', 0)));
    }

    public function test_recommended_pages_with_infinite_scroll_metadata(): void
    {
        Video::factory()->count(25)->create();

        $first = $this->deferredSections('/');
        $this->assertCount(20, $first['props']['recommended']['data']);
        $this->assertSame(2, $first['scrollProps']['recommended']['nextPage']);
        $this->assertContains('recommended.data', $first['mergeProps']);

        $second = $this->deferredSections('/?page=2');
        $this->assertCount(5, $second['props']['recommended']['data']);
        $this->assertNull($second['scrollProps']['recommended']['nextPage']);
        $this->assertEmpty(array_intersect(
            array_column($first['props']['recommended']['data'], 'id'),
            array_column($second['props']['recommended']['data'], 'id'),
        ));
    }

    public function test_the_featured_ranking_is_reused_and_counted_again_behind_a_response_but_never_shows_what_may_no_longer_be_seen(): void
    {
        [$first, $second] = Video::factory()->count(2)->create();
        $this->recordViews($second, 3);
        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->where('featured.0.id', $second->public_id)
            ->where('featured.1.id', $first->public_id));

        // A week's views counted again only after a minute: the ranking stands meanwhile.
        $this->recordViews($first, 5);
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('featured.0.id', $second->public_id));

        // A video taken private leaves the grid at once, and the next in the ranking moves up.
        $second->update(['visibility' => Visibility::Private]);
        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->has('featured', 1)
            ->where('featured.0.id', $first->public_id));

        // After the minute, one more visitor gets the standing ranking while it is counted
        // again behind their response; the next visitor gets the new count.
        $this->travel(61)->seconds();
        $second->update(['visibility' => Visibility::Public]);
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('featured.0.id', $second->public_id));
        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->where('featured.0.id', $first->public_id)
            ->where('featured.1.id', $second->public_id));
    }

    public function test_the_number_of_queries_does_not_grow_with_the_catalogue(): void
    {
        $this->makeCatalogue(5);
        Cache::flush();
        $few = [$this->countQueries(fn () => $this->get('/')), $this->countQueries(fn () => $this->deferredSections('/'))];

        $this->makeCatalogue(30);
        Cache::flush();
        $many = [$this->countQueries(fn () => $this->get('/')), $this->countQueries(fn () => $this->deferredSections('/'))];

        $this->assertSame($few, $many);
    }

    private function makeCatalogue(int $count): void
    {
        Video::factory()->count($count)->create();
        Video::factory()->count($count)->live()->create();
        Video::factory()->count($count)->blip()->create();
    }

    /**
     * @return array<string, mixed>
     */
    private function deferredSections(string $url): array
    {
        $version = $this->get($url)->inertiaPage()['version'];

        return $this->get($url, [
            'X-Inertia' => 'true',
            'X-Inertia-Version' => (string) $version,
            'X-Inertia-Partial-Component' => 'Home',
            'X-Inertia-Partial-Data' => 'featured,live,blips,recommended',
        ])->assertOk()->json();
    }

    private function countQueries(callable $visit): int
    {
        return $this->queriesDuring($visit)->count();
    }
}
