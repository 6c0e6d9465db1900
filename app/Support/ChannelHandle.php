<?php

namespace App\Support;

use Illuminate\Support\Str;

/**
 * The rules for a channel's @handle: 3–30 characters of lower-case letters, digits, dots,
 * underscores and hyphens, derived from the channel name or chosen by its owner.
 */
final class ChannelHandle
{
    public const MIN = 3;

    public const MAX = 30;

    private const FALLBACK = 'channel';

    /**
     * Words that would pass for the platform itself or for one of its pages.
     *
     * @var list<string>
     */
    private const RESERVED = [
        'about', 'admin', 'administrator', 'api', 'blips', 'channel', 'channels', 'gaming', 'help',
        'history', 'home', 'liked', 'login', 'logout', 'me', 'moderator', 'music', 'news', 'null',
        'official', 'register', 'root', 'search', 'settings', 'staff', 'studio', 'subscriptions',
        'support', 'system', 'trending', 'undefined', 'watch', 'watch-later',
    ];

    /** No handle may pose as the platform's own, whatever surrounds the name. */
    private const PLATFORM = 'blipstream';

    public static function base(string $name): string
    {
        $slug = trim(Str::substr(Str::slug($name), 0, self::MAX), '-');

        if ($slug === '') {
            return self::FALLBACK;
        }

        // A reserved word or a bare number (which /channel/{number} reads as an id) gets a suffix.
        return strlen($slug) < self::MIN || in_array($slug, self::RESERVED, true) || ctype_digit($slug)
            ? rtrim(substr($slug, 0, self::MAX - strlen(self::FALLBACK) - 1), '-').'-'.self::FALLBACK
            : $slug;
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

    /**
     * What a handle typed by its owner becomes: without the "@" and spaces around it, in
     * lower case, since handles are unique whatever their case.
     */
    public static function normalize(string $typed): string
    {
        return strtolower(ltrim(trim($typed), '@'));
    }

    /**
     * Why the owner may not choose this (normalized) handle, or null when they may. Taken
     * handles are the caller's to check.
     */
    public static function problem(string $handle): ?string
    {
        $length = strlen($handle);

        return match (true) {
            $length < self::MIN || $length > self::MAX => __('A handle has :min to :max characters.', ['min' => self::MIN, 'max' => self::MAX]),
            ! self::isValid($handle) => __('Use only letters, digits, dots, hyphens and underscores.'),
            preg_match('/^[a-z0-9].*[a-z0-9]$/', $handle) !== 1 => __('A handle starts and ends with a letter or a digit.'),
            preg_match('/[._-]{2}/', $handle) === 1 => __('A handle cannot have two dots, hyphens or underscores in a row.'),
            ctype_digit($handle) => __('A handle needs at least one letter.'),
            self::isReserved($handle) => __('This handle is reserved. Please choose another one.'),
            default => null,
        };
    }

    private static function isReserved(string $handle): bool
    {
        return in_array($handle, self::RESERVED, true) || str_contains(str_replace(['.', '_', '-'], '', $handle), self::PLATFORM);
    }
}
