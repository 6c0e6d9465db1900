<?php

namespace Tests\Feature\Notifications;

use App\Enums\Visibility;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\Notification;
use App\Models\User;
use App\Models\Video;
use App\Studio\StudioSettings;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/**
 * A channel owner's bell tells them of a new subscriber (as their studio settings choose) and
 * a comment on their video; anyone's of a reply to their comment and a mention of their
 * channel's handle (each as their account's notification settings choose).
 */
class ChannelActivityTest extends TestCase
{
    use RefreshDatabase;

    private Channel $channel;

    private Video $video;

    private User $viewer;

    protected function setUp(): void
    {
        parent::setUp();
        $this->channel = Channel::factory()->create(['name' => 'Lena Codes', 'handle' => 'lenacodes']);
        $this->video = Video::factory()->for($this->channel)->create(['title' => 'Rust in 10 minutes']);
        $this->viewer = User::factory()->create(['name' => 'Ada']);
    }

    /**
     * @param  array<string, bool>  $notifications
     */
    private function notifyOn(Channel $channel, array $notifications): void
    {
        $studio = array_intersect_key($notifications, array_flip(StudioSettings::NOTIFICATIONS));
        if ($studio !== []) {
            $channel->studio_settings = new StudioSettings(notifications: [...$channel->studio_settings->notifications, ...$studio]);
            $channel->save();
        }
        $this->accountNotifies($channel->user, array_diff_key($notifications, $studio));
    }

    /**
     * @param  array<string, bool>  $notifications  keys of the account's notification settings
     */
    private function accountNotifies(User $user, array $notifications): void
    {
        $user->settings = $user->settings->with('notifications', $notifications);
        $user->save();
    }

    /**
     * @return list<array<string, mixed>>
     */
    private function bellOf(User $user): array
    {
        return $this->actingAs($user)->getJson(route('notifications.index'))->assertOk()->json('data');
    }

    private function comment(User $author, string $body, ?Comment $parent = null): void
    {
        $this->actingAs($author)
            ->post(route('comments.store', $this->video->public_id), ['body' => $body, 'parent_id' => $parent?->id])
            ->assertSessionHasNoErrors();
    }

    public function test_a_new_subscriber_is_told_to_the_owner_once_a_day(): void
    {
        $subscribe = fn () => $this->actingAs($this->viewer)->post(route('subscriptions.store', $this->channel->id))->assertSessionHasNoErrors();
        $subscribe();
        $this->actingAs($this->viewer)->delete(route('subscriptions.destroy', $this->channel->id));
        $subscribe();

        $bell = $this->bellOf($this->channel->user);
        $this->assertCount(1, $bell);
        $this->assertSame('new-subscriber', $bell[0]['type']);
        $this->assertSame('Ada subscribed to your channel', $bell[0]['text']);
        // An account without a channel has no page to visit: the entry leads to the studio.
        $this->assertSame(route('studio.dashboard'), $bell[0]['href']);
        $this->assertSame(['name' => 'Ada', 'avatar_url' => null], $bell[0]['actor']);
    }

    public function test_a_subscriber_with_a_channel_leads_to_it(): void
    {
        $theirs = Channel::factory()->create(['name' => 'Ada Builds', 'handle' => 'adabuilds']);

        $this->actingAs($theirs->user)->post(route('subscriptions.store', $this->channel->id));

        $bell = $this->bellOf($this->channel->user);
        $this->assertSame('Ada Builds subscribed to your channel', $bell[0]['text']);
        $this->assertSame(url('/channel/@adabuilds'), $bell[0]['href']);
    }

    public function test_no_subscriber_notification_when_followers_is_off(): void
    {
        $this->notifyOn($this->channel, ['followers' => false]);

        $this->actingAs($this->viewer)->post(route('subscriptions.store', $this->channel->id));

        $this->assertSame(0, Notification::query()->count());
    }

    public function test_comments_notify_the_owner_only_with_channel_activity_on(): void
    {
        $this->comment($this->viewer, 'Before it was on');
        $this->assertSame(0, Notification::query()->count());

        $this->notifyOn($this->channel, ['channel_activity' => true]);
        $this->comment($this->viewer, 'Great   explanation, thanks!');
        $this->comment($this->channel->user, 'Thanks all');

        $bell = $this->bellOf($this->channel->user);
        $this->assertCount(1, $bell);
        $this->assertSame('new-comment', $bell[0]['type']);
        $this->assertSame('Ada commented on “Rust in 10 minutes”: Great explanation, thanks!', $bell[0]['text']);
        $this->assertSame(route('watch', ['v' => $this->video->public_id]), $bell[0]['href']);
    }

    public function test_a_held_comment_tells_nobody(): void
    {
        $this->channel->studio_settings = new StudioSettings(holdAllComments: true);
        $this->channel->save();
        $this->notifyOn($this->channel, ['channel_activity' => true, 'replies' => true, 'mentions' => true]);

        $this->comment($this->viewer, 'Held, @lenacodes');

        $this->assertSame(0, Notification::query()->count());
    }

    public function test_an_approved_comment_tells_the_people_it_replies_to_and_mentions_but_not_the_approver(): void
    {
        $critic = Channel::factory()->create(['handle' => 'thecritic']);
        $this->comment($critic->user, 'First!');
        $parent = Comment::query()->latest('id')->firstOrFail();
        $this->notifyOn($critic, ['replies' => true]);
        $this->channel->studio_settings = new StudioSettings(holdCommentsWithLinks: true);
        $this->channel->save();
        $this->notifyOn($this->channel, ['channel_activity' => true]);

        $this->comment($this->viewer, 'See https://example.test', $parent);
        $held = Comment::query()->latest('id')->firstOrFail();
        $this->assertSame(0, Notification::query()->count());

        $this->actingAs($this->channel->user)
            ->post(route('studio.comments.bulk'), ['action' => 'approve', 'comments' => [$held->id]])
            ->assertSessionHasNoErrors();

        $this->assertSame([$critic->user_id], Notification::query()->pluck('notifiable_id')->all());
        $this->assertSame(Notification::COMMENT_REPLY, Notification::query()->value('type'));
    }

    public function test_a_comment_on_the_owners_private_video_is_listed_for_the_owner(): void
    {
        $this->notifyOn($this->channel, ['channel_activity' => true]);
        $this->comment($this->viewer, 'Seen before it went private');
        $this->video->update(['visibility' => Visibility::Private]);

        $this->assertCount(1, $this->bellOf($this->channel->user));
    }

    public function test_a_reply_notifies_a_viewer_without_a_channel_who_wants_replies(): void
    {
        $reader = User::factory()->create();
        $this->comment($reader, 'Is this still right in 2026?');
        $parent = Comment::query()->latest('id')->firstOrFail();
        $this->accountNotifies($reader, ['replies' => true]);

        $this->comment($this->viewer, 'Yes', $parent);

        $this->assertSame('Ada replied to your comment: Yes', $this->bellOf($reader)[0]['text']);
    }

    public function test_a_reply_notifies_the_parents_author_when_their_channel_wants_replies(): void
    {
        $critic = Channel::factory()->create(['name' => 'The Critic']);
        $this->comment($critic->user, 'First!');
        $parent = Comment::query()->latest('id')->firstOrFail();

        $this->comment($this->viewer, 'Not quite');
        $this->assertSame(0, Notification::query()->count(), 'replies is off by default');

        $this->notifyOn($critic, ['replies' => true]);
        $this->comment($this->viewer, 'You were second', $parent);

        $bell = $this->bellOf($critic->user);
        $this->assertCount(1, $bell);
        $this->assertSame('Ada replied to your comment: You were second', $bell[0]['text']);
    }

    public function test_a_mention_notifies_the_channel_once_whatever_the_case(): void
    {
        $friend = Channel::factory()->create(['handle' => 'rustfriend']);
        $this->notifyOn($friend, ['mentions' => true]);

        $this->comment($this->viewer, 'Ask @RustFriend. Or @rustfriend, or @nobody-here.');

        $bell = $this->bellOf($friend->user);
        $this->assertCount(1, $bell);
        $this->assertSame('mention', $bell[0]['type']);
        $this->assertStringStartsWith('Ada mentioned you in a comment: Ask @RustFriend.', $bell[0]['text']);
    }

    public function test_deleting_the_actors_account_takes_their_notifications_along(): void
    {
        $this->actingAs($this->viewer)->post(route('subscriptions.store', $this->channel->id));
        $this->assertSame(1, Notification::query()->count());

        $this->viewer->delete();

        $this->assertSame(0, Notification::query()->count());
    }
}
