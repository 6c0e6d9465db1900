<?php

namespace Tests\Feature\Auth;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class LoginTest extends TestCase
{
    use RefreshDatabase;

    public function test_login_screen_offers_password_reset_and_status(): void
    {
        $this->withSession(['status' => 'Your password has been reset.'])
            ->get('/login')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Auth/Login')
                ->where('canResetPassword', true)
                ->where('status', 'Your password has been reset.'));
    }

    public function test_user_signs_in_and_lands_on_home(): void
    {
        $user = User::factory()->create();

        $this->post('/login', ['email' => $user->email, 'password' => 'password'])
            ->assertRedirect('/');

        $this->assertAuthenticatedAs($user);
    }

    public function test_user_lands_on_the_page_they_asked_for(): void
    {
        $user = User::factory()->create();

        $this->get('/profile')->assertRedirect('/login');

        $this->post('/login', ['email' => $user->email, 'password' => 'password'])
            ->assertRedirect('/profile');
    }

    public function test_session_is_regenerated_on_sign_in(): void
    {
        $user = User::factory()->create();
        $this->startSession();
        $before = session()->getId();

        $this->post('/login', ['email' => $user->email, 'password' => 'password', '_token' => csrf_token()]);

        $this->assertNotSame($before, session()->getId());
    }

    public function test_remember_me_sets_the_recaller_cookie(): void
    {
        $user = User::factory()->create();

        $response = $this->post('/login', ['email' => $user->email, 'password' => 'password', 'remember' => true]);

        $response->assertCookie(auth()->guard('web')->getRecallerName());
        $this->assertNotNull($user->fresh()?->getRememberToken());
    }

    public function test_wrong_password_gives_an_email_error_and_no_session(): void
    {
        $user = User::factory()->create();

        $this->from('/login')
            ->post('/login', ['email' => $user->email, 'password' => 'wrong-password'])
            ->assertRedirect('/login')
            ->assertSessionHasErrors(['email' => trans('auth.failed')]);

        $this->assertGuest();
    }

    public function test_missing_fields_are_reported_per_field(): void
    {
        $this->post('/login', [])->assertSessionHasErrors(['email', 'password']);
        $this->assertGuest();
    }

    public function test_sixth_attempt_is_locked_out_with_the_seconds_to_wait(): void
    {
        $user = User::factory()->create();

        for ($attempt = 1; $attempt <= 5; $attempt++) {
            $this->post('/login', ['email' => $user->email, 'password' => 'wrong-password'])
                ->assertSessionHasErrors(['email' => trans('auth.failed')]);
        }

        $response = $this->post('/login', ['email' => $user->email, 'password' => 'password']);

        $response->assertSessionHasErrors('email');
        $message = session('errors')->first('email');
        $this->assertMatchesRegularExpression('/Too many login attempts\. Please try again in \d+ seconds\./', $message);
        $this->assertGuest();
    }

    public function test_user_signs_out_and_the_session_is_invalidated(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->withSession(['kept' => 'value']);

        $this->post('/logout')->assertRedirect('/');

        $this->assertGuest();
        $this->assertNull(session('kept'));
    }

    public function test_signed_in_user_is_sent_away_from_the_login_page(): void
    {
        $this->actingAs(User::factory()->create())->get('/login')->assertRedirect('/');
    }
}
