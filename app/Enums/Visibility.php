<?php

namespace App\Enums;

enum Visibility: string
{
    case Public = 'public';
    /** Playable by anyone holding the link, never listed. */
    case Unlisted = 'unlisted';
    /** Seen by its owner alone. */
    case Private = 'private';
}
