<?php

namespace App\Support;

use Collator;
use DateTimeZone;
use Locale;

/**
 * The countries a viewer can name on their profile: every ISO 3166-1 country the time-zone
 * database places a zone in (which is all of them), with its English name from ICU.
 */
final class Countries
{
    /** @var array<string, string>|null */
    private static ?array $names = null;

    /**
     * @return array<string, string> name by alpha-2 code, in name order
     */
    public static function names(): array
    {
        if (self::$names === null) {
            $names = [];
            // Every pair of letters asked of the zone index: a fraction of the time that opening
            // each of its 400-odd zones for its location takes, and the same countries.
            foreach (range('A', 'Z') as $first) {
                foreach (range('A', 'Z') as $second) {
                    if (self::offers($first.$second)) {
                        $names[$first.$second] = Locale::getDisplayRegion('-'.$first.$second, 'en') ?: $first.$second;
                    }
                }
            }
            (new Collator('en'))->asort($names);
            self::$names = $names;
        }

        return self::$names;
    }

    /**
     * Whether the code is one of names()' countries, without building the list.
     */
    public static function offers(string $code): bool
    {
        return preg_match('/^[A-Z]{2}$/', $code) === 1 && DateTimeZone::listIdentifiers(DateTimeZone::PER_COUNTRY, $code) !== [];
    }

    /**
     * @return list<array{code: string, name: string}>
     */
    public static function options(): array
    {
        $options = [];
        foreach (self::names() as $code => $name) {
            $options[] = ['code' => $code, 'name' => $name];
        }

        return $options;
    }
}
