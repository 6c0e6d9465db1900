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
            self::SexualContent => __('Sexual content'),
            self::ViolentOrRepulsive => __('Violent or repulsive content'),
            self::HatefulOrAbusive => __('Hateful or abusive content'),
            self::HarassmentOrBullying => __('Harassment or bullying'),
            self::HarmfulOrDangerous => __('Harmful or dangerous acts'),
            self::Misinformation => __('Misinformation'),
            self::ChildAbuse => __('Child abuse'),
            self::PromotesTerrorism => __('Promotes terrorism'),
            self::SpamOrMisleading => __('Spam or misleading'),
            self::LegalIssue => __('Legal issue'),
            self::CaptionsIssue => __('Captions issue'),
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
