<?php

namespace Tests\Feature\Auth;

use App\Models\User;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/**
 * The test environment skips CSRF checks by default; this brings the real check back.
 */
class CsrfTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();

        $this->app->bind(ValidateCsrfToken::class, fn () => new class($this->app, $this->app['encrypter']) extends ValidateCsrfToken
        {
            protected function runningUnitTests(): bool
            {
                return false;
            }
        });
    }

    public function test_a_login_post_without_a_token_is_refused(): void
    {
        $user = User::factory()->create();

        $this->post('/login', ['email' => $user->email, 'password' => 'password'])->assertStatus(419);

        $this->assertGuest();
    }

    public function test_a_login_post_with_the_session_token_goes_through(): void
    {
        $user = User::factory()->create();

        $this->withSession(['_token' => 'known-token'])
            ->post('/login', ['email' => $user->email, 'password' => 'password', '_token' => 'known-token'])
            ->assertRedirect('/');

        $this->assertAuthenticatedAs($user);
    }
}
