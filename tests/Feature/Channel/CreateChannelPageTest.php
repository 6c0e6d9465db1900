<?php

namespace Tests\Feature\Channel;

use App\Models\Channel;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class CreateChannelPageTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withoutVite();
    }

    public function test_a_user_without_a_channel_sees_the_form(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/create-channel')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Channel/Create')
                ->where('auth.user.channel', null));
    }

    public function test_a_user_who_has_a_channel_is_sent_to_the_studio(): void
    {
        $channel = Channel::factory()->create();

        $this->actingAs($channel->user)
            ->get('/create-channel')
            ->assertRedirect('/studio/dashboard');
    }

    public function test_a_guest_is_sent_to_log_in(): void
    {
        $this->get('/create-channel')->assertRedirect('/login');
    }

    public function test_an_unverified_user_is_sent_to_the_verification_notice(): void
    {
        $this->actingAs(User::factory()->unverified()->create())
            ->get('/create-channel')
            ->assertRedirect('/verify-email');
    }
}
