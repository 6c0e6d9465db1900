<?php

namespace App\Library;

/**
 * The two parts of /subscriptions, kept in `?tab=`: the latest videos of the subscribed
 * channels (the default) and the channels themselves.
 */
enum SubscriptionsTab: string
{
    case Videos = 'videos';
    case Channels = 'channels';

    public static function fromQuery(mixed $value): self
    {
        return is_string($value) ? (self::tryFrom($value) ?? self::Videos) : self::Videos;
    }

    /**
     * @return list<array{value: string, label: string}>
     */
    public static function options(): array
    {
        return [
            ['value' => self::Videos->value, 'label' => __('Latest videos')],
            ['value' => self::Channels->value, 'label' => __('Channels')],
        ];
    }
}
