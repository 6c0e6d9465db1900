import { useId, useState } from 'react';

import ChevronDownIcon from '@/Components/icons/ChevronDownIcon';
import { useCommentReplies } from '@/hooks/useCommentReplies';
import { formatCount } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { VideoComment } from '@/types/models';

import CommentItem, { type CommentChannel } from './CommentItem';

const TEXT_BUTTON =
    'rounded-full px-3 py-1.5 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-focus dark:text-blue-400 dark:hover:bg-blue-950/50';

/**
 * A top-level comment with its replies folded under "N replies": unfolding fetches them a
 * page at a time, and posting a reply unfolds the thread to show it.
 */
export default function CommentThread({
    comment,
    channel,
    videoId,
    canWrite,
}: {
    comment: VideoComment;
    channel: CommentChannel;
    videoId: string;
    canWrite: boolean;
}) {
    const [open, setOpen] = useState(false);
    const thread = useCommentReplies(comment.id);
    const repliesId = useId();
    const count = comment.reply_count ?? 0;

    // After a reply is posted the first page is fetched again, so the new reply shows.
    const showReplies = () => {
        setOpen(true);
        thread.reload();
    };

    // Unfolding again shows what was fetched before; only a first unfold (or one after a
    // failed fetch) asks the server.
    const unfold = () => {
        setOpen(true);
        if (thread.replies.length === 0) {
            thread.reload();
        }
    };

    return (
        <CommentItem
            comment={comment}
            channel={channel}
            videoId={videoId}
            canWrite={canWrite}
            onReplied={showReplies}
        >
            {count > 0 && (
                <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={repliesId}
                    onClick={() => {
                        if (open) {
                            setOpen(false);
                        } else {
                            unfold();
                        }
                    }}
                    className={`-ms-3 mt-1 flex items-center gap-1 ${TEXT_BUTTON}`}
                >
                    <ChevronDownIcon className={`size-4 ${open ? 'rotate-180' : ''}`} />
                    {tc(':count reply|:count replies', count, { count: formatCount(count) })}
                </button>
            )}
            <div id={repliesId} hidden={!open}>
                <ul
                    className="mt-3 space-y-3"
                    aria-label={t('Replies to :name', { name: comment.author.name })}
                >
                    {thread.replies.map((reply) => (
                        <CommentItem
                            key={reply.id}
                            comment={reply}
                            channel={channel}
                            videoId={videoId}
                            canWrite={canWrite}
                            threadId={comment.id}
                            onReplied={showReplies}
                        />
                    ))}
                </ul>
                {thread.loading && (
                    <p
                        role="status"
                        className="mt-2 text-sm text-neutral-600 dark:text-neutral-400"
                    >
                        {t('Loading replies…')}
                    </p>
                )}
                {thread.failed && (
                    <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
                        {t('The replies could not be loaded.')}{' '}
                        <button
                            type="button"
                            onClick={thread.reload}
                            className="font-semibold underline"
                        >
                            {t('Try again')}
                        </button>
                    </p>
                )}
                {thread.hasMore && !thread.loading && (
                    <button
                        type="button"
                        onClick={thread.loadMore}
                        className={`-ms-3 mt-1 ${TEXT_BUTTON}`}
                    >
                        {t('Show more replies')}
                    </button>
                )}
            </div>
        </CommentItem>
    );
}
