<?php

namespace Tests\Feature\Catalogue;

use App\Enums\Category;
use App\Models\Channel;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Cache;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class BrowsePagesTest extends TestCase
{
    use RefreshDatabase;

    private const CARD_KEYS = ['id', 'title', 'thumbnail', 'duration', 'views', 'published_at', 'kind', 'channel', 'hls_url'];

    public function test_trending_offers_the_spec_tabs_and_defers_the_videos(): void
    {
        $this->get('/trending')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Browse/Trending')
            ->where('tab', 'all')
            ->where('tabs', [
                ['value' => 'all', 'label' => 'All'],
                ['value' => 'music', 'label' => 'Music'],
                ['value' => 'gaming', 'label' => 'Gaming'],
                ['value' => 'news', 'label' => 'News'],
                ['value' => 'movies', 'label' => 'Movies'],
                ['value' => 'fashion', 'label' => 'Fashion & Beauty'],
            ])
            ->missing('videos')
            ->loadDeferredProps(fn (Assert $page) => $page->has('videos', 0)));
    }

    public function test_trending_ranks_by_views_of_the_last_week_before_all_time_views(): void
    {
        $classic = Video::factory()->create(['view_count' => 900_000]);
        $rising = Video::factory()->create(['view_count' => 10]);
        $steady = Video::factory()->create(['view_count' => 500]);
        $this->recordViews($rising, 3);
        $this->recordViews($steady, 1);
        $this->recordViews($classic, 50, daysAgo: 30);

        $this->get('/trending')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page
                ->has('videos', 3, fn (Assert $card) => $card->hasAll(self::CARD_KEYS))
                ->where('videos.0.id', $rising->public_id)
                ->where('videos.1.id', $steady->public_id)
                ->where('videos.2.id', $classic->public_id)));
    }

    public function test_the_trending_ranking_is_reused_but_a_video_taken_down_leaves_at_once(): void
    {
        $first = Video::factory()->create();
        $second = Video::factory()->create();
        $this->recordViews($first, 3);
        $this->recordViews($second, 1);
        $chart = fn () => $this->partial('/trending', 'Browse/Trending')['props']['videos'];
        $this->assertSame([$first->public_id, $second->public_id], array_column($chart(), 'id'));

        // New views count at the next ranking, a minute later at most.
        $this->recordViews($second, 5);
        $this->assertSame([$first->public_id, $second->public_id], array_column($chart(), 'id'));

        $first->update(['visibility' => 'private']);
        $this->assertSame([$second->public_id], array_column($chart(), 'id'));
    }

    public function test_a_trending_tab_filters_by_category(): void
    {
        $look = Video::factory()->inCategory(Category::Fashion)->create();
        Video::factory()->inCategory(Category::Music)->create();

        $this->get('/trending?tab=fashion')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'fashion')
            ->loadDeferredProps(fn (Assert $page) => $page
                ->has('videos', 1)
                ->where('videos.0.id', $look->public_id)));
    }

    public function test_an_empty_trending_tab_sends_no_videos(): void
    {
        Video::factory()->inCategory(Category::Music)->create();

        $this->get('/trending?tab=movies')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page->has('videos', 0)));
    }

    public function test_an_unknown_tab_falls_back_to_the_first(): void
    {
        $this->get('/trending?tab=../../etc')->assertOk()->assertInertia(fn (Assert $page) => $page->where('tab', 'all'));
        $this->get('/news?tab=weather')->assertOk()->assertInertia(fn (Assert $page) => $page->where('tab', 'top-stories'));
        $this->get('/gaming?category=chess')->assertOk()->assertInertia(fn (Assert $page) => $page->where('category', 'all'));
    }

    public function test_music_lists_music_videos_only_paged(): void
    {
        Video::factory()->count(26)->inCategory(Category::Music)->create();
        Video::factory()->inCategory(Category::Gaming)->create();
        Video::factory()->blip()->inCategory(Category::Music)->create();

        $this->get('/music')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Browse/Music')
            ->missing('videos')
            ->loadDeferredProps(fn (Assert $page) => $page
                ->has('videos.data', 24, fn (Assert $card) => $card->hasAll(self::CARD_KEYS)->where('kind', 'video'))));

        $second = $this->partial('/music?page=2', 'Browse/Music');
        $this->assertCount(2, $second['props']['videos']['data']);
        $this->assertNull($second['scrollProps']['videos']['nextPage']);
    }

    public function test_news_offers_its_sections_and_filters_by_the_chosen_one(): void
    {
        $world = Video::factory()->inCategory(Category::News, 'world')->create();
        Video::factory()->inCategory(Category::News, 'business')->create();

        $this->get('/news?tab=world')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Browse/News')
            ->where('tab', 'world')
            ->where('tabs.0', ['value' => 'top-stories', 'label' => 'Top stories'])
            ->has('tabs', 6)
            ->loadDeferredProps(fn (Assert $page) => $page
                ->has('videos.data', 1)
                ->where('videos.data.0.id', $world->public_id)));

        $this->get('/news?tab=sport')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page->has('videos.data', 0)));
    }

    public function test_gaming_offers_the_eight_categories(): void
    {
        $this->get('/gaming')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Browse/Gaming')
            ->where('category', 'all')
            ->where('categories', [
                ['value' => 'all', 'label' => 'All'],
                ['value' => 'live', 'label' => 'Live'],
                ['value' => 'minecraft', 'label' => 'Minecraft'],
                ['value' => 'fps', 'label' => 'First-person shooters'],
                ['value' => 'action', 'label' => 'Action-adventure games'],
                ['value' => 'rpg', 'label' => 'Role-playing games'],
                ['value' => 'strategy', 'label' => 'Strategy'],
                ['value' => 'recently-uploaded', 'label' => 'Recently uploaded'],
            ]));
    }

    public function test_tabs_and_categories_speak_the_visitors_language(): void
    {
        Video::factory()->inCategory(Category::Gaming, 'rpg')->create();

        $this->get('/trending', ['Accept-Language' => 'de'])->assertInertia(fn (Assert $page) => $page
            ->where('tabs.0.label', 'Alle')
            ->where('tabs.5.label', 'Mode & Beauty'));

        $this->get('/news', ['Accept-Language' => 'fr'])->assertInertia(fn (Assert $page) => $page
            ->where('tabs.0', ['value' => 'top-stories', 'label' => 'À la une']));

        $this->get('/gaming', ['Accept-Language' => 'ja'])->assertInertia(fn (Assert $page) => $page
            ->where('categories.2.label', 'Minecraft')
            ->where('categories.7', ['value' => 'recently-uploaded', 'label' => '最近アップロードされた動画']));

        $this->inertiaVisit('/gaming', ['Accept-Language' => 'ja', 'X-Inertia-Partial-Component' => 'Browse/Gaming', 'X-Inertia-Partial-Data' => 'videos'])
            ->assertJsonPath('props.videos.data.0.game', 'ロールプレイング');
    }

    public function test_gaming_lists_game_cards_with_live_viewers(): void
    {
        $minecraft = Video::factory()->inCategory(Category::Gaming, 'minecraft')->create();
        $stream = Video::factory()->live()->inCategory(Category::Gaming)->create(['live_viewers' => 4321, 'stream_category' => 'Minecraft']);
        Video::factory()->inCategory(Category::Music)->create();
        Video::factory()->blip()->inCategory(Category::Gaming)->create();

        $this->get('/gaming')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page
                ->has('videos.data', 2, fn (Assert $card) => $card->hasAll([...self::CARD_KEYS, 'game'])->etc())));

        $this->get('/gaming?category=live')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page
                ->has('videos.data', 1)
                ->where('videos.data.0.id', $stream->public_id)
                ->where('videos.data.0.live_viewers', 4321)
                ->where('videos.data.0.game', 'Minecraft')));

        $this->get('/gaming?category=minecraft')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page
                ->has('videos.data', 1)
                ->where('videos.data.0.id', $minecraft->public_id)
                ->where('videos.data.0.game', 'Minecraft')));

        $this->get('/gaming?category=strategy')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page->has('videos.data', 0)));
    }

    public function test_recently_uploaded_gaming_puts_the_newest_first(): void
    {
        $old = Video::factory()->inCategory(Category::Gaming, 'rpg')->create(['published_at' => now()->subMonth()]);
        $new = Video::factory()->inCategory(Category::Gaming, 'fps')->create(['published_at' => now()->subHour()]);

        $this->get('/gaming?category=recently-uploaded')->assertInertia(fn (Assert $page) => $page
            ->loadDeferredProps(fn (Assert $page) => $page
                ->where('videos.data.0.id', $new->public_id)
                ->where('videos.data.1.id', $old->public_id)));
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function pages(): array
    {
        return [
            'trending' => ['/trending', 'Browse/Trending'],
            'music' => ['/music?tab=x', 'Browse/Music'],
            'news' => ['/news?tab=top-stories', 'Browse/News'],
            'gaming' => ['/gaming', 'Browse/Gaming'],
        ];
    }

    #[DataProvider('pages')]
    public function test_hidden_and_unfinished_videos_are_never_listed(string $url, string $component): void
    {
        $channel = Channel::factory()->create();
        foreach ([Category::Music, Category::News, Category::Gaming] as $category) {
            $subcategory = $category === Category::News ? 'top-stories' : null;
            Video::factory()->for($channel)->inCategory($category, $subcategory)->private()->create();
            Video::factory()->for($channel)->inCategory($category, $subcategory)->unlisted()->create();
            Video::factory()->for($channel)->inCategory($category, $subcategory)->processing()->create();
            Video::factory()->for($channel)->inCategory($category, $subcategory)->scheduled()->create();
        }

        $response = $this->actingAs($channel->user)->partial($url, $component);

        $videos = $response['props']['videos'];
        $this->assertSame([], $videos['data'] ?? $videos);
    }

    #[DataProvider('pages')]
    public function test_the_number_of_queries_does_not_grow_with_the_catalogue(string $url, string $component): void
    {
        // Each count is of a visit that ranks afresh, with no trending ranking cached.
        $this->makeCatalogue(5);
        Cache::flush();
        $few = $this->countQueries(fn () => $this->partial($url, $component));

        $this->makeCatalogue(30);
        Cache::flush();
        $many = $this->countQueries(fn () => $this->partial($url, $component));

        $this->assertSame($few, $many);
    }

    private function makeCatalogue(int $count): void
    {
        foreach ([Category::Music, Category::News, Category::Gaming] as $category) {
            $subcategory = $category === Category::News ? 'top-stories' : null;
            Video::factory()->count($count)->inCategory($category, $subcategory)->create();
        }
        Video::factory()->count($count)->live()->inCategory(Category::Gaming)->create();
    }

    /**
     * The deferred request the client makes right after the page loads.
     *
     * @return array<string, mixed>
     */
    private function partial(string $url, string $component): array
    {
        $version = $this->get($url)->inertiaPage()['version'];

        return $this->get($url, [
            'X-Inertia' => 'true',
            'X-Inertia-Version' => (string) $version,
            'X-Inertia-Partial-Component' => $component,
            'X-Inertia-Partial-Data' => 'videos',
        ])->assertOk()->json();
    }

    private function countQueries(callable $visit): int
    {
        return $this->queriesDuring($visit)->count();
    }
}
