<?php

namespace Tests\Feature\Studio;

use App\Enums\CommentStatus;
use App\Http\Requests\Watch\StoreCommentRequest;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\Reaction;
use App\Models\User;
use App\Models\Video;
use App\Studio\StudioSettings;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class CommentModerationTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    private Video $video;

    protected function setUp(): void
    {
        parent::setUp();
        $this->channel = Channel::factory()->create(['name' => 'Clay Club']);
        $this->video = Video::factory()->for($this->channel)->create();
    }

    /**
     * A comment under the channel's video (or another), with the video's counters kept as
     * posting keeps them.
     *
     * @param  array<string, mixed>  $attributes
     */
    private function comment(array $attributes = [], ?Video $video = null): Comment
    {
        $video ??= $this->video;
        $comment = Comment::factory()->create(['commentable_id' => $video->id, ...$attributes]);
        if ($comment->status === CommentStatus::Published) {
            $video->increment('comment_count');
        }

        return $comment;
    }

    private function reply(Comment $thread, bool $held = false): Comment
    {
        $factory = Comment::factory()->replyTo($thread);
        $reply = ($held ? $factory->held() : $factory)->create();
        if (! $held) {
            Video::query()->whereKey($thread->commentable_id)->increment('comment_count');
        }

        return $reply;
    }

    /**
     * @param  list<int>  $ids
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function bulk(string $action, array $ids, ?User $as = null): TestResponse
    {
        return $this->actingAs($as ?? $this->channel->user)
            ->from('/studio/comments')
            ->post('/studio/comments/bulk', ['action' => $action, 'comments' => $ids]);
    }

    /**
     * Every column of every comment and the video counters, to show that nothing changed.
     *
     * @return array<string, mixed>
     */
    private function snapshot(): array
    {
        return [
            'comments' => Comment::query()->orderBy('id')->get()->toArray(),
            'videos' => Video::query()->orderBy('id')->pluck('comment_count', 'id')->all(),
            'reactions' => Reaction::query()->count(),
        ];
    }

    public function test_heart_and_unheart_act_on_every_selected_comment(): void
    {
        $comments = [$this->comment(), $this->comment(), $this->reply($this->comment())];
        $ids = array_map(fn (Comment $comment) => $comment->id, $comments);

        $this->bulk('heart', $ids)->assertRedirect('/studio/comments')->assertSessionHas('status', '3 comments hearted.');
        $this->assertSame([true, true, true], Comment::query()->whereKey($ids)->pluck('is_hearted')->all());

        $this->bulk('unheart', [$ids[0]])->assertSessionHas('status', 'Heart removed.');
        $this->assertFalse($comments[0]->refresh()->is_hearted);
        $this->assertTrue($comments[1]->refresh()->is_hearted);
    }

    public function test_a_video_has_one_pinned_comment_and_pinning_another_unpins_it(): void
    {
        $first = $this->comment();
        $second = $this->comment();
        $elsewhere = $this->comment(['is_pinned' => true], Video::factory()->for($this->channel)->create());

        $this->bulk('pin', [$first->id])->assertSessionHasNoErrors()->assertSessionHas('status', 'Comment pinned.');
        $this->bulk('pin', [$second->id])->assertSessionHasNoErrors();

        $this->assertFalse($first->refresh()->is_pinned);
        $this->assertTrue($second->refresh()->is_pinned);
        $this->assertTrue($elsewhere->refresh()->is_pinned, 'another video keeps its pin');

        $this->bulk('unpin', [$second->id])->assertSessionHasNoErrors();
        $this->assertFalse($second->refresh()->is_pinned);
    }

    public function test_pinning_refuses_replies_held_comments_and_two_of_one_video(): void
    {
        $thread = $this->comment();
        $other = $this->comment();
        $reply = $this->reply($thread);
        $held = $this->comment(['status' => CommentStatus::Held]);
        $before = $this->snapshot();

        $this->bulk('pin', [$reply->id])->assertSessionHasErrors(['comments' => 'Only top-level comments can be pinned, not replies.']);
        $this->bulk('pin', [$held->id])->assertSessionHasErrors(['comments' => 'Approve a held comment before pinning it.']);
        $this->bulk('pin', [$thread->id, $other->id])->assertSessionHasErrors(['comments' => 'Only one comment per video can be pinned.']);
        $this->assertSame($before, $this->snapshot());

        // One per video across several videos is fine.
        $third = $this->comment([], Video::factory()->for($this->channel)->create());
        $this->bulk('pin', [$thread->id, $third->id])->assertSessionHasNoErrors()->assertSessionHas('status', '2 comments pinned.');
        $this->assertSame(2, Comment::query()->where('is_pinned', true)->count());
    }

    public function test_the_pinned_comment_shows_first_on_the_watch_page_and_the_heart_with_it(): void
    {
        $pinned = $this->comment(['created_at' => now()->subWeek()]);
        $this->comment();
        $this->bulk('pin', [$pinned->id]);
        $this->bulk('heart', [$pinned->id]);

        $this->actingAs(User::factory()->create())->get("/watch?v={$this->video->public_id}")
            ->assertInertia(fn (Assert $page) => $page
                ->where('video.channel.name', 'Clay Club')
                ->where('comments.data.0.id', $pinned->id)
                ->where('comments.data.0.is_pinned', true)
                ->where('comments.data.0.is_hearted', true));
    }

    public function test_approving_publishes_held_comments_and_counts_them(): void
    {
        $thread = $this->comment();
        $heldThread = $this->comment(['status' => CommentStatus::Held]);
        $heldReply = $this->reply($thread, held: true);
        $this->assertSame(1, $this->video->refresh()->comment_count);

        $this->bulk('approve', [$heldThread->id, $heldReply->id])->assertSessionHasNoErrors()->assertSessionHas('status', '2 comments approved.');

        $this->assertSame(CommentStatus::Published, $heldThread->refresh()->status);
        $this->assertSame(CommentStatus::Published, $heldReply->refresh()->status);
        $this->assertSame(3, $this->video->refresh()->comment_count);
        $this->assertSame(1, $thread->refresh()->reply_count);

        // Approving again counts nothing twice.
        $this->bulk('approve', [$heldThread->id])->assertSessionHasNoErrors();
        $this->assertSame(3, $this->video->refresh()->comment_count);

        $this->get("/watch?v={$this->video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.comment_count', 3)->has('comments.data', 2));
    }

    public function test_deleting_removes_comments_their_threads_and_reactions_and_uncounts_what_was_published(): void
    {
        $thread = $this->comment();
        $this->reply($thread);
        $this->reply($thread, held: true);
        $keptThread = $this->comment();
        $keptReply = $this->reply($keptThread);
        $goneReply = $this->reply($keptThread);
        $held = $this->comment(['status' => CommentStatus::Held]);
        Reaction::query()->create(['user_id' => User::factory()->create()->id, 'reactable_type' => 'comment', 'reactable_id' => $thread->id, 'value' => Reaction::LIKE]);
        $this->assertSame(5, $this->video->refresh()->comment_count);

        $this->bulk('delete', [$thread->id, $goneReply->id, $held->id])->assertSessionHasNoErrors()->assertSessionHas('status', '3 comments deleted.');

        $this->assertEqualsCanonicalizing([$keptThread->id, $keptReply->id], Comment::query()->pluck('id')->all());
        $this->assertSame(2, $this->video->refresh()->comment_count);
        $this->assertSame(1, $keptThread->refresh()->reply_count);
        $this->assertSame(0, Reaction::query()->count());
    }

    public function test_another_creators_comment_in_the_selection_refuses_all_of_it(): void
    {
        $mine = [$this->comment(), $this->comment(['status' => CommentStatus::Held])];
        $foreign = $this->comment([], Video::factory()->create());
        $ids = [$mine[0]->id, $mine[1]->id, $foreign->id];
        $before = $this->snapshot();

        foreach (['heart', 'unheart', 'pin', 'unpin', 'approve', 'delete'] as $action) {
            $this->bulk($action, $ids)->assertNotFound();
            // The other creator, owner of the foreign comment, cannot act on the owner's.
            $this->bulk($action, [$mine[0]->id], $foreign->commentedVideo()?->channel->user)->assertNotFound();
        }

        $this->assertSame($before, $this->snapshot());
    }

    public function test_an_unknown_id_or_bad_input_refuses_all_of_it_on_a_field(): void
    {
        $mine = $this->comment();
        $before = $this->snapshot();

        $cases = [
            'comments' => [['action' => 'delete', 'comments' => [$mine->id, 999999]], ['action' => 'delete', 'comments' => []], ['action' => 'delete', 'comments' => 'all'], ['action' => 'delete']],
            'comments.1' => [['action' => 'delete', 'comments' => [$mine->id, 'x']], ['action' => 'delete', 'comments' => [$mine->id, $mine->id]], ['action' => 'delete', 'comments' => [$mine->id, '99999999999999999999999']]],
            'action' => [['action' => 'feature', 'comments' => [$mine->id]], ['action' => ['delete'], 'comments' => [$mine->id]]],
        ];
        foreach ($cases as $field => $payloads) {
            foreach ($payloads as $payload) {
                $this->actingAs($this->channel->user)->from('/studio/comments')->post('/studio/comments/bulk', $payload)
                    ->assertRedirect('/studio/comments')
                    ->assertSessionHasErrors($field);
            }
        }
        $this->actingAs($this->channel->user)->post('/studio/comments/bulk', ['action' => 'delete', 'comments' => range(1, 101)])
            ->assertSessionHasErrors(['comments' => 'Select at most 100 comments at a time.']);

        $this->assertSame($before, $this->snapshot());
    }

    public function test_the_owner_replies_as_the_channel_into_the_thread_published_at_once(): void
    {
        $this->channel->forceFill(['studio_settings' => new StudioSettings(holdAllComments: true)])->save();
        $thread = $this->comment();
        $reply = $this->reply($thread);

        $this->actingAs($this->channel->user)->from('/studio/comments')
            ->post("/studio/comments/{$reply->id}/reply", ['body' => '  Thank you!  '])
            ->assertRedirect('/studio/comments')
            ->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'Reply posted.');

        $answer = Comment::query()->latest('id')->firstOrFail();
        $this->assertSame('Thank you!', $answer->body);
        $this->assertSame($this->channel->user_id, $answer->user_id);
        $this->assertSame($thread->id, $answer->parent_id);
        $this->assertSame(CommentStatus::Published, $answer->status);
        $this->assertSame(2, $thread->refresh()->reply_count);
        $this->assertSame(3, $this->video->refresh()->comment_count);
    }

    public function test_a_reply_is_refused_on_another_channels_comment_bad_input_and_comments_turned_off(): void
    {
        $foreign = $this->comment([], Video::factory()->create());
        $mine = $this->comment();
        $before = $this->snapshot();

        $this->actingAs($this->channel->user)->post("/studio/comments/{$foreign->id}/reply", ['body' => 'Hi'])->assertNotFound();
        $this->actingAs($this->channel->user)->post('/studio/comments/999999/reply', ['body' => 'Hi'])->assertNotFound();
        foreach (['', ['x'], str_repeat('a', StoreCommentRequest::MAX_LENGTH + 1)] as $body) {
            $this->actingAs($this->channel->user)->post("/studio/comments/{$mine->id}/reply", ['body' => $body])->assertSessionHasErrors('body');
        }
        $this->video->update(['comments_enabled' => false]);
        $this->actingAs($this->channel->user)->post("/studio/comments/{$mine->id}/reply", ['body' => 'Hi'])
            ->assertSessionHasErrors(['body' => StoreCommentRequest::commentsOff()]);

        $this->assertSame($before, $this->snapshot());
    }

    public function test_the_details_form_turns_a_videos_comments_off_and_on(): void
    {
        $update = fn (array $fields) => $this->actingAs($this->channel->user)
            ->patch("/studio/videos/{$this->video->public_id}", ['title' => 'Kept', 'visibility' => 'public', ...$fields]);

        $update(['comments_enabled' => '0'])->assertSessionHasNoErrors();
        $this->assertFalse($this->video->refresh()->comments_enabled);
        // A form that does not send the field leaves it as it is.
        $update([])->assertSessionHasNoErrors();
        $this->assertFalse($this->video->refresh()->comments_enabled);
        $update(['comments_enabled' => ['x']])->assertSessionHasErrors('comments_enabled');
        $update(['comments_enabled' => 'maybe'])->assertSessionHasErrors('comments_enabled');
        $this->assertFalse($this->video->refresh()->comments_enabled);
        $update(['comments_enabled' => true])->assertSessionHasNoErrors();
        $this->assertTrue($this->video->refresh()->comments_enabled);

        $this->get("/studio/videos/{$this->video->public_id}/edit")
            ->assertInertia(fn (Assert $page) => $page->where('video.comments_enabled', true));
    }

    public function test_a_bulk_action_reads_a_fixed_number_of_queries(): void
    {
        $few = array_map(fn () => $this->comment(['created_at' => now()->subMinute()])->id, range(1, 2));
        $many = array_map(fn () => $this->comment([], Video::factory()->for($this->channel)->create())->id, range(1, 8));
        $this->actingAs($this->channel->user);

        $queries = fn (array $ids) => $this->queriesDuring(fn () => $this->bulk('heart', $ids)->assertSessionHasNoErrors())->count();
        // The first request also reads the signed-in user's channel, which the user then keeps.
        $queries($few);

        $this->assertSame($queries($few), $queries($many));
    }

    public function test_moderation_is_rate_limited_per_account(): void
    {
        $mine = $this->comment();

        foreach (range(1, 60) as $i) {
            $this->bulk('heart', [$mine->id])->assertSessionHasNoErrors();
        }

        $this->assertRateLimited($this->bulk('heart', [$mine->id]), 'comments');
    }
}
