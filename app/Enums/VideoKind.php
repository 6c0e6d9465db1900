<?php

namespace App\Enums;

enum VideoKind: string
{
    case Video = 'video';
    /** A blip: a vertical (9:16) short clip. */
    case Short = 'short';
    case Live = 'live';
}
