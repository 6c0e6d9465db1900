<?php

namespace Tests\Feature\Blips;

use App\Blips\BlipsFeed;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\NotInterestedVideo;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class BlipsFeedTest extends TestCase
{
    use RefreshDatabase;

    public function test_the_feed_takes_the_freshest_and_the_most_watched_blips_turn_about(): void
    {
        $fresh = $this->freshBlips(3);
        $popular = $this->popularBlips([100, 50, 10]);
        Video::factory()->create(['published_at' => now()->subHour(), 'view_count' => 1000]);

        $first = $this->feedPage('/blips');
        $this->assertSame(
            [$fresh[0]->public_id, $popular[0]->public_id, $fresh[1]->public_id],
            $this->ids($first),
        );
        $this->assertNotNull($first['scrollProps']['blips']['nextPage']);
        $this->assertContains('blips.data', $first['mergeProps']);
        $this->assertContains('blips.data.id', $first['matchPropsOn']);

        $second = $this->feedPage('/blips?cursor='.$first['scrollProps']['blips']['nextPage']);
        $this->assertSame(
            [$popular[1]->public_id, $fresh[2]->public_id, $popular[2]->public_id],
            $this->ids($second),
        );
        // Both streams are spent: nothing more to ask for.
        $this->assertNull($second['scrollProps']['blips']['nextPage']);
    }

    public function test_the_page_shows_each_blip_with_its_channel_media_and_counts(): void
    {
        $channel = Channel::factory()->create(['name' => 'Tiny Films', 'subscriber_count' => 1500]);
        $blip = Video::factory()->blip()->for($channel)->create([
            'title' => 'Rain on a window', 'view_count' => 1234, 'like_count' => 7, 'dislike_count' => 2, 'comment_count' => 3,
        ]);

        $this->get('/blips')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Blips/Index')
                ->has('blips.data', 1, fn (Assert $b) => $b
                    ->where('id', $blip->public_id)
                    ->where('title', 'Rain on a window')
                    ->where('views', 1234)
                    ->where('likes', 7)
                    ->where('dislikes', 2)
                    ->where('comment_count', 3)
                    ->where('comments_enabled', true)
                    ->where('sources.hls', fn (string $url) => str_ends_with($url, 'samples/clips/vertical-1/hls/master.m3u8'))
                    ->where('channel.name', 'Tiny Films')
                    ->where('channel.subscribers', 1500)
                    ->where('viewer', ['reaction' => null, 'subscription' => null])
                    ->hasAll(['poster', 'duration', 'published_at', 'channel.id', 'channel.handle', 'channel.avatar_url']))
                ->has('comments.data', 0)
                ->missing('video'));
    }

    public function test_a_v_link_opens_the_feed_at_that_blip_and_continues_with_the_others(): void
    {
        $fresh = $this->freshBlips(3);
        $popular = $this->popularBlips([100, 50]);
        $opened = $popular[1];

        $first = $this->feedPage("/blips?v={$opened->public_id}");
        $this->assertSame(
            [$opened->public_id, $fresh[0]->public_id, $popular[0]->public_id, $fresh[1]->public_id],
            $this->ids($first),
        );

        $second = $this->feedPage("/blips?v={$opened->public_id}&cursor=".$first['scrollProps']['blips']['nextPage']);
        $this->assertSame([$fresh[2]->public_id], $this->ids($second));
    }

    public function test_a_v_that_is_not_a_public_blip_gives_the_plain_feed(): void
    {
        $blip = Video::factory()->blip()->create();
        $owner = User::factory()->create();
        $ownChannel = Channel::factory()->for($owner)->create();
        $hidden = [
            Video::factory()->create()->public_id,
            Video::factory()->blip()->private()->for($ownChannel)->create()->public_id,
            Video::factory()->blip()->unlisted()->create()->public_id,
            Video::factory()->blip()->processing()->create()->public_id,
            Video::factory()->blip()->scheduled()->create()->public_id,
            Video::newPublicId(),
        ];

        foreach ([...$hidden, 'short', str_repeat('a', 300), '../../etc', '%00'] as $v) {
            $this->actingAs($owner)->get('/blips?v='.rawurlencode($v))
                ->assertOk()
                ->assertInertia(fn (Assert $page) => $page->has('blips.data', 1)->where('blips.data.0.id', $blip->public_id));
        }

        $this->get('/blips?v[]=1&cursor[]=2&comments[]=1&sort[]=top')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->has('blips.data', 1));
    }

    public function test_private_unlisted_and_unfinished_blips_never_show_even_to_their_owner(): void
    {
        $owner = User::factory()->create();
        $channel = Channel::factory()->for($owner)->create();
        $public = Video::factory()->blip()->for($channel)->create();
        Video::factory()->blip()->private()->for($channel)->create();
        Video::factory()->blip()->unlisted()->for($channel)->create();
        Video::factory()->blip()->processing()->for($channel)->create();
        Video::factory()->blip()->failed()->for($channel)->create();
        Video::factory()->blip()->scheduled()->for($channel)->create();
        Video::factory()->live()->for($channel)->create();

        foreach ([null, $owner] as $viewer) {
            $request = $viewer === null ? $this : $this->actingAs($viewer);
            $request->get('/blips')->assertInertia(fn (Assert $page) => $page
                ->has('blips.data', 1)
                ->where('blips.data.0.id', $public->public_id));
        }
    }

    public function test_an_odd_cursor_starts_the_feed_over(): void
    {
        $blips = $this->freshBlips(2);

        foreach (['garbage', '_', '1.2_3.4_q', str_repeat('9', 40).'.1__f', '99999999999.99999999999_x_p'] as $cursor) {
            $this->get('/blips?cursor='.rawurlencode($cursor))->assertOk();
        }

        $this->assertSame(
            [$blips[0]->public_id, $blips[1]->public_id],
            $this->ids($this->feedPage('/blips?cursor=garbage')),
        );
    }

    public function test_an_empty_feed_has_no_next_page(): void
    {
        $page = $this->feedPage('/blips');

        $this->assertSame([], $page['props']['blips']['data']);
        $this->assertNull($page['scrollProps']['blips']['nextPage']);
    }

    public function test_a_signed_in_viewer_sees_their_reaction_and_subscription_on_each_blip(): void
    {
        $user = User::factory()->create();
        [$liked, $disliked] = $this->freshBlips(2);
        Reaction::query()->create(['user_id' => $user->id, 'reactable_type' => 'video', 'reactable_id' => $liked->id, 'value' => Reaction::LIKE]);
        Reaction::query()->create(['user_id' => $user->id, 'reactable_type' => 'video', 'reactable_id' => $disliked->id, 'value' => Reaction::DISLIKE]);
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $disliked->channel_id, 'notification_level' => 'none']);
        // Another viewer's choices are theirs.
        $other = User::factory()->create();
        Subscription::query()->create(['user_id' => $other->id, 'channel_id' => $liked->channel_id]);

        $this->actingAs($user)->get('/blips')->assertInertia(fn (Assert $page) => $page
            ->where('blips.data.0.viewer', ['reaction' => 'like', 'subscription' => null])
            ->where('blips.data.1.viewer', ['reaction' => 'dislike', 'subscription' => 'none']));
    }

    public function test_not_interested_hides_a_blip_from_that_viewer_only_and_undo_brings_it_back(): void
    {
        $user = User::factory()->create();
        [$kept, $hidden] = $this->freshBlips(2);

        $this->actingAs($user)->from("/blips?v={$hidden->public_id}")
            ->post(route('videos.not-interested.store', ['video' => $hidden->public_id]))
            ->assertRedirect("/blips?v={$hidden->public_id}")
            ->assertSessionHas('status');
        // A second click changes nothing.
        $this->actingAs($user)->post(route('videos.not-interested.store', ['video' => $hidden->public_id]))->assertRedirect();
        $this->assertSame(1, NotInterestedVideo::query()->count());

        $this->actingAs($user)->get('/blips')->assertInertia(fn (Assert $page) => $page
            ->has('blips.data', 1)->where('blips.data.0.id', $kept->public_id));
        // Not even a link to it brings it back into this viewer's feed.
        $this->actingAs($user)->get("/blips?v={$hidden->public_id}")->assertInertia(fn (Assert $page) => $page
            ->has('blips.data', 1)->where('blips.data.0.id', $kept->public_id));
        // Someone else still sees it.
        $this->actingAs(User::factory()->create())->get('/blips')->assertInertia(fn (Assert $page) => $page->has('blips.data', 2));

        $this->actingAs($user)->delete(route('videos.not-interested.destroy', ['video' => $hidden->public_id]))->assertRedirect();
        $this->actingAs($user)->get('/blips')->assertInertia(fn (Assert $page) => $page->has('blips.data', 2));
    }

    public function test_not_interested_needs_an_account_and_a_video_the_viewer_may_see(): void
    {
        $blip = Video::factory()->blip()->create();
        $private = Video::factory()->blip()->private()->create();

        $this->post(route('videos.not-interested.store', ['video' => $blip->public_id]))->assertRedirect(route('login'));
        $this->delete(route('videos.not-interested.destroy', ['video' => $blip->public_id]))->assertRedirect(route('login'));

        $user = User::factory()->create();
        $this->actingAs($user)->post(route('videos.not-interested.store', ['video' => $private->public_id]))->assertNotFound();
        $this->actingAs($user)->post('/videos/nothing-here/not-interested')->assertNotFound();
        $this->actingAs($user)->post('/videos/'.str_repeat('x', 500).'/not-interested')->assertNotFound();
        $this->assertSame(0, NotInterestedVideo::query()->count());
    }

    public function test_undo_touches_only_the_viewers_own_choice(): void
    {
        $blip = Video::factory()->blip()->create();
        $owner = User::factory()->create();
        NotInterestedVideo::query()->create(['user_id' => $owner->id, 'video_id' => $blip->id]);

        $this->actingAs(User::factory()->create())
            ->delete(route('videos.not-interested.destroy', ['video' => $blip->public_id]))
            ->assertRedirect();

        $this->assertTrue(NotInterestedVideo::query()->where('user_id', $owner->id)->exists());
    }

    public function test_the_comments_panel_loads_the_comments_of_the_blip_in_the_url(): void
    {
        $blip = Video::factory()->blip()->create(['comment_count' => 1]);
        $other = Video::factory()->blip()->create();
        $author = User::factory()->create();
        foreach ([[$blip, 'Lovely light'], [$other, 'Elsewhere']] as [$video, $body]) {
            $comment = new Comment(['body' => $body, 'status' => 'published']);
            $comment->commentable()->associate($video);
            $comment->user()->associate($author);
            $comment->save();
        }

        $page = $this->partial("/blips?v={$blip->public_id}&comments=1", 'comments,video,commentSort');

        $this->assertSame(['Lovely light'], array_column($page['props']['comments']['data'], 'body'));
        $this->assertSame(['id' => $blip->public_id, 'comment_count' => 1], $page['props']['video']);
        $this->assertSame('newest', $page['props']['commentSort']);
        $this->assertArrayNotHasKey('blips', $page['props']);

        // Without asking, or for no valid blip, the panel is empty.
        $this->assertSame([], $this->partial("/blips?v={$blip->public_id}", 'comments')['props']['comments']['data']);
        $this->assertSame([], $this->partial('/blips?v=nope&comments=1', 'comments')['props']['comments']['data']);
    }

    public function test_the_queries_of_a_page_do_not_grow_with_the_feed(): void
    {
        $user = User::factory()->create();
        $this->catalogue($user, 3);
        $few = $this->queriesOfTwoPages($user);

        $this->catalogue($user, 30);
        $many = $this->queriesOfTwoPages($user);

        $this->assertSame($few, $many);

        // Deep in the feed a page costs what the second one did.
        $cursor = null;
        for ($i = 0; $i < 8; $i++) {
            $cursor = $this->feedPage('/blips?cursor='.$cursor, $user)['scrollProps']['blips']['nextPage'];
        }
        $deep = $this->queriesDuring(fn () => $this->actingAs($user)->get('/blips?cursor='.$cursor)->assertOk())->count();
        $this->assertSame($many[1], $deep);
    }

    public function test_the_most_watched_stream_reads_down_the_popularity_index_without_sorting_on_sqlite(): void
    {
        if (DB::connection()->getDriverName() !== 'sqlite') {
            $this->markTestSkipped('A SQLite query plan.');
        }
        $this->popularBlips([5, 3, 1, 2]);
        $user = User::factory()->create();

        $popular = $this->queryLogDuring(fn () => $this->feedPage('/blips', $user))->first(fn (array $query) => str_contains($query['query'], 'order by "view_count" desc'));
        $this->assertIsArray($popular);
        $plan = $this->sqliteQueryPlan($popular['query'], $popular['bindings']);
        $this->assertStringContainsString('videos_kind_popularity_index', $plan);
        $this->assertStringNotContainsString('TEMP B-TREE FOR ORDER BY', $plan);
    }

    public function test_a_blips_view_and_history_are_recorded_like_a_videos(): void
    {
        $user = User::factory()->create();
        $blip = Video::factory()->blip()->create(['duration' => 30]);

        $this->actingAs($user)->postJson(route('videos.progress', ['video' => $blip->public_id]), ['position' => 12])->assertNoContent();

        $this->assertSame(1, $blip->fresh()?->view_count);
        $this->assertDatabaseHas('watch_history', ['user_id' => $user->id, 'video_id' => $blip->id, 'position_seconds' => 12]);
    }

    /**
     * The queries of the first load and of the next page (as InfiniteScroll asks for it).
     *
     * @return array{int, int}
     */
    private function queriesOfTwoPages(User $user): array
    {
        $this->actingAs($user)->get('/blips')->assertOk();
        $first = $this->queriesDuring(fn () => $this->actingAs($user)->get('/blips')->assertOk())->count();
        $cursor = $this->feedPage('/blips', $user)['scrollProps']['blips']['nextPage'];
        $this->assertIsString($cursor);
        $next = $this->queriesDuring(fn () => $this->actingAs($user)->get('/blips?cursor='.$cursor)->assertOk())->count();

        return [$first, $next];
    }

    /**
     * Blips with reactions, subscriptions and set-aside ones, so every per-blip lookup runs.
     */
    private function catalogue(User $user, int $count): void
    {
        foreach (Video::factory()->count($count)->blip()->create(['published_at' => now()->subDays(2)]) as $blip) {
            Reaction::query()->create(['user_id' => $user->id, 'reactable_type' => 'video', 'reactable_id' => $blip->id, 'value' => Reaction::LIKE]);
            Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $blip->channel_id]);
        }
        Video::factory()->count($count)->blip()->create(['published_at' => now()->subDays(30)]);
        NotInterestedVideo::query()->create(['user_id' => $user->id, 'video_id' => Video::factory()->blip()->create()->id]);
    }

    /**
     * @return list<Video> newest first, all published within the fresh window
     */
    private function freshBlips(int $count): array
    {
        $blips = [];
        for ($i = 1; $i <= $count; $i++) {
            $blips[] = Video::factory()->blip()->create(['published_at' => now()->subDays($i), 'view_count' => $i]);
        }

        return $blips;
    }

    /**
     * @param  list<int>  $views
     * @return list<Video> older than the fresh window, in the order given
     */
    private function popularBlips(array $views): array
    {
        return array_map(
            fn (int $count) => Video::factory()->blip()->create([
                'published_at' => now()->subDays(BlipsFeed::FRESH_DAYS + 20),
                'view_count' => $count,
            ]),
            $views,
        );
    }

    /**
     * @param  array<string, mixed>  $page
     * @return list<string>
     */
    private function ids(array $page): array
    {
        return array_column($page['props']['blips']['data'], 'id');
    }

    /**
     * The feed as InertiaScroll asks for its pages.
     *
     * @return array<string, mixed>
     */
    private function feedPage(string $url, ?User $user = null): array
    {
        return $this->partial($url, 'blips', $user);
    }

    /**
     * @return array<string, mixed>
     */
    private function partial(string $url, string $only, ?User $user = null): array
    {
        if ($user !== null) {
            $this->actingAs($user);
        }

        return $this->partialReload($url, 'Blips/Index', $only)->assertOk()->json();
    }
}
