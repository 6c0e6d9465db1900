<?php

namespace Tests\Feature\Watch;

use App\Enums\NotificationLevel;
use App\Models\Channel;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MergeGuestLibraryTest extends TestCase
{
    use RefreshDatabase;

    public function test_signing_in_keeps_the_guest_subscriptions(): void
    {
        $user = User::factory()->create();
        $own = Channel::factory()->for($user)->create();
        [$a, $b, $c] = Channel::factory()->count(3)->create();
        Subscription::query()->create(['user_id' => $user->id, 'channel_id' => $c->id, 'notification_level' => 'none']);

        $this->post('/login', [
            'email' => $user->email,
            'password' => 'password',
            'guest_library' => ['subscriptions' => [
                ['channel_id' => $a->id, 'level' => 'personalized'],
                ['channel_id' => $a->id, 'level' => 'none'],
                ['channel_id' => (string) $b->id, 'level' => 'shouting'],
                ['channel_id' => $c->id, 'level' => 'all'],
                ['channel_id' => $own->id, 'level' => 'all'],
                ['channel_id' => 987654, 'level' => 'all'],
                ['channel_id' => 'abc'],
                'junk',
            ]],
        ])->assertRedirect('/');

        $this->assertAuthenticatedAs($user);
        $levels = Subscription::query()->where('user_id', $user->id)->pluck('notification_level', 'channel_id');
        $this->assertEquals([
            $a->id => NotificationLevel::Personalized,
            $b->id => NotificationLevel::All,
            $c->id => NotificationLevel::None,
        ], $levels->sortKeys()->all());
        $this->assertSame([1, 1, 1], [$a->fresh()?->subscriber_count, $b->fresh()?->subscriber_count, $c->fresh()?->subscriber_count]);
    }

    public function test_registering_keeps_the_guest_subscriptions(): void
    {
        $channel = Channel::factory()->create();

        $this->post('/register', [
            'name' => 'New Viewer',
            'email' => 'new@example.test',
            'password' => 'a-long-password-1',
            'password_confirmation' => 'a-long-password-1',
            'guest_library' => ['subscriptions' => [['channel_id' => $channel->id, 'level' => 'all']]],
        ])->assertSessionHasNoErrors();

        $this->assertSame($channel->id, Subscription::query()->sole()->channel_id);
    }

    public function test_a_malformed_library_never_stands_in_the_way_of_signing_in(): void
    {
        $user = User::factory()->create();

        foreach (['oops', ['subscriptions' => 'oops'], ['subscriptions' => [['channel_id' => ['x']]]]] as $library) {
            $this->post('/login', ['email' => $user->email, 'password' => 'password', 'guest_library' => $library])
                ->assertRedirect('/');
            $this->assertAuthenticatedAs($user);
            auth()->logout();
        }

        $this->assertSame(0, Subscription::query()->count());
    }

    public function test_a_failed_sign_in_merges_nothing(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->create();

        $this->post('/login', [
            'email' => $user->email,
            'password' => 'wrong',
            'guest_library' => ['subscriptions' => [['channel_id' => $channel->id]]],
        ])->assertSessionHasErrors('email');

        $this->assertSame(0, Subscription::query()->count());
    }

    public function test_a_signed_in_browser_can_hand_over_a_leftover_library(): void
    {
        $user = User::factory()->create();
        $channel = Channel::factory()->create();

        $this->actingAs($user)->from('/')->post('/guest-library/merge', [
            'guest_library' => ['subscriptions' => [['channel_id' => $channel->id, 'level' => 'none']]],
        ])->assertRedirect('/');

        $this->assertSame(NotificationLevel::None, Subscription::query()->sole()->notification_level);
        $this->post('/logout');
        $this->post('/guest-library/merge', ['guest_library' => []])->assertRedirect('/login');
    }
}
