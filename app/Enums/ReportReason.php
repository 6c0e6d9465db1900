<?php

namespace App\Enums;

/**
 * Why a viewer reports a video: the fixed list the report dialog offers.
 */
enum ReportReason: string
{
    case SexualContent = 'sexual_content';
    case ViolentOrRepulsive = 'violent_or_repulsive';
    case HatefulOrAbusive = 'hateful_or_abusive';
    case HarassmentOrBullying = 'harassment_or_bullying';
    case HarmfulOrDangerous = 'harmful_or_dangerous';
    case Misinformation = 'misinformation';
    case ChildAbuse = 'child_abuse';
    case PromotesTerrorism = 'promotes_terrorism';
    case SpamOrMisleading = 'spam_or_misleading';
    case LegalIssue = 'legal_issue';
    case CaptionsIssue = 'captions_issue';

    public function label(): string
    {
        return match ($this) {
            self::SexualContent => 'Sexual content',
            self::ViolentOrRepulsive => 'Violent or repulsive content',
            self::HatefulOrAbusive => 'Hateful or abusive content',
            self::HarassmentOrBullying => 'Harassment or bullying',
            self::HarmfulOrDangerous => 'Harmful or dangerous acts',
            self::Misinformation => 'Misinformation',
            self::ChildAbuse => 'Child abuse',
            self::PromotesTerrorism => 'Promotes terrorism',
            self::SpamOrMisleading => 'Spam or misleading',
            self::LegalIssue => 'Legal issue',
            self::CaptionsIssue => 'Captions issue',
        };
    }

    /**
     * The dialog's choices, in this order.
     *
     * @return list<array{value: string, label: string}>
     */
    public static function options(): array
    {
        return array_map(fn (self $reason) => ['value' => $reason->value, 'label' => $reason->label()], self::cases());
    }
}
