<?php

namespace Tests\Feature\Search;

use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Search\CatalogueSearch;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * The search page's filters (type, upload date, duration) and orders, kept in the query
 * string, and what it does with values that are none of the choices.
 */
class SearchFiltersTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    protected function setUp(): void
    {
        parent::setUp();

        $this->freezeSecond();
        $this->channel = Channel::factory()->create(['name' => 'Plain Channel', 'handle' => 'plain-channel']);
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function video(string $title, array $attributes = []): Video
    {
        return Video::factory()->for($this->channel)->create([
            'title' => $title,
            'description' => 'Nothing to see.',
            'tags' => [],
            'published_at' => now()->subDays(400),
            ...$attributes,
        ]);
    }

    /**
     * @param  array<string, string>  $filters
     * @return list<string> the titles found, in order
     */
    private function titles(string $query, array $filters = []): array
    {
        return collect($this->get('/search?'.http_build_query(['q' => $query, ...$filters]))->assertOk()->inertiaProps('videos.data'))
            ->pluck('title')
            ->all();
    }

    public function test_the_type_filter_keeps_videos_with_live_streams_or_blips_only(): void
    {
        $this->video('Comet video');
        $this->video('Comet live', ['kind' => 'live', 'duration' => 0]);
        Video::factory()->blip()->for($this->channel)->create(['title' => 'Comet blip', 'published_at' => now()->subDays(400)]);

        $this->assertEqualsCanonicalizing(['Comet video', 'Comet live', 'Comet blip'], $this->titles('comet'));
        $this->assertEqualsCanonicalizing(['Comet video', 'Comet live'], $this->titles('comet', ['type' => 'video']));
        $this->assertSame(['Comet blip'], $this->titles('comet', ['type' => 'blip']));
    }

    public function test_the_channel_type_lists_matching_channels_as_rows_instead_of_videos(): void
    {
        Channel::factory()->create(['name' => 'Comet Club', 'handle' => 'comet-club']);
        Channel::factory()->create(['name' => 'Comet Watchers', 'handle' => 'comet-watchers']);
        $this->video('Comet video');

        $this->get('/search?q=comet&type=channel&date=week&duration=long&sort=views')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Search/Index')
                // Channels have no upload date, length or views: those filters do not apply.
                ->where('filters', ['type' => 'channel', 'date' => null, 'duration' => null, 'sort' => 'relevance'])
                ->where('videos', null)
                ->where('channels', [])
                ->has('channelResults.data', 2, fn (Assert $channel) => $channel
                    ->hasAll(['id', 'handle', 'name', 'avatar_url', 'description', 'subscribers', 'subscription'])
                    ->where('subscription', null)));
    }

    public function test_channel_rows_carry_the_signed_in_viewers_notification_level(): void
    {
        $followed = Channel::factory()->create(['name' => 'Comet Club']);
        Channel::factory()->create(['name' => 'Comet Watchers']);
        $viewer = User::factory()->create();
        Subscription::query()->create(['user_id' => $viewer->id, 'channel_id' => $followed->id, 'notification_level' => NotificationLevel::None]);

        $levels = collect($this->actingAs($viewer)->get('/search?q=comet&type=channel')->assertOk()->inertiaProps('channelResults.data'))
            ->pluck('subscription', 'name');

        $this->assertSame(['Comet Club' => 'none', 'Comet Watchers' => null], $levels->sortKeys()->all());

        // The rows are cached for everyone; the levels are each viewer's own.
        $this->actingAs(User::factory()->create())->get('/search?q=comet&type=channel')
            ->assertInertia(fn (Assert $page) => $page->where('channelResults.data.0.subscription', null)->where('channelResults.data.1.subscription', null));
    }

    public function test_channel_results_page_for_infinite_scroll(): void
    {
        Channel::factory()->count(CatalogueSearch::PER_PAGE + 2)->sequence(fn ($sequence) => ['name' => "Comet crew {$sequence->index}"])->create();

        $this->get('/search?q=comet&type=channel')->assertInertia(fn (Assert $page) => $page->has('channelResults.data', CatalogueSearch::PER_PAGE));

        $second = $this->partialReload('/search?q=comet&type=channel&page=2', 'Search/Index', 'channelResults')->assertOk();
        $this->assertCount(2, $second->json('props.channelResults.data'));
        $this->assertSame(2, $second->json('scrollProps.channelResults.currentPage'));
        $this->assertNull($second->json('scrollProps.channelResults.nextPage'));
    }

    public function test_the_channels_above_the_videos_show_only_for_an_unfiltered_search(): void
    {
        Channel::factory()->create(['name' => 'Comet Club']);
        $this->video('Comet video');

        $this->get('/search?q=comet&sort=date')->assertInertia(fn (Assert $page) => $page->has('channels', 1));
        $this->get('/search?q=comet&type=video')->assertInertia(fn (Assert $page) => $page->where('channels', [])->has('videos.data', 1));
        $this->get('/search?q=comet&date=year')->assertInertia(fn (Assert $page) => $page->where('channels', []));
        $this->get('/search?q=comet&duration=short')->assertInertia(fn (Assert $page) => $page->where('channels', []));
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function uploadDates(): array
    {
        return [
            'last hour' => ['hour', '59 minutes', '61 minutes'],
            'today' => ['today', '23 hours', '25 hours'],
            'this week' => ['week', '6 days', '8 days'],
            'this month' => ['month', '29 days', '32 days'],
            'this year' => ['year', '364 days', '367 days'],
        ];
    }

    #[DataProvider('uploadDates')]
    public function test_the_upload_date_filter_keeps_what_was_published_within_the_period(string $date, string $inside, string $outside): void
    {
        $this->video('Nebula inside', ['published_at' => now()->sub($inside)]);
        $this->video('Nebula outside', ['published_at' => now()->sub($outside)]);

        $this->assertSame(['Nebula inside'], $this->titles('nebula', ['date' => $date]));
        $this->get('/search?q=nebula&date='.$date)->assertInertia(fn (Assert $page) => $page->where('filters.date', $date));
    }

    /**
     * @return array<string, array{string, list<string>}>
     */
    public static function durations(): array
    {
        return [
            'under 4 minutes' => ['short', ['Orbit 3:59']],
            '4 to 20 minutes' => ['medium', ['Orbit 4:00', 'Orbit 19:59']],
            'over 20 minutes' => ['long', ['Orbit 20:00']],
        ];
    }

    /**
     * @param  list<string>  $expected
     */
    #[DataProvider('durations')]
    public function test_the_duration_filter_keeps_videos_of_that_length_and_no_live_streams(string $duration, array $expected): void
    {
        foreach (['Orbit 3:59' => 239, 'Orbit 4:00' => 240, 'Orbit 19:59' => 1199, 'Orbit 20:00' => 1200] as $title => $seconds) {
            $this->video($title, ['duration' => $seconds]);
        }
        $this->video('Orbit live', ['kind' => 'live', 'duration' => 0]);

        $this->assertEqualsCanonicalizing($expected, $this->titles('orbit', ['duration' => $duration]));
    }

    public function test_filters_combine(): void
    {
        $this->video('Aurora long recent', ['duration' => 1500, 'published_at' => now()->subDays(2)]);
        $this->video('Aurora long old', ['duration' => 1500]);
        $this->video('Aurora short recent', ['duration' => 100, 'published_at' => now()->subDays(2)]);

        $this->assertSame(['Aurora long recent'], $this->titles('aurora', ['type' => 'video', 'date' => 'week', 'duration' => 'long']));
    }

    public function test_results_sort_by_relevance_by_default_or_by_upload_date_or_view_count(): void
    {
        $inTitle = $this->video('Meteor shower', ['published_at' => now()->subDays(30)]);
        $inTitle->forceFill(['view_count' => 10])->save();
        $newest = $this->video('Night sky', ['description' => 'A meteor crosses.', 'published_at' => now()->subDay()]);
        $newest->forceFill(['view_count' => 20])->save();
        $mostViewed = $this->video('Star trails', ['description' => 'One meteor.', 'published_at' => now()->subDays(60)]);
        $mostViewed->forceFill(['view_count' => 5000])->save();

        $this->assertSame(['Meteor shower', 'Star trails', 'Night sky'], $this->titles('meteor'));
        $this->assertSame(['Meteor shower', 'Star trails', 'Night sky'], $this->titles('meteor', ['sort' => 'relevance']));
        $this->assertSame(['Night sky', 'Meteor shower', 'Star trails'], $this->titles('meteor', ['sort' => 'date']));
        $this->assertSame(['Star trails', 'Night sky', 'Meteor shower'], $this->titles('meteor', ['sort' => 'views']));
    }

    public function test_a_cached_search_is_not_served_for_other_filters(): void
    {
        $this->video('Galaxy long', ['duration' => 1500]);
        $this->video('Galaxy short', ['duration' => 100]);

        $this->assertCount(2, $this->titles('galaxy'));
        $this->assertSame(['Galaxy long'], $this->titles('galaxy', ['duration' => 'long']));
        $this->assertSame(['Galaxy short'], $this->titles('galaxy', ['duration' => 'short']));
    }

    public function test_each_result_carries_its_description_snippet_with_the_matched_words_marked(): void
    {
        $this->video('Lesson one', ['description' => 'Learn <b>guitar</b> chords & Guitars.']);

        $this->get('/search?q=guit')->assertInertia(fn (Assert $page) => $page->where('videos.data.0.snippet', [
            ['text' => 'Learn <b>', 'marked' => false],
            ['text' => 'guit', 'marked' => true],
            ['text' => 'ar</b> chords & ', 'marked' => false],
            ['text' => 'Guit', 'marked' => true],
            ['text' => 'ars.', 'marked' => false],
        ]));
    }

    /**
     * @return array<string, array{string}>
     */
    public static function oddQueries(): array
    {
        return [
            'unknown values' => ['type=movie&date=forever&duration=epic&sort=random'],
            'arrays' => ['type[]=video&date[x]=week&duration[]=short&sort[]=views&page[]=2'],
            'a page that is not a number' => ['page=abc'],
            'a page beyond any integer' => ['page=99999999999999999999999'],
            'the largest integer as page' => ['page=9223372036854775807'],
            'a negative page' => ['page=-3'],
            'a NUL byte' => ['type=vid%00eo&sort=%00'],
            'a huge value' => ['type='.str_repeat('v', 20_000)],
            'the query as an array' => ['q[]=comet'],
        ];
    }

    #[DataProvider('oddQueries')]
    public function test_values_that_are_none_of_the_choices_are_ignored_never_an_error(string $odd): void
    {
        $this->video('Comet video');

        $response = $this->get('/search?q=comet&'.$odd)->assertOk();

        $response->assertInertia(fn (Assert $page) => $page
            ->component('Search/Index')
            ->where('filters', ['type' => null, 'date' => null, 'duration' => null, 'sort' => 'relevance']));
        if (! str_starts_with($odd, 'q[]')) {
            $this->assertSame(['Comet video'], collect($response->inertiaProps('videos.data'))->pluck('title')->all());
        }
    }

    public function test_the_filters_come_back_in_the_page_so_its_links_keep_them(): void
    {
        $this->get('/search?q=comet&type=blip&date=month&duration=short&sort=date')->assertInertia(fn (Assert $page) => $page
            ->where('filters', ['type' => 'blip', 'date' => 'month', 'duration' => 'short', 'sort' => 'date']));
    }

    public function test_an_empty_query_keeps_its_filters_and_searches_nothing(): void
    {
        $this->get('/search?type=video')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('filters.type', 'video')
            ->where('videos', null)
            ->where('channelResults', null));
    }
}
