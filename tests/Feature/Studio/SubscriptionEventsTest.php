<?php

namespace Tests\Feature\Studio;

use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

/**
 * Net subscribers over a period need every gain and loss kept, since unsubscribing deletes
 * the subscription: each way a subscription is made or removed records one.
 */
class SubscriptionEventsTest extends TestCase
{
    use RefreshDatabase;

    public function test_subscribing_and_unsubscribing_record_a_gain_and_a_loss(): void
    {
        $channel = Channel::factory()->create();
        $viewer = User::factory()->create();
        $url = "/channels/{$channel->id}/subscription";

        $this->actingAs($viewer)->post($url);
        $this->actingAs($viewer)->post($url);
        $this->actingAs($viewer)->delete($url);
        $this->actingAs($viewer)->delete($url);

        $this->assertSame([[$channel->id, $viewer->id, 1], [$channel->id, $viewer->id, -1]], $this->events());
    }

    public function test_deleting_an_account_records_the_loss_of_each_channel_it_followed(): void
    {
        [$a, $b] = Channel::factory()->count(2)->create();
        $viewer = User::factory()->create();
        foreach ([$a, $b] as $channel) {
            Subscription::query()->create(['user_id' => $viewer->id, 'channel_id' => $channel->id]);
        }

        $this->actingAs($viewer)->delete('/profile', ['password' => 'password'])->assertRedirect('/');

        $losses = DB::table('subscription_events')->where('delta', -1)->orderBy('channel_id')->get(['channel_id', 'user_id']);
        $this->assertSame([$a->id, $b->id], $losses->pluck('channel_id')->map(fn ($id) => (int) $id)->all());
        // The account is gone; the loss stays, without it.
        $this->assertSame([null, null], $losses->pluck('user_id')->all());
        $this->assertSame(0, (int) DB::table('subscription_events')->sum('delta'));
    }

    public function test_the_guest_library_merged_at_sign_in_records_only_new_subscriptions(): void
    {
        $viewer = User::factory()->create();
        [$new, $known] = Channel::factory()->count(2)->create();
        Subscription::query()->create(['user_id' => $viewer->id, 'channel_id' => $known->id]);

        $this->post('/login', [
            'email' => $viewer->email,
            'password' => 'password',
            'guest_library' => ['subscriptions' => [
                ['channel_id' => $new->id, 'level' => 'all'],
                ['channel_id' => $known->id, 'level' => 'all'],
            ]],
        ])->assertRedirect('/');

        $this->assertSame([[$known->id, $viewer->id, 1], [$new->id, $viewer->id, 1]], $this->events());
    }

    /**
     * @return list<array{0: int, 1: int|null, 2: int}>
     */
    private function events(): array
    {
        return DB::table('subscription_events')->orderBy('id')->get()
            ->map(fn (object $event) => [(int) $event->channel_id, $event->user_id === null ? null : (int) $event->user_id, (int) $event->delta])
            ->all();
    }
}
