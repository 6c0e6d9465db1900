<?php

namespace App\Enums;

/**
 * How a visitor felt when they sent feedback (spec §3: happy, neutral, sad), with the labels
 * the form shows (spec §9).
 */
enum Mood: string
{
    case Happy = 'happy';
    case Neutral = 'neutral';
    case Sad = 'sad';

    public function label(): string
    {
        return match ($this) {
            self::Happy => __('Satisfied'),
            self::Neutral => __('Neutral'),
            self::Sad => __('Dissatisfied'),
        };
    }
}
