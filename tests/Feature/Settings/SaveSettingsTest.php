<?php

namespace Tests\Feature\Settings;

use App\Models\User;
use App\Settings\UserSettings;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class SaveSettingsTest extends TestCase
{
    use RefreshDatabase;

    /** A valid value other than the default for every setting. */
    private const CHANGED = [
        'account' => ['phone' => '+44 20 7946 0958'],
        'notifications' => [
            'subscriptions' => false, 'recommended' => false, 'activity_sharing' => true, 'mentions' => true,
            'replies' => true, 'channel_activity' => true, 'premieres' => false, 'live_streams' => false,
            'email_notifications' => true, 'push_notifications' => true, 'email_frequency' => 'weekly',
        ],
        'privacy' => [
            'keep_history_paused' => true, 'pause_watch_history' => true, 'pause_search_history' => true,
            'manage_activity_data' => false, 'show_subscriptions' => true, 'show_liked_videos' => true,
            'show_saved_playlists' => true, 'ad_personalization' => true, 'cookie_preference' => 'custom',
        ],
        'playback' => [
            'autoplay' => false, 'subtitles' => true, 'quality_on_mobile' => '360p', 'quality_on_wifi' => '1080p',
            'playback_speed' => 1.5, 'miniplayer' => false, 'ambient_mode' => true, 'data_usage' => 'data_saver',
            'av1_preference' => 'always', 'inline_playback' => false,
        ],
        'appearance' => ['theme' => 'dark', 'compact_mode' => true, 'reduced_motion' => true, 'font_size' => 'x-large', 'language' => 'ja'],
        'advanced' => [
            'enable_stats' => true, 'enable_debug_mode' => true, 'enable_experimental_features' => true,
            'enable_background_playback' => true, 'enable_picture_in_picture' => false, 'enable_hardware_acceleration' => false,
        ],
        'downloads' => [
            'download_over_wifi' => false, 'download_quality' => '1080p', 'storage_location' => 'sd_card',
            'delete_watched' => true, 'auto_download' => true, 'download_limit' => 'unlimited',
        ],
    ];

    /**
     * @return array<string, array{string}>
     */
    public static function sections(): array
    {
        return array_combine(UserSettings::sections(), array_map(fn (string $section) => [$section], UserSettings::sections()));
    }

    public function test_the_valid_values_cover_every_setting(): void
    {
        foreach (UserSettings::sections() as $section) {
            $this->assertSame(UserSettings::keys($section), array_keys(self::CHANGED[$section]), $section);
        }
    }

    #[DataProvider('sections')]
    public function test_saving_a_section_stores_every_field_and_only_that_section(string $section): void
    {
        $user = User::factory()->create();
        $other = User::factory()->create();

        $this->actingAs($user)->from("/settings/{$section}")->patch("/settings/{$section}", self::CHANGED[$section])
            ->assertSessionHasNoErrors()
            ->assertRedirect("/settings/{$section}");

        $saved = $user->fresh()?->settings;
        $this->assertEquals(self::CHANGED[$section], $saved?->toArray()[$section]);
        $this->assertSame([$section], array_keys($saved->stored()), 'only the saved section is stored');
        $this->assertNull($other->fresh()?->getRawOriginal('settings'), 'nobody else changes');
    }

    #[DataProvider('sections')]
    public function test_a_guest_cannot_save_to_an_account(string $section): void
    {
        $this->patch("/settings/{$section}", self::CHANGED[$section])->assertRedirect('/login');
    }

    /**
     * Every field with a list, an object, a wrong type and an unknown value in its place.
     *
     * @return iterable<string, array{string, string, mixed}>
     */
    public static function badFields(): iterable
    {
        foreach (self::CHANGED as $section => $fields) {
            foreach ($fields as $key => $value) {
                yield "{$section}.{$key} as a list" => [$section, $key, ['x']];
                yield "{$section}.{$key} as an object" => [$section, $key, ['a' => 'b']];
                yield "{$section}.{$key} unknown" => [$section, $key, is_bool($value) ? 'maybe' : 'nonsense-value'];
                if (! is_bool($value) && $key !== 'phone') {
                    yield "{$section}.{$key} as a flag" => [$section, $key, true];
                    yield "{$section}.{$key} missing" => [$section, $key, null];
                }
            }
        }
        yield 'a speed between the choices' => ['playback', 'playback_speed', 1.1];
        yield 'a huge speed' => ['playback', 'playback_speed', '1e400'];
        yield 'a phone of letters' => ['account', 'phone', 'call me'];
        yield 'a phone too long' => ['account', 'phone', str_repeat('1', UserSettings::PHONE_MAX + 1)];
    }

    #[DataProvider('badFields')]
    public function test_a_bad_field_is_refused_by_name_and_nothing_changes(string $section, string $key, mixed $value): void
    {
        $user = User::factory()->create();
        $payload = [...self::CHANGED[$section], $key => $value];
        if ($value === null) {
            unset($payload[$key]);
        }

        $this->actingAs($user)->from("/settings/{$section}")->patch("/settings/{$section}", $payload)
            ->assertRedirect("/settings/{$section}")
            ->assertSessionHasErrors($key);

        $this->assertNull($user->fresh()?->getRawOriginal('settings'));
    }

    public function test_an_unknown_key_is_refused_by_its_name(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->from('/settings/appearance')
            ->patch('/settings/appearance', [...self::CHANGED['appearance'], 'colour' => 'red', 'autoplay' => true])
            ->assertSessionHasErrors(['colour', 'autoplay'])
            ->assertSessionDoesntHaveErrors(['theme']);

        $this->assertNull($user->fresh()?->getRawOriginal('settings'));
    }

    public function test_an_emptied_phone_clears_it(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->patch('/settings/account', ['phone' => '+1 555 0100'])->assertSessionHasNoErrors();

        $this->actingAs($user)->patch('/settings/account', ['phone' => ''])->assertSessionHasNoErrors();

        $this->assertNull($user->fresh()?->settings->get('account', 'phone'));
    }

    public function test_the_header_toggle_saves_the_theme_and_lands_back_where_it_was(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->from('/trending')
            ->patch('/settings/appearance', [...UserSettings::defaults()->toArray()['appearance'], 'theme' => 'dark'])
            ->assertRedirect('/trending');

        $this->assertSame('dark', $user->fresh()?->settings->get('appearance', 'theme'));
    }
}
