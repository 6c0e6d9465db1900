<?php

namespace App\Enums;

/** What a viewer may share about themselves for the channels' audience figures. */
enum Gender: string
{
    case Female = 'female';
    case Male = 'male';
    case NonBinary = 'non-binary';

    public function label(): string
    {
        return match ($this) {
            self::Female => __('Female'),
            self::Male => __('Male'),
            self::NonBinary => __('Non-binary'),
        };
    }
}
