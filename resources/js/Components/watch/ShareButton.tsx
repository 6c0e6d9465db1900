import { useEffect, useState } from 'react';

import Icon from '@/Components/icons/Icon';
import { RailButtonContent, railButtonClass } from '@/Components/ui/RailButton';
import { t } from '@/lib/i18n';
import { copyLink } from '@/lib/share';

/** How long "Link copied" stays on screen. */
export const COPIED_NOTICE_MS = 2000;

function ShareIcon() {
    return (
        <Icon className="size-5">
            <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8M16 6l-4-4-4 4M12 2v13" />
        </Icon>
    );
}

/**
 * Copies the absolute link of `path` and says so for COPIED_NOTICE_MS. `pill` on the watch
 * page; `rail` in the blips feed's action rail, the notice beside it.
 */
export default function ShareButton({
    path,
    variant = 'pill',
}: {
    path: string;
    variant?: 'pill' | 'rail';
}) {
    const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

    useEffect(() => {
        if (status === 'idle') {
            return;
        }

        const timer = window.setTimeout(() => {
            setStatus('idle');
        }, COPIED_NOTICE_MS);

        return () => {
            window.clearTimeout(timer);
        };
    }, [status]);

    const share = async () => {
        // Refused (no clipboard permission, an insecure origin): say so rather than pretend.
        setStatus((await copyLink(path)) ? 'copied' : 'failed');
    };

    return (
        <div className="relative">
            {variant === 'rail' ? (
                <button
                    type="button"
                    onClick={() => void share()}
                    aria-label={t('Share: copy the link')}
                    className={railButtonClass}
                >
                    <RailButtonContent icon={<ShareIcon />} label={t('Share')} />
                </button>
            ) : (
                <button
                    type="button"
                    onClick={() => void share()}
                    className="inline-flex items-center gap-2 rounded-full bg-neutral-100 px-3 py-2 text-sm font-medium hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-800 dark:hover:bg-neutral-700"
                >
                    <ShareIcon />
                    {t('Share')}
                </button>
            )}
            <p
                role="status"
                className={
                    variant === 'rail'
                        ? 'absolute top-3 right-full mr-2 rounded-md bg-white text-xs font-medium whitespace-nowrap text-green-700 empty:hidden dark:bg-neutral-900 dark:text-green-400 [&:not(:empty)]:px-2 [&:not(:empty)]:py-1 [&:not(:empty)]:shadow'
                        : 'absolute top-full left-1/2 mt-1 -translate-x-1/2 text-xs whitespace-nowrap text-green-700 dark:text-green-400'
                }
            >
                {status === 'copied' && t('Link copied')}
                {status === 'failed' && (
                    <span className="text-red-700 dark:text-red-400">
                        {t('Could not copy the link')}
                    </span>
                )}
            </p>
        </div>
    );
}
