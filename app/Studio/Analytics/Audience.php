<?php

namespace App\Studio\Analytics;

use App\Enums\Gender;
use App\Support\Countries;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\DB;
use Locale;

/**
 * Age, gender and country of the signed-in viewers of a period, from what each chose to
 * share on their profile (never guessed, never from their address). Each viewer counts once.
 * A dimension shows only from MIN_VIEWERS viewers who shared it, and a group smaller than
 * MIN_GROUP joins "Other", so no share points at a handful of people.
 */
final class Audience
{
    public const MIN_VIEWERS = 20;

    public const MIN_GROUP = 5;

    /** Lower bounds of the age groups, in years. */
    private const AGE_GROUPS = [13, 18, 25, 35, 45, 55, 65];

    /**
     * @param  Builder  $viewers  a query selecting the user_id of each view of the period
     * @return array{
     *     age: list<array{group: string, percentage: float}>|null,
     *     gender: list<array{group: string, percentage: float}>|null,
     *     geography: list<array{group: string, percentage: float}>|null,
     * } null where fewer than MIN_VIEWERS viewers shared it
     */
    public static function of(Builder $viewers, int $currentYear): array
    {
        $shared = DB::table('users')
            ->whereIn('id', $viewers)
            ->where(fn (Builder $query) => $query->whereNotNull('birth_year')->orWhereNotNull('gender')->orWhereNotNull('country'))
            ->get(['birth_year', 'gender', 'country']);

        // Viewers counted per value they shared, then each value named once: a thousand
        // viewers share a few dozen birth years and countries.
        $years = [];
        $genderValues = [];
        $countryCodes = [];
        foreach ($shared as $viewer) {
            if ($viewer->birth_year !== null) {
                $years[(int) $viewer->birth_year] = ($years[(int) $viewer->birth_year] ?? 0) + 1;
            }
            if ($viewer->gender !== null) {
                $genderValues[(string) $viewer->gender] = ($genderValues[(string) $viewer->gender] ?? 0) + 1;
            }
            if ($viewer->country !== null) {
                $countryCodes[(string) $viewer->country] = ($countryCodes[(string) $viewer->country] ?? 0) + 1;
            }
        }

        return [
            'age' => self::shares(
                self::countsByGroup($years, fn (int $year) => self::ageGroup($currentYear - $year)),
                array_map(self::ageLabel(...), array_keys(self::AGE_GROUPS)),
            ),
            'gender' => self::shares(
                self::countsByGroup($genderValues, fn (string $gender) => Gender::tryFrom($gender)?->label() ?? 'Other'),
                array_map(fn (Gender $gender) => $gender->label(), Gender::cases()),
            ),
            'geography' => self::shares(self::countsByGroup($countryCodes, self::countryName(...)), null),
        ];
    }

    /**
     * @template TValue of int|string
     *
     * @param  array<TValue, int>  $counts  viewers by the value they shared, in the order first seen
     * @param  callable(TValue): string  $group
     * @return array<string, int> viewers by group, in the order first seen
     */
    private static function countsByGroup(array $counts, callable $group): array
    {
        $groups = [];
        foreach ($counts as $value => $count) {
            $name = $group($value);
            $groups[$name] = ($groups[$name] ?? 0) + $count;
        }

        return $groups;
    }

    /**
     * @param  array<string, int>  $counts  viewers by group
     * @param  list<string>|null  $order  the groups' fixed order, or null for the largest first
     * @return list<array{group: string, percentage: float}>|null
     */
    private static function shares(array $counts, ?array $order): ?array
    {
        $total = array_sum($counts);
        if ($total < self::MIN_VIEWERS) {
            return null;
        }

        if ($order === null) {
            arsort($counts);
        } else {
            $counts = array_filter(array_replace(array_fill_keys($order, 0), $counts));
        }

        $shown = [];
        $other = 0;
        foreach ($counts as $group => $count) {
            if ($count < self::MIN_GROUP || $group === 'Other') {
                $other += $count;
            } else {
                $shown[] = ['group' => (string) $group, 'percentage' => round(100 * $count / $total, 1)];
            }
        }
        if ($other > 0) {
            $shown[] = ['group' => __('Other'), 'percentage' => round(100 * $other / $total, 1)];
        }

        return $shown;
    }

    /** A profile's country in the page's language; a code no longer offered counts as Other. */
    private static function countryName(string $code): string
    {
        if (! Countries::offers($code)) {
            return 'Other';
        }

        return Locale::getDisplayRegion('-'.$code, App::getLocale()) ?: $code;
    }

    private static function ageGroup(int $age): string
    {
        $index = 0;
        foreach (self::AGE_GROUPS as $i => $from) {
            if ($age >= $from) {
                $index = $i;
            }
        }

        return self::ageLabel($index);
    }

    private static function ageLabel(int $index): string
    {
        $from = self::AGE_GROUPS[$index];
        $next = self::AGE_GROUPS[$index + 1] ?? null;

        return $next === null ? "{$from}+" : $from.'–'.($next - 1);
    }
}
