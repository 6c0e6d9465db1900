import { useEffect, useRef } from 'react';

import CloseIcon from '@/Components/icons/CloseIcon';
import Spinner from '@/Components/ui/Spinner';
import type { CommentChannel } from '@/Components/watch/CommentItem';
import CommentSection, { type CommentSort } from '@/Components/watch/CommentSection';
import { t } from '@/lib/i18n';
import type { CommentPage } from '@/types/models';

/**
 * The comments of the blip on screen, with posting as on the watch page: a sheet from the
 * bottom on phones and tablets (over a dimmed feed), a panel beside the feed on wide screens.
 * Escape or the close button closes it.
 */
export default function BlipComments({
    blipId,
    channel,
    count,
    enabled,
    comments,
    sort,
    loading,
    onClose,
}: {
    blipId: string;
    channel: CommentChannel;
    count: number;
    /** Off: the channel turned comments off for this blip. */
    enabled: boolean;
    comments: CommentPage;
    sort: CommentSort;
    loading: boolean;
    onClose: () => void;
}) {
    const closeRef = useRef<HTMLButtonElement>(null);

    useEffect(() => {
        closeRef.current?.focus();
    }, []);

    useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
            if (event.key === 'Escape') {
                onClose();
            }
        };
        window.addEventListener('keydown', onKeyDown);

        return () => {
            window.removeEventListener('keydown', onKeyDown);
        };
    }, [onClose]);

    return (
        <>
            <div
                aria-hidden="true"
                onClick={onClose}
                className="fixed inset-0 z-40 bg-black/50 lg:hidden"
            />
            <aside
                aria-label={t('Comments')}
                className="fixed inset-x-0 bottom-0 z-50 flex h-[75dvh] flex-col rounded-t-2xl bg-white shadow-2xl lg:static lg:z-auto lg:h-[calc(100dvh-4rem)] lg:w-[420px] lg:shrink-0 lg:rounded-none lg:border-s lg:border-neutral-200 lg:shadow-none dark:bg-neutral-900 lg:dark:border-neutral-800 lg:dark:bg-neutral-950"
            >
                <button
                    ref={closeRef}
                    type="button"
                    onClick={onClose}
                    aria-label={t('Close comments')}
                    className="absolute end-3 top-3 z-10 flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus lg:relative lg:end-auto lg:top-auto lg:ms-auto lg:me-2 lg:mt-2 dark:hover:bg-neutral-800"
                >
                    <CloseIcon />
                </button>
                <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-6 [&>section]:mt-3 lg:[&>section]:mt-0">
                    {loading ? (
                        <div className="flex justify-center py-10">
                            <Spinner label={t('Loading comments…')} />
                        </div>
                    ) : (
                        <CommentSection
                            videoId={blipId}
                            channel={channel}
                            count={count}
                            enabled={enabled}
                            comments={comments}
                            sort={sort}
                        />
                    )}
                </div>
            </aside>
        </>
    );
}
