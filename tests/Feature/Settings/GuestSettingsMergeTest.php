<?php

namespace Tests\Feature\Settings;

use App\Models\User;
use App\Models\Video;
use App\Models\WatchHistory;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/**
 * A signed-out visitor's settings live in their browser; signing in or registering sends them
 * along with the rest of the guest library, and the account takes each one it never chose.
 */
class GuestSettingsMergeTest extends TestCase
{
    use RefreshDatabase;

    public function test_signing_in_takes_the_visitors_settings_the_account_never_chose(): void
    {
        $user = User::factory()->create();
        $user->settings = $user->settings->with('appearance', ['theme' => 'light', 'compact_mode' => false, 'reduced_motion' => false, 'font_size' => 'small', 'language' => 'en']);
        $user->save();

        $this->post('/login', [
            'email' => $user->email,
            'password' => 'password',
            'guest_library' => ['settings' => [
                'appearance' => ['theme' => 'dark', 'font_size' => 'x-large'],
                'playback' => ['autoplay' => false, 'playback_speed' => 1.5, 'subtitles' => 'sometimes'],
                'privacy' => 'everything',
                'made_up' => ['x' => 1],
            ]],
        ])->assertRedirect('/');

        $settings = $user->fresh()?->settings;
        $this->assertSame('light', $settings?->get('appearance', 'theme'), 'the account chose its theme already');
        $this->assertSame('small', $settings?->get('appearance', 'font_size'));
        $this->assertFalse($settings?->flag('playback', 'autoplay'));
        $this->assertSame(1.5, $settings?->get('playback', 'playback_speed'));
        $this->assertFalse($settings?->flag('playback', 'subtitles'), 'an invalid value is skipped');
        $this->assertEqualsCanonicalizing(['appearance', 'playback'], array_keys($settings?->stored() ?? []));
    }

    public function test_registering_takes_all_of_them_and_a_paused_history_keeps_the_visitors_watches_out(): void
    {
        $video = Video::factory()->create();

        $this->post('/register', [
            'name' => 'New Viewer',
            'email' => 'new@example.test',
            'password' => 'a-long-password-1',
            'password_confirmation' => 'a-long-password-1',
            'guest_library' => [
                'settings' => ['appearance' => ['reduced_motion' => true], 'privacy' => ['pause_watch_history' => true]],
                'history' => [['video_id' => $video->public_id, 'watched_at' => now()->toIso8601String(), 'position' => 3]],
            ],
        ])->assertRedirect('/');

        $settings = User::query()->where('email', 'new@example.test')->sole()->settings;
        $this->assertTrue($settings->flag('appearance', 'reduced_motion'));
        $this->assertTrue($settings->pausesWatchHistory());
        $this->assertSame(0, WatchHistory::query()->count());
    }

    public function test_a_signed_in_browser_hands_over_leftover_settings(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->post('/guest-library/merge', ['guest_library' => ['settings' => ['appearance' => ['theme' => 'dark']]]])
            ->assertRedirect();

        $this->assertSame('dark', $user->fresh()?->settings->get('appearance', 'theme'));
    }
}
