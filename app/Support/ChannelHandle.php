<?php

namespace App\Support;

use Illuminate\Support\Str;

/**
 * The rules for a channel's @handle: 3–30 characters of lower-case letters, digits, dots,
 * underscores and hyphens, derived from the channel name.
 */
final class ChannelHandle
{
    public const MIN = 3;

    public const MAX = 30;

    private const FALLBACK = 'channel';

    public static function base(string $name): string
    {
        $slug = trim(Str::substr(Str::slug($name), 0, self::MAX), '-');

        if ($slug === '') {
            return self::FALLBACK;
        }

        return strlen($slug) < self::MIN ? $slug.'-'.self::FALLBACK : $slug;
    }

    /**
     * The base with a numeric suffix, shortened so the result still fits the maximum length.
     */
    public static function withSuffix(string $base, int $number): string
    {
        if ($number <= 1) {
            return $base;
        }

        $suffix = '-'.$number;

        return rtrim(substr($base, 0, self::MAX - strlen($suffix)), '-').$suffix;
    }

    public static function isValid(string $handle): bool
    {
        return preg_match('/^[a-z0-9._-]{'.self::MIN.','.self::MAX.'}$/', $handle) === 1;
    }
}
