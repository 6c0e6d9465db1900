<?php

namespace Tests\Feature\Watch;

use App\Http\Controllers\Watch\CommentReplyController;
use App\Models\Comment;
use App\Models\CommunityPost;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CommentReplyTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_thread_unfolds_in_pages_of_replies_oldest_first(): void
    {
        $thread = Comment::factory()->create();
        $bodies = [];
        foreach (range(1, CommentReplyController::REPLIES_PER_PAGE + 3) as $n) {
            Comment::factory()->replyTo($thread)->create(['body' => "Reply {$n}", 'created_at' => now()->subMinutes(100 - $n)]);
            $bodies[] = "Reply {$n}";
        }

        $first = $this->getJson("/comments/{$thread->id}/replies")->assertOk();
        $this->assertSame(array_slice($bodies, 0, CommentReplyController::REPLIES_PER_PAGE), array_column($first->json('data'), 'body'));
        $this->assertNotNull($first->json('links.next'));

        $second = $this->getJson("/comments/{$thread->id}/replies?page=2")->assertOk();
        $this->assertSame(array_slice($bodies, CommentReplyController::REPLIES_PER_PAGE), array_column($second->json('data'), 'body'));
        $this->assertNull($second->json('links.next'));
        $this->assertSame(CommentReplyController::REPLIES_PER_PAGE + 3, $thread->refresh()->reply_count);
    }

    public function test_replies_carry_their_author_and_the_viewers_own_reaction(): void
    {
        $thread = Comment::factory()->create();
        $reply = Comment::factory()->replyTo($thread)->create();
        $viewer = User::factory()->create();
        $this->actingAs($viewer)->post("/comments/{$reply->id}/reaction", ['type' => 'like'])->assertSessionHasNoErrors();

        $this->actingAs($viewer)->getJson("/comments/{$thread->id}/replies")
            ->assertJsonPath('data.0.author.name', $reply->user->channel->name ?? $reply->user->name)
            ->assertJsonPath('data.0.likes', 1)
            ->assertJsonPath('data.0.reaction', 'like');
        $this->app['auth']->forgetGuards();
        $this->getJson("/comments/{$thread->id}/replies")->assertJsonPath('data.0.reaction', null);
    }

    public function test_threads_the_viewer_cannot_see_answer_not_found(): void
    {
        $hiddenVideo = Video::factory()->private()->create();
        $onHiddenVideo = Comment::factory()->create(['commentable_id' => $hiddenVideo->id]);
        $heldThread = Comment::factory()->held()->create();
        $reply = Comment::factory()->replyTo(Comment::factory()->create())->create();
        $onPost = Comment::factory()->create(['commentable_type' => 'post', 'commentable_id' => CommunityPost::factory()]);

        foreach ([$onHiddenVideo->id, $heldThread->id, $reply->id, $onPost->id, 999999, 'abc'] as $id) {
            $this->getJson("/comments/{$id}/replies")->assertNotFound();
        }

        // Their owners do see them.
        $this->actingAs($hiddenVideo->channel->user)->getJson("/comments/{$onHiddenVideo->id}/replies")->assertOk();
        $this->actingAs($heldThread->user)->getJson("/comments/{$heldThread->id}/replies")->assertOk();
    }

    public function test_the_number_of_queries_does_not_grow_with_the_replies(): void
    {
        $viewer = User::factory()->create();
        $queries = function (int $replies) use ($viewer): int {
            $thread = Comment::factory()->create();
            Comment::factory()->count($replies)->replyTo($thread)->create();

            return $this->actingAs($viewer)->queriesDuring(
                fn () => $this->getJson("/comments/{$thread->id}/replies")->assertOk()->assertJsonCount($replies, 'data'),
            )->count();
        };

        $this->assertSame($queries(1), $queries(CommentReplyController::REPLIES_PER_PAGE));
    }
}
