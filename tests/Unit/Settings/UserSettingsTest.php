<?php

namespace Tests\Unit\Settings;

use App\Settings\UserSettings;
use PHPUnit\Framework\TestCase;

class UserSettingsTest extends TestCase
{
    public function test_a_document_keeps_only_valid_known_values_and_reads_the_rest_as_defaults(): void
    {
        $settings = UserSettings::fromArray([
            'appearance' => ['theme' => 'dark', 'font_size' => 'huge', 'colour' => 'red'],
            'playback' => ['playback_speed' => '1.25', 'autoplay' => 'yes'],
            'privacy' => 'all of it',
            'unknown' => ['x' => true],
        ]);

        $this->assertEquals(['appearance' => ['theme' => 'dark'], 'playback' => ['playback_speed' => 1.25]], $settings->stored());
        $this->assertSame('medium', $settings->get('appearance', 'font_size'));
        $this->assertTrue($settings->flag('playback', 'autoplay'));
        $this->assertEquals(UserSettings::defaults()->toArray()['privacy'], $settings->toArray()['privacy']);
    }

    public function test_keep_history_paused_holds_both_pauses_on(): void
    {
        $kept = UserSettings::defaults()->with('privacy', ['keep_history_paused' => true, 'pause_watch_history' => false, 'pause_search_history' => false]);

        $this->assertTrue($kept->pausesWatchHistory());
        $this->assertTrue($kept->pausesSearchHistory());
        $this->assertFalse(UserSettings::defaults()->pausesWatchHistory());
    }

    public function test_a_visitors_settings_fill_only_what_the_account_never_chose(): void
    {
        $account = UserSettings::defaults()->with('appearance', ['theme' => 'light']);

        $merged = $account->withMissingFrom([
            'appearance' => ['theme' => 'dark', 'font_size' => 'large', 'language' => 'klingon'],
            'playback' => ['autoplay' => false],
            'notifications' => 'on',
        ]);

        $this->assertSame('light', $merged->get('appearance', 'theme'));
        $this->assertSame('large', $merged->get('appearance', 'font_size'));
        $this->assertNull($merged->language());
        $this->assertFalse($merged->flag('playback', 'autoplay'));
    }

    public function test_email_frequency_is_null_while_email_is_off(): void
    {
        $this->assertNull(UserSettings::defaults()->emailFrequency());
        $this->assertSame('daily', UserSettings::defaults()->with('notifications', ['email_notifications' => true])->emailFrequency());
    }
}
