<?php

namespace App\Enums;

/**
 * Where a report stands (spec §4): under review until a moderator decides that the video
 * breaks no rule (reviewed) or takes it down (action taken).
 */
enum ReportStatus: string
{
    case UnderReview = 'under_review';
    case Reviewed = 'reviewed';
    case ActionTaken = 'action_taken';

    public function label(): string
    {
        return match ($this) {
            self::UnderReview => __('Under review'),
            self::Reviewed => __('Reviewed'),
            self::ActionTaken => __('Action taken'),
        };
    }

    /**
     * What a moderator may decide.
     *
     * @return list<self>
     */
    public static function decisions(): array
    {
        return [self::Reviewed, self::ActionTaken];
    }
}
