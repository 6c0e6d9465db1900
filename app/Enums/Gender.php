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
            self::Female => 'Female',
            self::Male => 'Male',
            self::NonBinary => 'Non-binary',
        };
    }
}
