<?php

namespace App\Studio\Analytics;

/**
 * The periods the analytics page offers, as its `?period=` values. Each but Lifetime is the
 * last N days of the creator's calendar, today included, and compares with the N days before.
 */
enum AnalyticsPeriod: string
{
    case Week = '7d';
    case Month = '28d';
    case Quarter = '90d';
    case Year = '365d';
    case Lifetime = 'lifetime';

    public const DEFAULT = self::Month;

    /**
     * The period a query string asks for; anything else (unknown, an array) is the default,
     * as the Content page's filters treat theirs.
     */
    public static function fromQuery(mixed $value): self
    {
        return (is_string($value) ? self::tryFrom($value) : null) ?? self::DEFAULT;
    }

    /**
     * Days in the period; null for Lifetime, which starts with the channel's first day.
     */
    public function days(): ?int
    {
        return match ($this) {
            self::Week => 7,
            self::Month => 28,
            self::Quarter => 90,
            self::Year => 365,
            self::Lifetime => null,
        };
    }

    public function label(): string
    {
        return match ($this) {
            self::Week => __('Last 7 days'),
            self::Month => __('Last 28 days'),
            self::Quarter => __('Last 90 days'),
            self::Year => __('Last 365 days'),
            self::Lifetime => __('Lifetime'),
        };
    }
}
