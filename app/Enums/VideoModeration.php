<?php

namespace App\Enums;

/**
 * A video's standing with the moderators, when it has one. Both states keep it out of every
 * list; only a removed video stops playing for anyone but its owner.
 */
enum VideoModeration: string
{
    /** Reported by Report::HOLD_AFTER_ACCOUNTS accounts: waiting for a moderator. */
    case Held = 'held';
    /** A moderator took action. */
    case Removed = 'removed';
}
