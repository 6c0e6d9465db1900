<?php

namespace App\Settings;

use App\Enums\Gender;
use App\Models\User;
use App\Support\Countries;
use DateTimeZone;

/**
 * What each settings page needs beyond the settings themselves, which every page has (the
 * shared `settings` prop). A signed-out visitor gets the same pages; what they choose stays
 * in their browser.
 */
class SettingsPage
{
    /** Spec §9: the version the Advanced settings show. */
    public const APP_VERSION = '2.15.0';

    /**
     * @return array<string, mixed>
     */
    public function props(SettingsSection $section, ?User $user): array
    {
        return match ($section) {
            SettingsSection::Account => $user === null ? [] : [
                'mustVerifyEmail' => true,
                'pendingEmail' => $user->pending_email,
                'timezone' => $user->timezone,
                'timezones' => DateTimeZone::listIdentifiers(),
            ],
            SettingsSection::Privacy => [
                'choices' => UserSettings::choices()['privacy'],
                'audience' => $user === null ? null : [
                    'birth_year' => $user->birth_year,
                    'gender' => $user->gender?->value,
                    'country' => $user->country,
                ],
                'genders' => array_map(fn (Gender $gender) => ['value' => $gender->value, 'label' => $gender->label()], Gender::cases()),
                'countries' => Countries::options(),
            ],
            SettingsSection::Notifications, SettingsSection::Playback, SettingsSection::Appearance, SettingsSection::Downloads => [
                'choices' => UserSettings::choices()[$section->value],
            ],
            SettingsSection::Advanced => ['appVersion' => self::APP_VERSION],
            default => [],
        };
    }
}
