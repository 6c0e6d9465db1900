<?php

namespace Tests\Feature\Auth;

use App\Models\User;
use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Notification;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class PasswordResetTest extends TestCase
{
    use RefreshDatabase;

    public function test_forgot_password_screen_renders(): void
    {
        $this->get('/forgot-password')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('Auth/ForgotPassword')
            ->where('status', null));
    }

    public function test_reset_link_is_mailed_to_a_known_address(): void
    {
        Notification::fake();
        $user = User::factory()->create();

        $this->post('/forgot-password', ['email' => $user->email])->assertSessionHas('status');

        Notification::assertSentTo($user, ResetPassword::class);
    }

    public function test_known_and_unknown_addresses_get_the_same_answer(): void
    {
        Notification::fake();
        $user = User::factory()->create();

        $known = $this->from('/forgot-password')->post('/forgot-password', ['email' => $user->email]);
        $knownStatus = session('status');
        $this->flushSession();
        $unknown = $this->from('/forgot-password')->post('/forgot-password', ['email' => 'nobody@example.com']);

        $known->assertRedirect('/forgot-password');
        $unknown->assertRedirect('/forgot-password')->assertSessionHasNoErrors();
        $this->assertSame($knownStatus, session('status'));
    }

    public function test_reset_screen_receives_token_and_email(): void
    {
        $this->get('/reset-password/some-token?email=ada%40example.com')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Auth/ResetPassword')
                ->where('token', 'some-token')
                ->where('email', 'ada@example.com'));
    }

    public function test_password_is_reset_with_a_valid_token(): void
    {
        Notification::fake();
        $user = User::factory()->create();
        $this->post('/forgot-password', ['email' => $user->email]);

        Notification::assertSentTo($user, ResetPassword::class, function (ResetPassword $notification) use ($user) {
            $this->post('/reset-password', [
                'token' => $notification->token,
                'email' => $user->email,
                'password' => 'a-new-password',
                'password_confirmation' => 'a-new-password',
            ])->assertSessionHasNoErrors()->assertRedirect('/login')->assertSessionHas('status');

            return true;
        });

        $this->assertTrue(Hash::check('a-new-password', (string) $user->fresh()?->password));
    }

    public function test_a_wrong_token_changes_nothing(): void
    {
        $user = User::factory()->create();

        $this->post('/reset-password', [
            'token' => 'not-a-token',
            'email' => $user->email,
            'password' => 'a-new-password',
            'password_confirmation' => 'a-new-password',
        ])->assertSessionHasErrors('email');

        $this->assertTrue(Hash::check('password', (string) $user->fresh()?->password));
    }

    public function test_forgot_password_is_throttled(): void
    {
        for ($attempt = 1; $attempt <= 6; $attempt++) {
            $this->post('/forgot-password', ['email' => 'nobody@example.com'])->assertStatus(302);
        }

        $this->assertRateLimited($this->post('/forgot-password', ['email' => 'nobody@example.com']), 'email');
    }
}
