<?php

namespace App\Library;

/**
 * The ids a signed-out visitor's browser sends to have its stored library shown: a
 * comma-separated query value, read leniently. Anything that is not an id is dropped, as are
 * repeats and whatever comes after the first $max.
 */
final class GuestIds
{
    /**
     * @return list<string> video public ids, in the order sent
     */
    public static function videos(mixed $value, int $max): array
    {
        return self::parse($value, $max, fn (string $id) => preg_match('/^[A-Za-z0-9_-]{11}$/', $id) === 1 ? $id : null);
    }

    /**
     * @return list<int> channel ids, in the order sent
     */
    public static function channels(mixed $value, int $max): array
    {
        return self::parse($value, $max, function (string $id) {
            $number = filter_var($id, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => PHP_INT_MAX]]);

            return $number === false || strlen($id) > 18 ? null : $number;
        });
    }

    /**
     * @template T of int|string
     *
     * @param  callable(string): (T|null)  $read
     * @return list<T>
     */
    private static function parse(mixed $value, int $max, callable $read): array
    {
        if (! is_string($value) || $value === '') {
            return [];
        }

        $ids = [];
        foreach (array_slice(explode(',', $value, $max + 1), 0, $max) as $part) {
            $id = $read(trim($part));
            if ($id !== null) {
                $ids[$id] = $id;
            }
        }

        return array_values($ids);
    }
}
