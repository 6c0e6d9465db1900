<?php

namespace Tests\Feature\Console;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Tests\TestCase;

class MakeModeratorTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_makes_the_account_with_that_address_a_moderator(): void
    {
        $user = User::factory()->create(['email' => 'ada@example.test']);
        $other = User::factory()->create();

        $this->assertSame(0, Artisan::call('user:moderator', ['email' => 'ada@example.test']));

        $this->assertStringContainsString('ada@example.test is now a moderator.', Artisan::output());
        $user->refresh();
        $this->assertTrue($user->is_moderator);
        $this->assertFalse($other->fresh()?->is_moderator);
        $this->actingAs($user)->get('/moderation/reports')->assertOk();
    }

    public function test_revoke_takes_the_role_away(): void
    {
        $user = User::factory()->moderator()->create(['email' => 'ada@example.test']);

        $this->assertSame(0, Artisan::call('user:moderator', ['email' => 'ada@example.test', '--revoke' => true]));

        $this->assertStringContainsString('ada@example.test is no longer a moderator.', Artisan::output());
        $user->refresh();
        $this->assertFalse($user->is_moderator);
        $this->actingAs($user)->get('/moderation/reports')->assertForbidden();
    }

    public function test_asking_twice_changes_nothing_and_says_so(): void
    {
        User::factory()->moderator()->create(['email' => 'ada@example.test']);

        $this->assertSame(0, Artisan::call('user:moderator', ['email' => 'ada@example.test']));

        $this->assertStringContainsString('already a moderator', Artisan::output());
    }

    public function test_an_unknown_address_fails_and_says_so(): void
    {
        $this->assertSame(1, Artisan::call('user:moderator', ['email' => 'nobody@example.test']));

        $this->assertStringContainsString('No account has the e-mail address nobody@example.test.', Artisan::output());
    }
}
