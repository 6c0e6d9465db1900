<?php

namespace Tests\Feature\Channel;

use App\Channels\ChannelPage;
use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\CommunityPost;
use App\Models\Playlist;
use App\Models\PlaylistItem;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Cache;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Group;
use Tests\TestCase;

class ChannelPageTest extends TestCase
{
    use RefreshDatabase;

    private function channel(): Channel
    {
        return Channel::factory()->create([
            'handle' => 'night-owls',
            'name' => 'Night Owls',
            'description' => 'Late shows.',
            'location' => 'Lisbon',
            'links' => [
                ['title' => 'Site', 'url' => 'https://night-owls.test'],
                ['title' => 'Bad', 'url' => 'javascript:alert(1)'],
            ],
        ]);
    }

    public function test_the_videos_tab_is_the_default_with_the_header(): void
    {
        $channel = $this->channel();
        Video::factory()->count(3)->for($channel)->create();
        Subscription::create(['user_id' => User::factory()->create()->id, 'channel_id' => $channel->id]);

        $this->get('/channel/@night-owls')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Channel/Show')
                ->where('tab', 'videos')
                ->where('channel', [
                    'id' => $channel->id,
                    'handle' => 'night-owls',
                    'name' => 'Night Owls',
                    'avatar_url' => $channel->avatar_url,
                    'banner_url' => $channel->banner_url,
                    'custom_url' => '@night-owls',
                    'subscribers' => 1,
                    'video_count' => 3,
                    'show_unsubscribed_indicator' => true,
                ])
                ->where('viewer', ['subscription' => null, 'isOwner' => false])
                ->has('videos.data', 3, fn (Assert $video) => $video
                    ->hasAll(['id', 'title', 'thumbnail', 'duration', 'views', 'published_at', 'kind', 'channel', 'hls_url'])
                    ->where('channel.handle', 'night-owls'))
                ->missing('playlists')
                ->missing('posts')
                ->missing('about')
                ->missing('home'));
    }

    public function test_the_canonical_address_is_at_and_the_lowercase_handle(): void
    {
        $channel = $this->channel();

        $this->get('/channel/@night-owls?tab=about')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('channel.id', $channel->id)->where('tab', 'about'));
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function otherAddresses(): array
    {
        return [
            'without @' => ['/channel/night-owls', '/channel/@night-owls'],
            'another case' => ['/channel/@Night-Owls', '/channel/@night-owls'],
            'another case without @' => ['/channel/NIGHT-OWLS', '/channel/@night-owls'],
            'by id' => ['/channel/{id}', '/channel/@night-owls'],
            'with a tab' => ['/channel/night-owls?tab=playlists', '/channel/@night-owls?tab=playlists'],
            'by id with a tab' => ['/channel/{id}?tab=about', '/channel/@night-owls?tab=about'],
        ];
    }

    #[DataProvider('otherAddresses')]
    public function test_every_other_address_of_a_channel_moves_permanently_to_the_canonical_one(string $uri, string $canonical): void
    {
        $channel = $this->channel();

        $this->get(str_replace('{id}', (string) $channel->id, $uri))
            ->assertStatus(301)
            ->assertRedirect($canonical);
    }

    public function test_an_inertia_visit_to_another_address_lands_on_the_canonical_page(): void
    {
        $channel = $this->channel();
        $version = (string) $this->get('/channel/@night-owls')->inertiaPage()['version'];

        // The browser's XHR follows the redirect with the same headers.
        $this->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => $version])
            ->followingRedirects()
            ->get("/channel/{$channel->id}?tab=about")
            ->assertOk()
            ->assertJsonPath('url', '/channel/@night-owls?tab=about')
            ->assertJsonPath('props.channel.id', $channel->id);
    }

    public function test_a_number_means_the_id_before_a_handle_of_digits_and_at_means_the_handle(): void
    {
        $first = Channel::factory()->create();
        $digits = Channel::factory()->create(['handle' => (string) $first->id.'00']);
        $target = Channel::factory()->create();
        $target->forceFill(['id' => $first->id * 100])->save();

        $this->get("/channel/{$digits->handle}")->assertStatus(301)->assertRedirect("/channel/@{$target->handle}");
        $this->get("/channel/@{$digits->handle}")->assertInertia(fn (Assert $page) => $page->where('channel.id', $digits->id));
    }

    #[DataProvider('unknown')]
    public function test_unknown_channels_are_a_real_404(string $uri): void
    {
        $this->channel();

        $this->get($uri)->assertNotFound();
    }

    /**
     * @return array<string, array{string}>
     */
    public static function unknown(): array
    {
        return [
            'handle' => ['/channel/@nobody-here'],
            'bare handle' => ['/channel/nobody-here'],
            'id' => ['/channel/999999'],
            'digits after @ are a handle' => ['/channel/@1'],
            'junk' => ['/channel/%22%27%3C'],
        ];
    }

    public function test_private_unlisted_unready_scheduled_and_blip_videos_are_never_listed_even_to_the_owner(): void
    {
        $channel = $this->channel();
        $public = Video::factory()->for($channel)->create();
        Video::factory()->for($channel)->private()->create();
        Video::factory()->for($channel)->unlisted()->create();
        Video::factory()->for($channel)->processing()->create();
        Video::factory()->for($channel)->scheduled()->create();
        Video::factory()->for($channel)->blip()->create();

        $this->actingAs($channel->user)
            ->get('/channel/@night-owls')
            ->assertInertia(fn (Assert $page) => $page
                ->where('channel.video_count', 1)
                ->where('viewer.isOwner', true)
                ->has('videos.data', 1)
                ->where('videos.data.0.id', $public->public_id));

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page
            ->where('home.featured.id', $public->public_id)
            ->has('home.recent', 0));
    }

    public function test_videos_are_newest_first_and_paged_for_infinite_scroll(): void
    {
        $channel = $this->channel();
        foreach (range(1, 26) as $day) {
            Video::factory()->for($channel)->create(['title' => "Day {$day}", 'published_at' => now()->subDays($day)]);
        }

        $this->get('/channel/@night-owls')->assertInertia(fn (Assert $page) => $page
            ->has('videos.data', 24)
            ->where('videos.data.0.title', 'Day 1'));

        $next = $this->inertiaVisit('/channel/@night-owls?page=2', [
            'X-Inertia-Partial-Component' => 'Channel/Show',
            'X-Inertia-Partial-Data' => 'videos',
        ])->assertOk();
        $this->assertSame(['Day 25', 'Day 26'], array_column($next->json('props.videos.data'), 'title'));
        $this->assertSame(2, $next->json('scrollProps.videos.currentPage'));
        $this->assertNull($next->json('props.channel'));
    }

    #[Group('cache-expiry')]
    public function test_the_video_count_and_total_views_are_reused_for_a_few_minutes(): void
    {
        $channel = $this->channel();
        Video::factory()->for($channel)->create()->forceFill(['view_count' => 10])->save();
        $this->get('/channel/@night-owls?tab=about')->assertInertia(fn (Assert $page) => $page
            ->where('channel.video_count', 1)
            ->where('about.total_views', 10));

        Video::factory()->for($channel)->create()->forceFill(['view_count' => 5])->save();
        $this->get('/channel/@night-owls?tab=about')->assertInertia(fn (Assert $page) => $page
            ->where('channel.video_count', 1)
            ->where('about.total_views', 10));

        $this->travel(ChannelPage::STATS_TTL + 1)->seconds();
        $this->get('/channel/@night-owls?tab=about')->assertInertia(fn (Assert $page) => $page
            ->where('channel.video_count', 2)
            ->where('about.total_views', 15));
    }

    public function test_the_subscriber_count_is_live(): void
    {
        $channel = $this->channel();
        $this->get('/channel/@night-owls')->assertInertia(fn (Assert $page) => $page->where('channel.subscribers', 0));

        Subscription::create(['user_id' => User::factory()->create()->id, 'channel_id' => $channel->id]);

        $this->get('/channel/@night-owls')->assertInertia(fn (Assert $page) => $page->where('channel.subscribers', 1));
    }

    public function test_the_empty_videos_tab_has_no_cards(): void
    {
        $this->channel();

        $this->get('/channel/@night-owls')->assertInertia(fn (Assert $page) => $page
            ->where('channel.video_count', 0)
            ->has('videos.data', 0));
    }

    public function test_the_home_tab_features_the_chosen_video_then_recent_uploads(): void
    {
        $channel = $this->channel();
        $chosen = Video::factory()->for($channel)->create(['published_at' => now()->subYear(), 'description' => 'The best one.']);
        $newest = Video::factory()->for($channel)->create(['published_at' => now()->subDay()]);
        Video::factory()->count(9)->for($channel)->create(['published_at' => now()->subWeek()]);

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'home')
            ->where('home.featured.id', $newest->public_id)
            ->has('home.recent', 8)
            ->missing('videos'));

        $channel->forceFill(['featured_video_id' => $chosen->id])->save();

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page
            ->where('home.featured.id', $chosen->public_id)
            ->where('home.featured.description', 'The best one.')
            ->where('home.recent.0.id', $newest->public_id)
            ->has('home.recent', 8));
    }

    public function test_a_featured_video_that_is_no_longer_public_falls_back_to_the_latest(): void
    {
        $channel = $this->channel();
        $hidden = Video::factory()->for($channel)->private()->create();
        $latest = Video::factory()->for($channel)->create();
        $channel->forceFill(['featured_video_id' => $hidden->id])->save();

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page
            ->where('home.featured.id', $latest->public_id));
    }

    public function test_an_empty_home_tab_has_no_featured_video(): void
    {
        $this->channel();

        $this->get('/channel/@night-owls?tab=home')->assertInertia(fn (Assert $page) => $page
            ->where('home.featured', null)
            ->has('home.recent', 0));
    }

    public function test_the_playlists_tab_lists_public_playlists_with_count_and_first_thumbnail(): void
    {
        $channel = $this->channel();
        $playlist = Playlist::factory()->for($channel)->create(['title' => 'Favourites']);
        $playlist->forceFill(['video_count' => 2])->save();
        $second = Video::factory()->for($channel)->create(['thumbnail_path' => 'samples/thumbnails/second.jpg']);
        $first = Video::factory()->for($channel)->create(['thumbnail_path' => 'samples/thumbnails/first.jpg']);
        PlaylistItem::query()->insert([
            ['playlist_id' => $playlist->id, 'video_id' => $second->id, 'position' => 2],
            ['playlist_id' => $playlist->id, 'video_id' => $first->id, 'position' => 1],
        ]);
        Playlist::factory()->for($channel)->create(['visibility' => 'private']);

        $this->get('/channel/@night-owls?tab=playlists')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'playlists')
            ->has('playlists.data', 1)
            ->where('playlists.data.0', [
                'id' => $playlist->id,
                'title' => 'Favourites',
                'thumbnail' => $first->thumbnail_url,
                'video_count' => 2,
            ])
            ->missing('videos'));
    }

    public function test_the_community_tab_lists_published_posts_with_their_counts(): void
    {
        $channel = $this->channel();
        $post = CommunityPost::factory()->for($channel)->create(['body' => 'Hello owls', 'published_at' => now()->subDay()]);
        $post->forceFill(['like_count' => 5, 'dislike_count' => 1, 'comment_count' => 2])->save();
        CommunityPost::factory()->for($channel)->create(['published_at' => now()->addDay()]);

        $this->get('/channel/@night-owls?tab=community')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'community')
            ->has('posts.data', 1, fn (Assert $item) => $item
                ->where('id', $post->id)
                ->where('body', 'Hello owls')
                ->where('likes', 5)
                ->where('dislikes', 1)
                ->where('comments', 2)
                ->where('image_url', null)
                ->has('published_at')));
    }

    public function test_the_about_tab_has_details_total_views_and_only_web_links(): void
    {
        $channel = $this->channel();
        Video::factory()->for($channel)->create()->forceFill(['view_count' => 1200])->save();
        Video::factory()->for($channel)->blip()->create()->forceFill(['view_count' => 30])->save();
        Video::factory()->for($channel)->private()->create()->forceFill(['view_count' => 99999])->save();

        $this->get('/channel/@night-owls?tab=about')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'about')
            ->where('about', [
                'description' => 'Late shows.',
                'links' => [['title' => 'Site', 'url' => 'https://night-owls.test']],
                'contact_email' => null,
                'location' => 'Lisbon',
                'joined_at' => $channel->created_at->toIso8601String(),
                'total_views' => 1230,
            ]));
    }

    /**
     * @param  array<string, bool>  $privacy
     */
    private function showOnChannel(Channel $channel, array $privacy): void
    {
        $this->actingAs($channel->user)->patch('/settings/privacy', [...$channel->user->settings->toArray()['privacy'], ...$privacy])
            ->assertSessionHasNoErrors();
        $this->app['auth']->forgetGuards();
    }

    public function test_the_subscriptions_and_liked_tabs_are_the_owners_alone_until_their_privacy_settings_show_them(): void
    {
        $channel = $this->channel();
        $older = Channel::factory()->create(['name' => 'Older']);
        $newer = Channel::factory()->create(['name' => 'Newer']);
        Subscription::create(['user_id' => $channel->user_id, 'channel_id' => $older->id])->forceFill(['created_at' => now()->subDay()])->save();
        Subscription::create(['user_id' => $channel->user_id, 'channel_id' => $newer->id]);
        $base = ['home', 'videos', 'playlists', 'community', 'about'];

        // Hidden by default: another visitor sees neither tab, and asking for one shows Videos.
        $this->get('/channel/@night-owls?tab=subscriptions')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'videos')
            ->where('tabs', $base)
            ->where('privateTabs', [])
            ->missing('subscriptions'));
        $this->actingAs(User::factory()->create())->get('/channel/@night-owls?tab=liked')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'videos')
            ->missing('liked'));
        $this->app['auth']->forgetGuards();

        // The owner sees both, marked as theirs alone.
        $this->actingAs($channel->user)->get('/channel/@night-owls?tab=subscriptions')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'subscriptions')
            ->where('tabs', [...$base, 'subscriptions', 'liked'])
            ->where('privateTabs', ['subscriptions', 'liked'])
            ->where('subscriptions.data.0.name', 'Newer')
            ->where('subscriptions.data.1.name', 'Older'));
        $this->app['auth']->forgetGuards();

        $this->showOnChannel($channel, ['show_subscriptions' => true]);

        $this->get('/channel/@night-owls?tab=subscriptions')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'subscriptions')
            ->where('tabs', [...$base, 'subscriptions'])
            ->where('subscriptions.data.0.name', 'Newer')
            ->count('subscriptions.data', 2));
        $this->get('/channel/@night-owls?tab=liked')->assertInertia(fn (Assert $page) => $page->where('tab', 'videos'));
    }

    public function test_the_liked_tab_lists_the_owners_liked_public_videos_newest_like_first(): void
    {
        $channel = $this->channel();
        [$first, $second] = Video::factory()->count(2)->create();
        $private = Video::factory()->private()->create();
        $disliked = Video::factory()->create();
        $this->actingAs($channel->user);
        foreach ([$first, $private, $second] as $video) {
            $this->post(route('videos.reaction.store', $video->public_id), ['type' => 'like'])->assertSessionHasNoErrors();
            $this->travel(1)->minutes();
        }
        $this->post(route('videos.reaction.store', $disliked->public_id), ['type' => 'dislike'])->assertSessionHasNoErrors();
        $this->app['auth']->forgetGuards();

        $this->showOnChannel($channel, ['show_liked_videos' => true]);

        $this->get('/channel/@night-owls?tab=liked')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'liked')
            ->where('tabs', ['home', 'videos', 'playlists', 'community', 'about', 'liked'])
            ->where('liked.data.0.id', $second->public_id)
            ->where('liked.data.1.id', $first->public_id)
            ->count('liked.data', 2));
    }

    public function test_an_unknown_tab_shows_videos(): void
    {
        $this->channel();

        $this->get('/channel/@night-owls?tab=shorts')->assertInertia(fn (Assert $page) => $page
            ->where('tab', 'videos')
            ->has('videos'));
    }

    public function test_switching_tabs_is_a_partial_reload_of_that_tab_only(): void
    {
        $this->channel();

        $response = $this->inertiaVisit('/channel/@night-owls?tab=about', [
            'X-Inertia-Partial-Component' => 'Channel/Show',
            'X-Inertia-Partial-Data' => 'about,tab',
        ])->assertOk();

        $this->assertEqualsCanonicalizing(['about', 'tab'], array_keys(array_diff_key($response->json('props'), array_flip(['errors', 'auth', 'flash', 'name', 'ziggy']))));
    }

    public function test_a_signed_in_subscriber_sees_their_notification_level(): void
    {
        $channel = $this->channel();
        $viewer = User::factory()->create();
        Subscription::create(['user_id' => $viewer->id, 'channel_id' => $channel->id, 'notification_level' => NotificationLevel::Personalized]);

        $this->actingAs($viewer)->get('/channel/@night-owls')->assertInertia(fn (Assert $page) => $page
            ->where('viewer', ['subscription' => 'personalized', 'isOwner' => false]));
    }

    /**
     * @return array<string, array{string}>
     */
    public static function tabs(): array
    {
        return ['home' => ['home'], 'videos' => ['videos'], 'playlists' => ['playlists'], 'community' => ['community'], 'about' => ['about'], 'subscriptions' => ['subscriptions'], 'liked' => ['liked']];
    }

    #[DataProvider('tabs')]
    public function test_the_query_count_of_a_tab_does_not_grow_with_its_rows(string $tab): void
    {
        $channel = $this->channel();
        $viewer = User::factory()->create();
        $seed = function (int $count) use ($channel) {
            Video::factory()->count($count)->for($channel)->create();
            $playlists = Playlist::factory()->count($count)->for($channel)->create();
            foreach ($playlists as $playlist) {
                PlaylistItem::query()->insert(['playlist_id' => $playlist->id, 'video_id' => Video::query()->value('id'), 'position' => 1]);
            }
            CommunityPost::factory()->count($count)->for($channel)->create();
            Subscription::create(['user_id' => User::factory()->create()->id, 'channel_id' => $channel->id]);
            foreach (Channel::factory()->count($count)->create() as $other) {
                Subscription::create(['user_id' => $channel->user_id, 'channel_id' => $other->id]);
                Reaction::query()->create(['user_id' => $channel->user_id, 'reactable_type' => (new Video)->getMorphClass(), 'reactable_id' => Video::factory()->for($other)->create()->id, 'value' => Reaction::LIKE]);
            }
        };
        // The owner, who sees every tab.
        $viewer = $channel->user;
        $queries = function () use ($tab, $viewer): int {
            // Both counts include building the tab, not reading it from the cache.
            Cache::flush();

            return $this->queriesDuring(fn () => $this->actingAs($viewer)->get("/channel/@night-owls?tab={$tab}")->assertOk())->count();
        };

        $seed(1);
        // The first request also loads what the shared props keep on the signed-in user.
        $queries();
        $few = $queries();
        $seed(12);

        $this->assertSame($few, $queries());
    }

    #[Group('cache-expiry')]
    public function test_the_video_tabs_are_cached_until_a_video_or_the_channel_is_saved(): void
    {
        $channel = $this->channel();
        $first = Video::factory()->for($channel)->create(['title' => 'First upload']);
        $url = '/channel/@night-owls?tab=videos';
        $videoQueries = fn (): int => $this->queriesDuring(fn () => $this->get($url)->assertOk())
            ->filter(fn (string $sql) => str_contains($sql, 'from "videos"'))
            ->count();
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('videos.data.0.title', 'First upload'));

        // Counters change without a save: the cached cards stay until the TTL runs out.
        Video::query()->whereKey($first->id)->increment('view_count', 5);
        $this->assertSame(0, $videoQueries());
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('videos.data.0.views', 0));
        $this->travel(ChannelPage::LISTING_TTL + 1)->seconds();
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('videos.data.0.views', 5));

        // An upload or a renamed channel shows at once.
        Video::factory()->for($channel)->create(['title' => 'Second upload', 'published_at' => now()]);
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('videos.data.0.title', 'Second upload'));
        $channel->update(['name' => 'Night Owls Live']);
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('videos.data.0.channel.name', 'Night Owls Live'));
    }
}
