<?php

namespace Tests\Feature\Policies;

use App\Models\Channel;
use App\Models\Comment;
use App\Models\CommunityPost;
use App\Models\User;
use App\Models\Video;
use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Gate;
use Tests\TestCase;

class CommentPolicyTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_published_comment_is_seen_by_whoever_sees_its_video(): void
    {
        foreach (['public' => Video::factory()->create(), 'unlisted' => Video::factory()->unlisted()->create()] as $kind => $video) {
            $comment = Comment::factory()->create(['commentable_id' => $video->id]);

            foreach ($this->visitorsOf($comment) as $role => $user) {
                $this->assertTrue(Gate::forUser($user)->allows('view', $comment), "{$role} should see a comment on a {$kind} video");
            }
        }
    }

    public function test_a_held_comment_is_seen_by_its_author_and_the_channel_owner_only(): void
    {
        $thread = Comment::factory()->held()->create();
        $reply = Comment::factory()->replyTo(Comment::factory()->create())->held()->create();

        foreach (['thread' => $thread, 'reply' => $reply] as $kind => $comment) {
            foreach ($this->visitorsOf($comment) as $role => $user) {
                $this->assertAccess(in_array($role, ['author', 'owner'], true), Gate::forUser($user)->inspect('view', $comment), "{$role} on a held {$kind}");
            }
        }
    }

    public function test_comments_on_a_video_the_viewer_cannot_see_are_not_found_even_by_their_author(): void
    {
        foreach (['private' => Video::factory()->private()->create(), 'processing' => Video::factory()->processing()->create()] as $kind => $video) {
            $comment = Comment::factory()->create(['commentable_id' => $video->id]);

            foreach ($this->visitorsOf($comment) as $role => $user) {
                $this->assertAccess($role === 'owner', Gate::forUser($user)->inspect('view', $comment), "{$role} on a {$kind} video");
            }
        }
    }

    public function test_comments_on_community_posts_are_not_found(): void
    {
        $post = CommunityPost::factory()->create();
        $comment = Comment::factory()->create(['commentable_type' => 'post', 'commentable_id' => $post->id]);

        foreach ([null, $comment->user, $post->channel->user] as $user) {
            $this->assertAccess(false, Gate::forUser($user)->inspect('view', $comment), 'a comment on a post');
        }
    }

    public function test_a_signed_in_viewer_may_react_to_the_comments_they_see(): void
    {
        $published = Comment::factory()->create();
        $held = Comment::factory()->held()->create();
        $onPrivate = Comment::factory()->create(['commentable_id' => Video::factory()->private()]);

        foreach ($this->visitorsOf($published) as $role => $user) {
            $this->assertSame($user !== null, Gate::forUser($user)->allows('react', $published), "{$role} reacting to a published comment");
        }
        foreach ($this->visitorsOf($held) as $role => $user) {
            $this->assertSame(in_array($role, ['author', 'owner'], true), Gate::forUser($user)->allows('react', $held), "{$role} reacting to a held comment");
        }
        $this->assertSame(404, Gate::forUser(User::factory()->create())->inspect('react', $held)->status());
        $this->assertSame(404, Gate::forUser($onPrivate->user)->inspect('react', $onPrivate)->status());
    }

    private function assertAccess(bool $allowed, Response $response, string $case): void
    {
        if ($allowed) {
            $this->assertTrue($response->allowed(), "{$case} should be allowed");

            return;
        }

        $this->assertTrue($response->denied(), "{$case} should be denied");
        $this->assertSame(404, $response->status(), "{$case} should be denied as not found");
    }

    /**
     * @return array<string, User|null>
     */
    private function visitorsOf(Comment $comment): array
    {
        $commentable = $comment->commentable;

        return [
            'guest' => null,
            'viewer' => User::factory()->create(),
            'author' => $comment->user,
            'owner' => $commentable instanceof Video ? $commentable->channel->user : null,
            'another creator' => User::factory()->has(Channel::factory())->create(),
        ];
    }
}
