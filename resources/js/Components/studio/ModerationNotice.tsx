import Badge from '@/Components/ui/Badge';
import { t } from '@/lib/i18n';
import type { VideoModeration } from '@/types/models';

/**
 * Why a video left the lists, told to its owner: taken down by a moderator (with the reason),
 * or held while moderators review the reports many viewers sent.
 */
export default function ModerationNotice({ moderation }: { moderation: VideoModeration }) {
    if (moderation.state === 'removed') {
        return (
            <div className="flex max-w-60 flex-col items-start gap-1 text-xs text-red-700 dark:text-red-300">
                <Badge tone="red">{t('Taken down')}</Badge>
                {moderation.reason && <p>{t('Reason: :reason', { reason: moderation.reason })}</p>}
                <p>{t('Our moderators made it private: only you can see it.')}</p>
            </div>
        );
    }

    return (
        <div className="flex max-w-60 flex-col items-start gap-1 text-xs text-neutral-700 dark:text-neutral-300">
            <Badge tone="yellow">{t('Held for review')}</Badge>
            <p>
                {t(
                    'Many viewers reported it: it is left out of every list until our moderators decide. Its link still plays.',
                )}
            </p>
        </div>
    );
}
