<?php

namespace App\Enums;

/** The languages the interface speaks; the value is the locale Laravel and Intl use. */
enum Language: string
{
    case English = 'en';
    case Spanish = 'es';
    case French = 'fr';
    case German = 'de';
    case Japanese = 'ja';

    /** Each language names itself, so a reader finds their own whatever the page's language. */
    public function label(): string
    {
        return match ($this) {
            self::English => 'English',
            self::Spanish => 'Español',
            self::French => 'Français',
            self::German => 'Deutsch',
            self::Japanese => '日本語',
        };
    }

    /**
     * @return list<string>
     */
    public static function locales(): array
    {
        return array_column(self::cases(), 'value');
    }
}
