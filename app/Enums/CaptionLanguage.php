<?php

namespace App\Enums;

/**
 * The languages a caption track may be in: ISO 639-1 codes of widely spoken languages, which
 * are also BCP 47 tags, as a `<track srclang>` wants.
 */
enum CaptionLanguage: string
{
    case Arabic = 'ar';
    case Chinese = 'zh';
    case Dutch = 'nl';
    case English = 'en';
    case French = 'fr';
    case German = 'de';
    case Hindi = 'hi';
    case Italian = 'it';
    case Japanese = 'ja';
    case Korean = 'ko';
    case Portuguese = 'pt';
    case Russian = 'ru';
    case Spanish = 'es';

    /** Each language names itself, as the player's captions menu shows it whatever the page's language. */
    public function label(): string
    {
        return match ($this) {
            self::Arabic => 'العربية',
            self::Chinese => '中文',
            self::Dutch => 'Nederlands',
            self::English => 'English',
            self::French => 'Français',
            self::German => 'Deutsch',
            self::Hindi => 'हिन्दी',
            self::Italian => 'Italiano',
            self::Japanese => '日本語',
            self::Korean => '한국어',
            self::Portuguese => 'Português',
            self::Russian => 'Русский',
            self::Spanish => 'Español',
        };
    }

    /**
     * @return list<array{value: string, label: string}>
     */
    public static function options(): array
    {
        return array_map(
            fn (self $language) => ['value' => $language->value, 'label' => $language->label()],
            self::cases(),
        );
    }
}
