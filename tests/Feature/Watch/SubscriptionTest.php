<?php

namespace Tests\Feature\Watch;

use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class SubscriptionTest extends TestCase
{
    use RefreshDatabase;

    public function test_subscribe_change_the_level_and_unsubscribe(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $channel = $video->channel;
        $url = "/channels/{$channel->id}/subscription";

        $this->actingAs($user)->from("/watch?v={$video->public_id}")->post($url)
            ->assertRedirect("/watch?v={$video->public_id}");
        $this->assertSame(NotificationLevel::All, Subscription::query()->sole()->notification_level);

        // Subscribing again keeps one subscription.
        $this->actingAs($user)->post($url, ['level' => 'none']);
        $this->assertSame(1, Subscription::query()->count());

        $this->actingAs($user)->patch($url, ['level' => 'personalized'])->assertSessionHasNoErrors();
        $this->assertSame(NotificationLevel::Personalized, Subscription::query()->sole()->notification_level);

        $this->actingAs($user)->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('viewer.subscription', 'personalized')->where('video.channel.subscribers', 1));

        $this->actingAs($user)->delete($url)->assertRedirect();
        $this->assertSame(0, Subscription::query()->count());
    }

    public function test_the_channel_keeps_count_of_its_subscribers(): void
    {
        $channel = Channel::factory()->create();
        [$first, $second] = User::factory()->count(2)->create();
        $url = "/channels/{$channel->id}/subscription";
        $count = fn () => $channel->fresh()?->subscriber_count;

        $this->actingAs($first)->post($url);
        $this->actingAs($first)->post($url);
        $this->assertSame(1, $count());

        $this->actingAs($second)->post($url);
        $this->assertSame(2, $count());

        $this->actingAs($first)->delete($url);
        $this->actingAs($first)->delete($url);
        $this->assertSame(1, $count());

        $this->get("/channel/@{$channel->handle}")
            ->assertInertia(fn (Assert $page) => $page->where('channel.subscribers', 1));
    }

    public function test_the_level_is_validated(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->create();
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $channel->id]);

        $this->actingAs($user)->patch("/channels/{$channel->id}/subscription", ['level' => 'loud'])->assertSessionHasErrors('level');
        $this->actingAs($user)->patch("/channels/{$channel->id}/subscription", [])->assertSessionHasErrors('level');
        $this->assertSame(NotificationLevel::All, Subscription::query()->sole()->notification_level);
    }

    public function test_changing_the_level_without_a_subscription_is_not_found(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs(User::factory()->create())
            ->patch("/channels/{$channel->id}/subscription", ['level' => 'none'])
            ->assertNotFound();
    }

    public function test_nobody_subscribes_to_their_own_channel(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)->post("/channels/{$channel->id}/subscription")
            ->assertSessionHasErrors(['channel' => 'You cannot subscribe to your own channel.']);
        $this->assertSame(0, Subscription::query()->count());
    }

    public function test_guests_keep_subscriptions_in_the_browser_not_on_the_server(): void
    {
        $channel = Channel::factory()->create();

        $this->post("/channels/{$channel->id}/subscription")->assertRedirect('/login');
        $this->deleteJson("/channels/{$channel->id}/subscription")->assertUnauthorized();
        $this->post('/channels/999/subscription')->assertRedirect('/login');
        $this->assertSame(0, Subscription::query()->count());
    }

    public function test_unknown_channels_are_not_found(): void
    {
        $this->actingAs(User::factory()->create())->post('/channels/999/subscription')->assertNotFound();
    }
}
