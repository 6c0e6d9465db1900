<?php

namespace Tests\Feature\Console;

use App\Models\Channel;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Tests\TestCase;

class VerifyChannelTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_verifies_the_channel_with_that_handle_only(): void
    {
        $this->freezeSecond();
        $channel = Channel::factory()->create(['handle' => 'bergen-walks']);
        $other = Channel::factory()->create();

        $this->assertSame(0, Artisan::call('channel:verify', ['handle' => '@bergen-walks']));

        $this->assertStringContainsString('@bergen-walks is verified.', Artisan::output());
        $this->assertTrue(now()->equalTo($channel->fresh()?->verified_at));
        $this->assertFalse((bool) $other->fresh()?->isVerified());
    }

    public function test_verifying_again_keeps_the_first_date(): void
    {
        $channel = Channel::factory()->create(['handle' => 'bergen-walks']);
        $channel->forceFill(['verified_at' => now()->subYear()])->save();

        $this->assertSame(0, Artisan::call('channel:verify', ['handle' => 'bergen-walks']));

        $this->assertStringContainsString('already verified', Artisan::output());
        $this->assertTrue(now()->subYear()->isSameDay($channel->fresh()?->verified_at));
    }

    public function test_an_unknown_handle_fails_and_says_so(): void
    {
        $this->assertSame(1, Artisan::call('channel:verify', ['handle' => 'nobody']));

        $this->assertStringContainsString('No channel has the handle @nobody.', Artisan::output());
    }
}
