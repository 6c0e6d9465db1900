<?php

namespace Tests\Feature\Auth;

use App\Models\User;
use Illuminate\Auth\Notifications\VerifyEmail;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class RegistrationTest extends TestCase
{
    use RefreshDatabase;

    public function test_registration_screen_renders(): void
    {
        $this->get('/register')->assertOk()->assertInertia(fn (Assert $page) => $page->component('Auth/Register'));
    }

    public function test_new_user_registers_signs_in_and_gets_a_verification_mail(): void
    {
        Notification::fake();

        $this->post('/register', [
            'name' => 'Ada Lovelace',
            'email' => 'ada@example.com',
            'password' => 'a-long-password',
            'password_confirmation' => 'a-long-password',
        ])->assertRedirect('/');

        $user = User::where('email', 'ada@example.com')->firstOrFail();
        $this->assertAuthenticatedAs($user);
        $this->assertFalse($user->hasVerifiedEmail());
        Notification::assertSentTo($user, VerifyEmail::class);
    }

    public function test_invalid_registration_is_reported_per_field_and_creates_nobody(): void
    {
        User::factory()->create(['email' => 'taken@example.com']);

        $this->post('/register', [
            'name' => '',
            'email' => 'taken@example.com',
            'password' => 'a-long-password',
            'password_confirmation' => 'something-else',
        ])->assertSessionHasErrors(['name', 'email', 'password']);

        $this->assertSame(1, User::count());
        $this->assertGuest();
    }

    public function test_registration_is_throttled(): void
    {
        for ($attempt = 1; $attempt <= 6; $attempt++) {
            $this->post('/register', ['name' => '', 'email' => 'x', 'password' => 'x'])->assertStatus(302);
        }

        $this->assertRateLimited($this->post('/register', ['name' => '', 'email' => 'x', 'password' => 'x']), 'email');
    }
}
