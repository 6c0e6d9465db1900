<?php

namespace Tests\Feature\Settings;

use App\Models\User;
use App\Settings\SettingsPage;
use App\Settings\SettingsSection;
use App\Settings\UserSettings;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class SettingsPagesTest extends TestCase
{
    use RefreshDatabase;

    public function test_settings_redirects_to_the_account_section(): void
    {
        $this->get('/settings')->assertRedirect('/settings/account');
        $this->actingAs(User::factory()->create())->get('/settings')->assertRedirect('/settings/account');
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function oddPaths(): array
    {
        return [
            'performance & playback' => ['/settings/performance&playback', '/settings/playback'],
            'billing & payment' => ['/settings/billing&payment', '/settings/billing'],
            'performance & playback, encoded' => ['/settings/performance%26playback', '/settings/playback'],
            'billing & payment, encoded' => ['/settings/billing%26payment', '/settings/billing'],
        ];
    }

    #[DataProvider('oddPaths')]
    public function test_the_specs_paths_with_an_ampersand_lead_to_the_clean_ones(string $path, string $clean): void
    {
        $this->get($path)->assertRedirect($clean);
    }

    /**
     * @return array<string, array{SettingsSection}>
     */
    public static function sections(): array
    {
        return array_combine(
            array_map(fn (SettingsSection $section) => $section->value, SettingsSection::cases()),
            array_map(fn (SettingsSection $section) => [$section], SettingsSection::cases()),
        );
    }

    #[DataProvider('sections')]
    public function test_every_section_opens_for_guests_and_accounts(SettingsSection $section): void
    {
        $this->get("/settings/{$section->value}")->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component($section->component())->has('settings.appearance'));

        $this->actingAs(User::factory()->create())->get("/settings/{$section->value}")->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component($section->component()));
    }

    public function test_an_unknown_section_is_a_404(): void
    {
        $this->get('/settings/everything')->assertNotFound();
        $this->get('/settings/Account')->assertNotFound();
    }

    public function test_every_page_shares_the_defaults_with_a_guest(): void
    {
        // JSON has one kind of number: a speed of 1.0 arrives as 1.
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('settings', fn ($shared) => $shared->toArray() == UserSettings::defaults()->toArray()));
    }

    public function test_the_defaults_are_the_specs(): void
    {
        $defaults = UserSettings::defaults()->toArray();

        $this->assertSame(['theme' => 'system', 'compact_mode' => false, 'reduced_motion' => false, 'font_size' => 'medium', 'language' => 'en'], $defaults['appearance']);
        $this->assertSame('daily', $defaults['notifications']['email_frequency']);
        $this->assertSame(['download_over_wifi' => true, 'download_quality' => '720p', 'storage_location' => 'internal', 'delete_watched' => false, 'auto_download' => false, 'download_limit' => '10gb'], $defaults['downloads']);
        $this->assertSame(1.0, $defaults['playback']['playback_speed']);
        $this->assertTrue($defaults['playback']['inline_playback']);
        $this->assertFalse($defaults['privacy']['show_subscriptions']);
        $this->assertSame(['small', 'medium', 'large', 'x-large'], UserSettings::choices()['appearance']['font_size']);
        $this->assertSame(['en', 'es', 'fr', 'de', 'ja'], UserSettings::choices()['appearance']['language']);
        $this->assertSame(['all', 'necessary', 'custom'], UserSettings::choices()['privacy']['cookie_preference']);
        $this->assertSame(['2gb', '5gb', '10gb', '20gb', 'unlimited'], UserSettings::choices()['downloads']['download_limit']);
    }

    public function test_an_account_shares_what_it_chose(): void
    {
        $user = User::factory()->create();
        $user->settings = $user->settings->with('appearance', ['theme' => 'dark', 'font_size' => 'x-large']);
        $user->save();

        $this->actingAs($user)->get('/')->assertInertia(fn (Assert $page) => $page
            ->where('settings.appearance.theme', 'dark')
            ->where('settings.appearance.font_size', 'x-large')
            ->where('settings.appearance.compact_mode', false));
    }

    public function test_until_an_account_chooses_a_language_it_shares_the_one_the_page_speaks(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->get('/settings/appearance', ['Accept-Language' => 'de-DE,de;q=0.9'])
            ->assertInertia(fn (Assert $page) => $page->where('settings.appearance.language', app()->getLocale()));
        $this->assertNull($user->preferredLocale());

        $user->settings = $user->settings->with('appearance', ['language' => 'ja']);
        $user->save();
        $this->assertSame('ja', $user->fresh()?->preferredLocale());
    }

    public function test_the_account_page_brings_the_time_zones_and_the_pending_address(): void
    {
        $user = User::factory()->create();
        $user->forceFill(['timezone' => 'Europe/Lisbon', 'pending_email' => 'new@example.test'])->save();

        $this->actingAs($user)->get('/settings/account')->assertInertia(fn (Assert $page) => $page
            ->where('timezone', 'Europe/Lisbon')
            ->where('pendingEmail', 'new@example.test')
            ->where('timezones', fn ($zones) => collect($zones)->contains('Asia/Tokyo')));
    }

    public function test_the_privacy_page_brings_the_audience_form(): void
    {
        $user = User::factory()->create();
        $user->forceFill(['birth_year' => 1990, 'gender' => 'female', 'country' => 'JP'])->save();

        $this->actingAs($user)->get('/settings/privacy')->assertInertia(fn (Assert $page) => $page
            ->where('audience', ['birth_year' => 1990, 'gender' => 'female', 'country' => 'JP'])
            ->has('genders', 3)
            ->where('choices.cookie_preference', ['all', 'necessary', 'custom']));
    }

    public function test_the_advanced_page_shows_the_app_version(): void
    {
        $this->get('/settings/advance')->assertInertia(fn (Assert $page) => $page->where('appVersion', SettingsPage::APP_VERSION));
        $this->assertSame('2.15.0', SettingsPage::APP_VERSION);
    }

    public function test_the_first_paint_carries_an_accounts_appearance_and_leaves_a_guests_to_the_browser(): void
    {
        $user = User::factory()->create();
        $user->settings = $user->settings->with('appearance', ['theme' => 'dark', 'font_size' => 'x-large', 'reduced_motion' => true]);
        $user->save();

        $page = (string) $this->actingAs($user)->get('/')->getContent();
        $this->assertMatchesRegularExpression('/\}\)\(\{"theme":"dark","compact_mode":false,"reduced_motion":true,"font_size":"x-large","language":"[a-z]{2}"\}\);/', $page);

        $this->app['auth']->forgetGuards();
        $this->assertStringContainsString('})(null);', (string) $this->get('/')->getContent());
    }

    public function test_a_guests_language_comes_from_the_cookie_their_browser_writes(): void
    {
        $this->withUnencryptedCookie('locale', 'ja')->get('/settings/appearance')
            ->assertInertia(fn (Assert $page) => $page->where('locale', 'ja')->where('settings.appearance.language', 'ja'));
        $this->withUnencryptedCookie('locale', 'klingon')->get('/settings/appearance', ['Accept-Language' => 'en'])
            ->assertInertia(fn (Assert $page) => $page->where('locale', 'en'));
    }
}
