<?php

namespace Tests\Feature\Security;

use App\Http\Requests\Auth\LoginRequest;
use App\Models\User;
use App\Models\Video;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class RateLimitTest extends TestCase
{
    use RefreshDatabase;

    public function test_likes_do_not_use_up_the_comment_limit(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();

        for ($i = 0; $i < 12; $i++) {
            $this->actingAs($user)->post("/videos/{$video->public_id}/reaction", ['type' => $i % 2 ? 'like' : 'dislike'])
                ->assertSessionHasNoErrors();
        }

        $this->actingAs($user)->post("/videos/{$video->public_id}/comments", ['body' => 'Still allowed'])
            ->assertSessionHasNoErrors();
        $this->assertSame(1, $video->comments()->count());
    }

    public function test_a_guest_who_watched_for_a_while_can_still_register(): void
    {
        $video = Video::factory()->create();
        for ($i = 0; $i < 20; $i++) {
            $this->post("/videos/{$video->public_id}/progress", ['position' => $i * 10]);
        }

        $this->post('/register', [
            'name' => 'Ada',
            'email' => 'ada@example.com',
            'password' => 'a long passphrase',
            'password_confirmation' => 'a long passphrase',
        ])->assertSessionHasNoErrors();

        $this->assertAuthenticated();
    }

    public function test_the_eleventh_comment_in_a_minute_gets_a_field_error_with_retry_after(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();

        for ($i = 1; $i <= 10; $i++) {
            $this->actingAs($user)->post("/videos/{$video->public_id}/comments", ['body' => "Comment {$i}"])->assertSessionHasNoErrors();
        }
        $refused = $this->actingAs($user)->from('/watch?v='.$video->public_id)
            ->post("/videos/{$video->public_id}/comments", ['body' => 'One too many']);

        $refused->assertRedirect('/watch?v='.$video->public_id);
        $this->assertRateLimited($refused, 'body');
        $this->assertSame(10, $video->comments()->count());
    }

    public function test_a_json_client_is_refused_with_429_and_the_field_error(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();

        for ($i = 0; $i < 60; $i++) {
            $this->actingAs($user)->postJson("/videos/{$video->public_id}/reaction", ['type' => 'like']);
        }

        $refused = $this->actingAs($user)->postJson("/videos/{$video->public_id}/reaction", ['type' => 'like']);

        $refused->assertStatus(429);
        $this->assertRateLimited($refused, 'type');
    }

    public function test_password_checks_are_limited_across_confirm_change_and_delete(): void
    {
        $user = User::factory()->create();

        for ($i = 0; $i < 2; $i++) {
            $this->actingAs($user)->post('/confirm-password', ['password' => 'wrong'])->assertSessionHasErrors('password');
            $this->actingAs($user)->put('/password', ['current_password' => 'wrong', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
                ->assertSessionHasErrors('current_password');
            $this->actingAs($user)->delete('/profile', ['password' => 'wrong'])->assertSessionHasErrors('password');
        }

        // The seventh guess is not checked at all, even when it is right.
        $this->assertRateLimited(
            $this->actingAs($user)->put('/password', ['current_password' => 'password', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase']),
            'current_password',
        );
        $this->actingAs($user)->delete('/profile', ['password' => 'password'])->assertSessionHasErrors('password');
        $this->assertNotNull($user->fresh());
    }

    public function test_one_ip_trying_many_addresses_is_locked_out(): void
    {
        $victim = User::factory()->create();

        for ($attempt = 0; $attempt < LoginRequest::MAX_ATTEMPTS_PER_IP; $attempt++) {
            $this->post('/login', ['email' => "guess{$attempt}@example.com", 'password' => 'wrong'])
                ->assertSessionHasErrors(['email' => trans('auth.failed')]);
        }

        $this->post('/login', ['email' => $victim->email, 'password' => 'password']);

        $this->assertMatchesRegularExpression('/Too many login attempts/', session('errors')->first('email'));
        $this->assertGuest();
    }

    public function test_profile_changes_are_limited(): void
    {
        $user = User::factory()->create();

        for ($i = 0; $i < 6; $i++) {
            $this->actingAs($user)->patch('/profile', ['name' => "Name {$i}", 'email' => $user->email])->assertSessionHasNoErrors();
        }

        $this->assertRateLimited($this->actingAs($user)->patch('/profile', ['name' => 'Too many', 'email' => $user->email]), 'email');
        $this->assertSame('Name 5', $user->fresh()?->name);
    }
}
