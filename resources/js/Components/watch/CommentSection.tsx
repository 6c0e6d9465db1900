import { InfiniteScroll, Link, router, usePage } from '@inertiajs/react';

import { formatCount } from '@/lib/format';
import { t, tc, translatable } from '@/lib/i18n';
import type { CommentPage } from '@/types/models';

import CommentForm from './CommentForm';
import type { CommentChannel } from './CommentItem';
import CommentThread from './CommentThread';

export type CommentSort = 'newest' | 'top';

const SORT_LABELS: Record<CommentSort, string> = {
    top: translatable('Top comments'),
    newest: translatable('Newest first'),
};

export default function CommentSection({
    videoId,
    channel,
    count,
    comments,
    sort,
    enabled,
}: {
    videoId: string;
    channel: CommentChannel;
    count: number;
    comments: CommentPage;
    sort: CommentSort;
    /** Off: the channel turned comments off for this video, and none can be added. */
    enabled: boolean;
}) {
    const user = usePage().props.auth.user;
    const canWrite = enabled && user !== null && user.email_verified_at !== null;

    const changeSort = (next: CommentSort) => {
        router.reload({
            data: { sort: next, comments_page: undefined },
            only: ['comments', 'commentSort'],
            reset: ['comments'],
        });
    };

    // The link sits where the language puts it in the sentence.
    const [beforeLink, afterLink = ''] = (
        user ? t(':link to join the conversation.') : t(':link to comment and reply.')
    ).split(':link');

    return (
        <section aria-labelledby="comments-heading" className="mt-6">
            <div className="flex flex-wrap items-center gap-4">
                <h2 id="comments-heading" className="text-lg font-bold">
                    {tc(':count Comment|:count Comments', count, { count: formatCount(count) })}
                </h2>
                <label className="flex items-center gap-2 text-sm">
                    <span>{t('Sort by')}</span>
                    <select
                        value={sort}
                        onChange={(event) => {
                            changeSort(event.target.value as CommentSort);
                        }}
                        className="rounded-lg border border-neutral-300 bg-white px-2 py-1 text-sm dark:border-neutral-700 dark:bg-neutral-900"
                    >
                        {(Object.keys(SORT_LABELS) as CommentSort[]).map((option) => (
                            <option key={option} value={option}>
                                {t(SORT_LABELS[option])}
                            </option>
                        ))}
                    </select>
                </label>
            </div>

            <div className="mt-4">
                {!enabled ? (
                    <p className="rounded-lg bg-neutral-100 p-3 text-sm dark:bg-neutral-800">
                        {t('Comments are turned off.')}
                    </p>
                ) : canWrite ? (
                    <CommentForm videoId={videoId} />
                ) : user ? (
                    <p className="rounded-lg bg-neutral-100 p-3 text-sm dark:bg-neutral-800">
                        {beforeLink}
                        <Link
                            href={route('verification.notice')}
                            className="font-semibold text-red-700 hover:underline dark:text-red-400"
                        >
                            {t('Verify your email address')}
                        </Link>
                        {afterLink}
                    </p>
                ) : (
                    <p className="rounded-lg bg-neutral-100 p-3 text-sm dark:bg-neutral-800">
                        {beforeLink}
                        <Link
                            href={route('login')}
                            className="font-semibold text-red-700 hover:underline dark:text-red-400"
                        >
                            {t('Sign in')}
                        </Link>
                        {afterLink}
                    </p>
                )}
            </div>

            <InfiniteScroll
                data="comments"
                as="div"
                preserveUrl
                loading={
                    <p className="py-4 text-center text-sm text-neutral-500">
                        {t('Loading comments…')}
                    </p>
                }
            >
                <ul className="mt-6 space-y-5">
                    {comments.data.map((comment) => (
                        <CommentThread
                            key={comment.id}
                            comment={comment}
                            channel={channel}
                            videoId={videoId}
                            canWrite={canWrite}
                        />
                    ))}
                </ul>
            </InfiniteScroll>
        </section>
    );
}
