<?php

namespace App\Settings;

/**
 * The pages of /settings/{section}, in the settings sidebar's order, with the Help screen
 * that shares their layout. The spec's paths, except two with an ampersand
 * (/settings/performance&playback, /settings/billing&payment), which redirect to these.
 */
enum SettingsSection: string
{
    case Account = 'account';
    case Notifications = 'notifications';
    case Privacy = 'privacy';
    case Playback = 'playback';
    case Appearance = 'appearance';
    case Downloads = 'downloads';
    case ConnectedApps = 'connected-apps';
    case Billing = 'billing';
    case Advanced = 'advance';
    case Help = 'help';

    /** The route's pattern for {section}: exactly these paths. */
    public static function pattern(): string
    {
        return implode('|', array_map(fn (self $section) => preg_quote($section->value, '/'), self::cases()));
    }

    /** The page component under resources/js/Pages. */
    public function component(): string
    {
        return 'Settings/'.match ($this) {
            self::ConnectedApps => 'ConnectedApps',
            default => ucfirst($this->name),
        };
    }
}
