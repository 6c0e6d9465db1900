<?php

namespace Tests\Feature\Watch;

use App\Models\Comment;
use App\Models\User;
use App\Models\Video;
use App\Watch\WatchPage;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Group;
use Tests\TestCase;

class CommentTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_signed_in_user_adds_a_comment(): void
    {
        $user = User::factory()->create(['name' => 'Grace']);
        $video = Video::factory()->create();

        $this->actingAs($user)->from("/watch?v={$video->public_id}")
            ->post("/videos/{$video->public_id}/comments", ['body' => '  Lovely colours  '])
            ->assertRedirect("/watch?v={$video->public_id}")
            ->assertSessionHasNoErrors();

        $comment = Comment::query()->sole();
        $this->assertSame('Lovely colours', $comment->body);
        $this->assertSame($user->id, $comment->user_id);
        $this->assertSame(1, $video->refresh()->comment_count);

        $this->actingAs($user)->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page
                ->where('video.comment_count', 1)
                ->has('comments.data.0', fn (Assert $c) => $c
                    ->where('body', 'Lovely colours')
                    ->where('author.name', 'Grace')
                    ->where('is_held', false)
                    ->where('reaction', null)
                    ->where('reply_count', 0)
                    ->missing('replies')
                    ->etc()));
    }

    public function test_the_body_is_required_and_limited(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();

        foreach (['', '   ', str_repeat('a', 10001), ['x']] as $body) {
            $this->actingAs($user)->post("/videos/{$video->public_id}/comments", ['body' => $body])
                ->assertSessionHasErrors('body');
        }

        $this->actingAs($user)->post("/videos/{$video->public_id}/comments", ['body' => str_repeat('a', 10000)])
            ->assertSessionHasNoErrors();
        $this->assertSame(1, Comment::query()->count());
    }

    public function test_a_reply_joins_the_thread(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $parent = Comment::factory()->create(['commentable_id' => $video->id]);
        $reply = Comment::factory()->replyTo($parent)->create();

        $this->actingAs($user)->post("/videos/{$video->public_id}/comments", ['body' => 'Agreed', 'parent_id' => $parent->id])
            ->assertSessionHasNoErrors();
        // Answering a reply stays in the same one-level thread.
        $this->actingAs($user)->post("/videos/{$video->public_id}/comments", ['body' => 'Me too', 'parent_id' => $reply->id])
            ->assertSessionHasNoErrors();

        $this->assertSame(2, Comment::query()->where('parent_id', $parent->id)->where('user_id', $user->id)->count());
        $this->assertSame(3, $parent->refresh()->reply_count);

        // The thread stays folded under its count; its replies come from their own endpoint.
        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page
                ->has('comments.data', 1)
                ->where('comments.data.0.reply_count', 3)
                ->missing('comments.data.0.replies'));
        $this->getJson("/comments/{$parent->id}/replies")
            ->assertOk()
            ->assertJsonCount(3, 'data')
            ->assertJsonPath('data.1.body', 'Agreed')
            ->assertJsonMissingPath('data.0.reply_count');
    }

    public function test_a_reply_to_a_comment_of_another_video_is_refused(): void
    {
        $video = Video::factory()->create();
        $elsewhere = Comment::factory()->create();

        $this->actingAs(User::factory()->create())
            ->post("/videos/{$video->public_id}/comments", ['body' => 'Hi', 'parent_id' => $elsewhere->id])
            ->assertSessionHasErrors('parent_id');
        $this->actingAs(User::factory()->create())
            ->post("/videos/{$video->public_id}/comments", ['body' => 'Hi', 'parent_id' => 'abc'])
            ->assertSessionHasErrors('parent_id');
        $this->assertSame(1, Comment::query()->count());
    }

    public function test_guests_and_unverified_accounts_cannot_comment(): void
    {
        $video = Video::factory()->create();

        $this->post("/videos/{$video->public_id}/comments", ['body' => 'Hi'])->assertRedirect('/login');
        $this->actingAs(User::factory()->unverified()->create())
            ->post("/videos/{$video->public_id}/comments", ['body' => 'Hi'])
            ->assertRedirect('/verify-email');
        $this->assertSame(0, Comment::query()->count());
    }

    public function test_comments_on_a_hidden_video_are_refused(): void
    {
        $video = Video::factory()->private()->create();

        $this->actingAs(User::factory()->create())
            ->post("/videos/{$video->public_id}/comments", ['body' => 'Hi'])
            ->assertNotFound();
    }

    public function test_held_comments_show_only_to_their_author_and_the_channel_owner(): void
    {
        $video = Video::factory()->create();
        $author = User::factory()->create();
        Comment::factory()->create(['commentable_id' => $video->id, 'created_at' => now()->subHour()]);
        $held = Comment::factory()->held()->create(['commentable_id' => $video->id, 'user_id' => $author->id]);
        $parent = Comment::factory()->create(['commentable_id' => $video->id, 'created_at' => now()->subDay()]);
        Comment::factory()->replyTo($parent)->held()->create(['user_id' => $author->id]);

        $see = function (?User $viewer, int $threads, int $replies) use ($video, $parent): void {
            $this->app['auth']->forgetGuards();
            $as = $viewer ? $this->actingAs($viewer) : $this;
            $as->get("/watch?v={$video->public_id}")
                ->assertInertia(fn (Assert $page) => $page->has('comments.data', $threads));
            $as->getJson("/comments/{$parent->id}/replies")->assertOk()->assertJsonCount($replies, 'data');
        };

        $see(null, 2, 0);
        $see(User::factory()->create(), 2, 0);
        $see($author, 3, 1);
        $see($video->channel->user, 3, 1);

        $this->actingAs($author)->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('comments.data.0.id', $held->id)->where('comments.data.0.is_held', true));
    }

    public function test_comments_sort_by_newest_or_top_with_pinned_first(): void
    {
        $video = Video::factory()->create();
        $old = Comment::factory()->create(['commentable_id' => $video->id, 'like_count' => 50, 'created_at' => now()->subDays(3)]);
        $new = Comment::factory()->create(['commentable_id' => $video->id, 'like_count' => 1, 'created_at' => now()->subDay()]);
        $pinned = Comment::factory()->create(['commentable_id' => $video->id, 'is_pinned' => true, 'created_at' => now()->subDays(9)]);

        $ids = fn (string $query) => array_column($this->get("/watch?v={$video->public_id}{$query}")->inertiaProps('comments.data'), 'id');

        $this->assertSame([$pinned->id, $new->id, $old->id], $ids(''));
        $this->assertSame([$pinned->id, $old->id, $new->id], $ids('&sort=top'));
        $this->get("/watch?v={$video->public_id}&sort=top")->assertInertia(fn (Assert $page) => $page->where('commentSort', 'top'));
    }

    public function test_comments_come_in_pages(): void
    {
        $video = Video::factory()->create();
        Comment::factory()->count(25)->create(['commentable_id' => $video->id]);

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->has('comments.data', 20));
        $this->get("/watch?v={$video->public_id}&comments_page=2")
            ->assertInertia(fn (Assert $page) => $page->has('comments.data', 5));
    }

    #[Group('cache-expiry')]
    public function test_guests_get_comment_pages_from_the_cache_and_new_comments_at_once(): void
    {
        $video = Video::factory()->create();
        $author = User::factory()->create();
        $this->actingAs($author)->post("/videos/{$video->public_id}/comments", ['body' => 'First']);
        $this->app['auth']->forgetGuards();
        $url = "/watch?v={$video->public_id}";
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('comments.data.0.body', 'First'));

        // Changed without a new comment: guests keep the cached page until it expires.
        Comment::query()->update(['body' => 'First, edited']);
        $commentQueries = fn (): int => $this->queriesDuring(fn () => $this->get($url)->assertOk())
            ->filter(fn (string $sql) => str_contains($sql, 'from "comments"'))
            ->count();
        $this->assertSame(0, $commentQueries());
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('comments.data.0.body', 'First'));

        // The signed-in author sees the page built fresh.
        $this->actingAs($author)->get($url)->assertInertia(fn (Assert $page) => $page->where('comments.data.0.body', 'First, edited'));

        // A new reply changes the comment count, and guests see it at once.
        $first = Comment::query()->sole();
        $this->actingAs($author)->post("/videos/{$video->public_id}/comments", ['body' => 'A reply', 'parent_id' => $first->id]);
        $this->app['auth']->forgetGuards();
        $this->get($url)->assertInertia(fn (Assert $page) => $page
            ->where('comments.data.0.body', 'First, edited')
            ->where('comments.data.0.reply_count', 1));
        $this->getJson("/comments/{$first->id}/replies")->assertJsonPath('data.0.body', 'A reply');

        $this->travel(WatchPage::GUEST_COMMENTS_TTL + 1)->seconds();
        $this->assertGreaterThan(0, $commentQueries());
    }
}
