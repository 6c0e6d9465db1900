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
            foreach (DateTimeZone::listIdentifiers() as $identifier) {
                $code = (new DateTimeZone($identifier))->getLocation()['country_code'] ?? '??';
                if (preg_match('/^[A-Z]{2}$/', $code) === 1) {
                    $names[$code] = Locale::getDisplayRegion('-'.$code, 'en') ?: $code;
                }
            }
            (new Collator('en'))->asort($names);
            self::$names = $names;
        }

        return self::$names;
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
