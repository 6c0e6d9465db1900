<?php

namespace Tests\Feature\Watch;

use App\Models\Channel;
use App\Models\Comment;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class WatchPageTest extends TestCase
{
    use RefreshDatabase;

    public function test_the_watch_page_shows_the_video_with_its_channel(): void
    {
        $channel = Channel::factory()->create(['name' => 'Pattern Lab']);
        Subscription::query()->create(['user_id' => User::factory()->create()->id, 'channel_id' => $channel->id]);
        $video = Video::factory()->for($channel)->create(['title' => 'Colour bars', 'view_count' => 1234, 'like_count' => 5]);

        $this->get("/watch?v={$video->public_id}")
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Watch/Show')
                ->has('video', fn (Assert $v) => $v
                    ->where('id', $video->public_id)
                    ->where('title', 'Colour bars')
                    ->where('views', 1234)
                    ->where('likes', 5)
                    ->where('kind', 'video')
                    ->where('sources.hls', fn (string $url) => str_ends_with($url, 'samples/clips/landscape-1/hls/master.m3u8'))
                    ->where('channel.name', 'Pattern Lab')
                    ->where('channel.subscribers', 1)
                    ->where('comments_enabled', true)
                    ->where('captions', [])
                    ->hasAll(['description', 'visibility', 'duration', 'width', 'height', 'dislikes', 'comment_count', 'published_at', 'poster', 'storyboard', 'channel.id', 'channel.handle', 'channel.avatar_url']))
                ->where('viewer', ['reaction' => null, 'subscription' => null, 'resumeAt' => 0, 'isOwner' => false])
                ->where('commentSort', 'newest')
                ->has('comments.data', 0)
                ->missing('upNext')
                ->loadDeferredProps('up-next', fn (Assert $reload) => $reload->has('upNext', 0)));
    }

    public function test_a_signed_in_viewer_sees_their_reaction_subscription_and_resume_point(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create(['duration' => 300]);
        Reaction::query()->create(['user_id' => $user->id, 'reactable_type' => 'video', 'reactable_id' => $video->id, 'value' => Reaction::DISLIKE]);
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $video->channel_id, 'notification_level' => 'personalized']);
        WatchHistory::query()->create(['user_id' => $user->id, 'video_id' => $video->id, 'position_seconds' => 42, 'watched_at' => now()]);

        $this->actingAs($user)->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page
                ->where('viewer', ['reaction' => 'dislike', 'subscription' => 'personalized', 'resumeAt' => 42, 'isOwner' => false]));
    }

    public function test_a_video_watched_to_the_end_starts_again_from_the_beginning(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create(['duration' => 300]);
        WatchHistory::query()->create(['user_id' => $user->id, 'video_id' => $video->id, 'position_seconds' => 298, 'watched_at' => now()]);

        $this->actingAs($user)->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('viewer.resumeAt', 0));
    }

    public function test_the_player_gets_the_storyboard_of_seek_previews_where_the_video_has_one(): void
    {
        $sample = Video::factory()->create();
        $uploaded = Video::factory()->create(['storyboard_path' => 'videos/placeholder/storyboard.vtt']);
        $uploaded->forceFill(['storyboard_path' => "videos/{$uploaded->public_id}/storyboard.vtt", 'media_private' => true])->save();

        $this->get("/watch?v={$sample->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.storyboard', null));
        $this->get("/watch?v={$uploaded->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.storyboard', "/media/videos/{$uploaded->public_id}/storyboard.vtt"));
    }

    public function test_a_partial_reload_reads_only_what_it_asks_for(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->live()->create();
        $uri = "/watch?v={$video->public_id}";
        // The live audience poll, every few seconds of every open live page.
        $headers = $this->actingAs($user)->partialReloadHeaders($uri, 'Watch/Show', 'watching');

        $queries = $this->queriesDuring(fn () => $this->get($uri, $headers)->assertOk()->assertJsonPath('props.watching', 0));

        // The viewer's reaction, subscription and resume point, and the video's caption tracks.
        $unasked = $queries->filter(fn (string $sql) => preg_match('/"(reactions|subscriptions|watch_history|video_captions)"/', $sql) === 1);
        $this->assertEmpty($unasked, $queries->implode("\n"));
    }

    public function test_a_live_stream_tells_how_many_watch_now_not_the_seeded_figure(): void
    {
        $video = Video::factory()->live()->create(['live_viewers' => 321]);

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.kind', 'live')->where('watching', 0)->missing('video.live_viewers'));
    }

    public function test_up_next_lists_other_published_videos_of_the_same_channel_first(): void
    {
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->create();
        $sibling = Video::factory()->for($channel)->create(['published_at' => now()->subYears(2)]);
        $newer = Video::factory()->create(['published_at' => now()->subMinute()]);
        Video::factory()->for($channel)->private()->create();
        Video::factory()->for($channel)->unlisted()->create();
        Video::factory()->for($channel)->processing()->create();
        Video::factory()->for($channel)->blip()->create();

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->loadDeferredProps('up-next', fn (Assert $reload) => $reload
                ->has('upNext', 2)
                ->where('upNext.0.id', $sibling->public_id)
                ->where('upNext.1.id', $newer->public_id)));
    }

    public function test_unknown_and_malformed_ids_get_the_not_found_page(): void
    {
        foreach (['/watch?v=AAAAAAAAAAA', '/watch?v=short', '/watch', '/watch?v[]=x'] as $url) {
            $this->get($url)
                ->assertNotFound()
                ->assertInertia(fn (Assert $page) => $page->component('Error')->where('status', 404));
        }
    }

    public function test_a_private_video_plays_for_its_owner_only(): void
    {
        $video = Video::factory()->private()->create();
        $owner = $video->channel->user;

        $this->actingAs($owner)->get("/watch?v={$video->public_id}")
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('viewer.isOwner', true));

        $this->actingAs(User::factory()->create())->get("/watch?v={$video->public_id}")->assertNotFound();
        auth()->logout();
        $this->get("/watch?v={$video->public_id}")->assertNotFound();
    }

    public function test_an_unlisted_video_plays_for_anyone_with_the_link(): void
    {
        $video = Video::factory()->unlisted()->create();

        $this->get("/watch?v={$video->public_id}")->assertOk();
        $this->actingAs(User::factory()->create())->get("/watch?v={$video->public_id}")->assertOk();
    }

    public function test_processing_failed_and_scheduled_videos_are_hidden_from_everyone_but_the_owner(): void
    {
        foreach ([Video::factory()->processing()->create(), Video::factory()->failed()->create(), Video::factory()->scheduled()->create()] as $video) {
            $this->get("/watch?v={$video->public_id}")->assertNotFound();
            $this->actingAs(User::factory()->create())->get("/watch?v={$video->public_id}")->assertNotFound();
            $this->actingAs($video->channel->user)->get("/watch?v={$video->public_id}")->assertOk();
            auth()->logout();
        }
    }

    public function test_the_number_of_queries_does_not_grow_with_the_comments(): void
    {
        $viewer = User::factory()->create();
        $video = Video::factory()->create();
        Video::factory()->count(3)->for($video->channel)->create();

        $count = function () use ($viewer, $video): int {
            // A fresh model each time: the shared props cache the viewer's channel on it.
            $viewer = $viewer->fresh();

            return $this->queriesDuring(fn () => $this->actingAs($viewer)->partialReload("/watch?v={$video->public_id}", 'Watch/Show', 'upNext')->assertOk())->count();
        };

        $this->addComments($video, 1);
        $few = $count();

        $this->addComments($video, 15);
        $many = $count();

        $this->assertSame($few, $many);
    }

    private function addComments(Video $video, int $threads): void
    {
        foreach (Comment::factory()->count($threads)->create(['commentable_id' => $video->id]) as $comment) {
            Comment::factory()->count(2)->replyTo($comment)->create();
            Reaction::query()->create(['user_id' => User::factory()->create()->id, 'reactable_type' => 'comment', 'reactable_id' => $comment->id, 'value' => Reaction::LIKE]);
        }
        User::factory()->has(Channel::factory())->create();
    }
}
