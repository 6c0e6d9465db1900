<?php

namespace App\Enums;

enum CommentStatus: string
{
    case Published = 'published';
    /** Held for the channel owner's review; shown in the studio only. */
    case Held = 'held';
}
