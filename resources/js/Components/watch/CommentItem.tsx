import { Link, usePage } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import HeartIcon from '@/Components/icons/HeartIcon';
import PinIcon from '@/Components/icons/PinIcon';
import { channelUrl } from '@/Components/video/VideoCard';
import { timeAgo } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { ChannelSummary } from '@/types';
import type { VideoComment } from '@/types/models';

import CommentForm from './CommentForm';
import ReactionButtons from './ReactionButtons';

/** The video's channel, whose pin and heart a comment may carry. */
export type CommentChannel = Pick<ChannelSummary, 'name' | 'avatar_url'>;

/** One comment: author, text, reactions and a reply form; a thread puts its replies below as children. */
export default function CommentItem({
    comment,
    channel,
    videoId,
    canWrite,
    threadId,
    onReplied,
    children,
}: {
    comment: VideoComment;
    channel: CommentChannel;
    videoId: string;
    canWrite: boolean;
    /** The top-level comment a reply belongs to; replies answer into the same thread. */
    threadId?: number;
    /** After a reply to this comment was posted. */
    onReplied?: () => void;
    children?: ReactNode;
}) {
    const signedIn = usePage().props.auth.user !== null;
    const [replying, setReplying] = useState(false);
    const author = comment.author;

    return (
        <li className="flex gap-3">
            <ChannelAvatar channel={author} className={threadId ? 'size-6' : 'size-10'} />
            <div className="min-w-0 flex-1">
                {comment.is_pinned && (
                    <p className="mb-1 flex items-center gap-1 text-xs text-neutral-600 dark:text-neutral-400">
                        <PinIcon className="size-3.5" />
                        {t('Pinned by :name', { name: channel.name })}
                    </p>
                )}
                <p className="text-xs text-neutral-600 dark:text-neutral-400">
                    {comment.author.handle ? (
                        <Link
                            href={channelUrl(comment.author.handle)}
                            className="font-semibold text-neutral-900 hover:underline dark:text-white"
                        >
                            {comment.author.name}
                        </Link>
                    ) : (
                        <span className="font-semibold text-neutral-900 dark:text-white">
                            {comment.author.name}
                        </span>
                    )}{' '}
                    <time dateTime={comment.created_at}>{timeAgo(comment.created_at)}</time>
                    {comment.is_held && (
                        <span className="ms-2 rounded bg-yellow-100 px-1.5 py-0.5 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-200">
                            {t('Held for review')}
                        </span>
                    )}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.body}</p>
                <div className="mt-1 flex items-center gap-2">
                    <ReactionButtons
                        variant="compact"
                        url={route('comments.reaction.store', { comment: comment.id })}
                        likes={comment.likes}
                        dislikes={comment.dislikes}
                        reaction={comment.reaction}
                        signedIn={signedIn}
                        subject="comment"
                        reloadOnly={['comments']}
                    />
                    {comment.is_hearted && (
                        <span
                            role="img"
                            aria-label={t('Hearted by :name', { name: channel.name })}
                            title={t('Hearted by :name', { name: channel.name })}
                            className="relative inline-flex"
                        >
                            <ChannelAvatar channel={channel} className="size-6 text-[0.625rem]" />
                            <HeartIcon
                                filled
                                className="absolute -right-1.5 -bottom-1 size-3.5 text-red-600 dark:text-red-500"
                            />
                        </span>
                    )}
                    {canWrite && (
                        <button
                            type="button"
                            onClick={() => {
                                setReplying(true);
                            }}
                            className="rounded-full px-3 py-1.5 text-xs font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-neutral-800"
                        >
                            {t('Reply')}
                        </button>
                    )}
                </div>
                {replying && (
                    <div className="mt-2">
                        <CommentForm
                            videoId={videoId}
                            parentId={threadId ?? comment.id}
                            autoFocus
                            onCancel={() => {
                                setReplying(false);
                            }}
                            onPosted={() => {
                                setReplying(false);
                                onReplied?.();
                            }}
                        />
                    </div>
                )}
                {children}
            </div>
        </li>
    );
}
