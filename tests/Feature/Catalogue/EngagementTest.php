<?php

namespace Tests\Feature\Catalogue;

use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\CommunityPost;
use App\Models\Reaction;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class EngagementTest extends TestCase
{
    use RefreshDatabase;

    public function test_a_user_reacts_once_per_target(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $video->reactions()->create(['user_id' => $user->id, 'value' => Reaction::LIKE]);

        $this->expectException(UniqueConstraintViolationException::class);
        $video->reactions()->create(['user_id' => $user->id, 'value' => Reaction::DISLIKE]);
    }

    public function test_the_same_id_on_different_kinds_of_target_are_separate_reactions(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $comment = Comment::factory()->create(['commentable_id' => $video->id]);
        $post = CommunityPost::factory()->create();

        $video->reactions()->create(['user_id' => $user->id, 'value' => Reaction::LIKE]);
        $comment->reactions()->create(['user_id' => $user->id, 'value' => Reaction::LIKE]);
        $post->reactions()->create(['user_id' => $user->id, 'value' => Reaction::DISLIKE]);

        $this->assertSame(
            ['comment', 'post', 'video'],
            Reaction::query()->orderBy('reactable_type')->pluck('reactable_type')->all(),
        );
        $reaction = Reaction::query()->with('reactable')->where('reactable_type', 'post')->sole();
        $this->assertTrue($reaction->reactable->is($post));
    }

    public function test_a_user_subscribes_to_a_channel_once_with_all_notifications_by_default(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->create();
        $subscription = Subscription::create(['user_id' => $user->id, 'channel_id' => $channel->id]);

        $this->assertSame(NotificationLevel::All, $subscription->refresh()->notification_level);
        $this->assertSame(1, $channel->subscriptions()->count());
        $this->assertSame(1, $user->subscriptions()->count());

        $this->expectException(UniqueConstraintViolationException::class);
        Subscription::create(['user_id' => $user->id, 'channel_id' => $channel->id, 'notification_level' => 'none']);
    }

    public function test_replies_hang_under_their_parent_comment(): void
    {
        $parent = Comment::factory()->create();
        Comment::factory()->count(2)->replyTo($parent)->create();
        Comment::factory()->held()->create(['commentable_id' => $parent->commentable_id]);

        $this->assertSame(2, $parent->replies()->count());
        $this->assertSame(1, Comment::query()->topLevel()->published()->count());
    }
}
