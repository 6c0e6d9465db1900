<?php

namespace Tests\Feature\Auth;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class PasswordConfirmationTest extends TestCase
{
    use RefreshDatabase;

    public function test_confirm_password_screen_renders(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/confirm-password')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('Auth/ConfirmPassword'));
    }

    public function test_the_right_password_is_confirmed(): void
    {
        $this->actingAs(User::factory()->create())
            ->post('/confirm-password', ['password' => 'password'])
            ->assertRedirect('/')
            ->assertSessionHasNoErrors()
            ->assertSessionHas('auth.password_confirmed_at');
    }

    public function test_a_wrong_password_is_not_confirmed(): void
    {
        $this->actingAs(User::factory()->create())
            ->post('/confirm-password', ['password' => 'wrong-password'])
            ->assertSessionHasErrors(['password' => trans('auth.password')])
            ->assertSessionMissing('auth.password_confirmed_at');
    }

    public function test_confirmation_is_throttled(): void
    {
        $user = User::factory()->create();

        for ($attempt = 1; $attempt <= 6; $attempt++) {
            $this->actingAs($user)->post('/confirm-password', ['password' => 'wrong-password'])->assertStatus(302);
        }

        $this->assertRateLimited($this->actingAs($user)->post('/confirm-password', ['password' => 'wrong-password']), 'password');
    }
}
