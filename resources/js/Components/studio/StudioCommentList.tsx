import { Link, useForm } from '@inertiajs/react';
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import HeartIcon from '@/Components/icons/HeartIcon';
import PinIcon from '@/Components/icons/PinIcon';
import Button from '@/Components/ui/Button';
import Checkbox from '@/Components/ui/Checkbox';
import InputError, { errorIdFor } from '@/Components/ui/InputError';
import { COMMENT_MAX_LENGTH } from '@/Components/watch/CommentForm';
import type { RowSelection } from '@/hooks/useRowSelection';
import { formatCount, timeAgo } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { StudioComment } from '@/types/models';

import type { CommentAction } from './types';

const rowButton =
    'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-xs font-semibold text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60 aria-pressed:text-red-700 dark:text-neutral-200 dark:hover:bg-neutral-800 dark:aria-pressed:text-red-400';

/** The channel's answer under a comment, posted as the channel into the comment's thread. */
function ReplyForm({ comment, onDone }: { comment: StudioComment; onDone: () => void }) {
    const fieldId = `${useId()}-reply`;
    const { data, setData, post, processing, errors } = useForm({ body: '' });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        post(route('studio.comments.reply', { comment: comment.id }), {
            preserveScroll: true,
            onSuccess: onDone,
        });
    };

    return (
        <form onSubmit={submit} className="mt-2">
            <label htmlFor={fieldId} className="sr-only">
                {t('Reply to :name', { name: comment.author.name })}
            </label>
            <textarea
                id={fieldId}
                rows={2}
                value={data.body}
                maxLength={COMMENT_MAX_LENGTH}
                required
                autoFocus
                placeholder={t('Add a reply…')}
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={errors.body ? errorIdFor(fieldId) : undefined}
                onChange={(event) => {
                    setData('body', event.target.value);
                }}
                className="w-full resize-y rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-focus focus:ring-1 focus:ring-focus focus:outline-none dark:border-neutral-700 dark:bg-neutral-900"
            />
            <InputError forId={fieldId} message={errors.body} className="mt-1" />
            <div className="mt-2 flex justify-end gap-2">
                <Button variant="secondary" size="sm" onClick={onDone}>
                    {t('Cancel')}
                </Button>
                <Button
                    type="submit"
                    size="sm"
                    processing={processing}
                    disabled={data.body.trim() === ''}
                >
                    {t('Reply')}
                </Button>
            </div>
        </form>
    );
}

/** "On {video}", with the video's title a link wherever the language puts it in the sentence. */
function VideoMention({ comment }: { comment: StudioComment }) {
    const [before = '', after = ''] = t('On :video').split(':video');

    return (
        <>
            {before}
            <Link
                href={route('watch', { v: comment.video.id })}
                className="font-medium text-neutral-800 hover:underline dark:text-neutral-200"
            >
                {comment.video.title}
            </Link>
            {after}
        </>
    );
}

function RowButton({
    pressed,
    disabled,
    onClick,
    children,
}: {
    pressed?: boolean;
    disabled?: boolean;
    onClick: () => void;
    children: ReactNode;
}) {
    return (
        <button
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={onClick}
            className={rowButton}
        >
            {children}
        </button>
    );
}

/**
 * The studio's comment rows: each with its checkbox, author, text, video, date and likes,
 * and the owner's heart, pin, approve (held ones), reply and delete.
 */
export default function StudioCommentList({
    comments,
    selection,
    busy,
    onAction,
    onDelete,
}: {
    comments: StudioComment[];
    selection: RowSelection;
    /** A write is under way: the row buttons wait for it. */
    busy: boolean;
    onAction: (action: CommentAction, comment: StudioComment) => void;
    onDelete: (comment: StudioComment) => void;
}) {
    const [replyingTo, setReplyingTo] = useState<number | null>(null);

    return (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {comments.map((comment) => {
                const id = String(comment.id);
                const headingId = `comment-${id}-author`;

                return (
                    <li
                        key={comment.id}
                        aria-labelledby={headingId}
                        className="flex gap-2.5 px-3 py-4 sm:gap-3 sm:px-4"
                    >
                        <Checkbox
                            checked={selection.isSelected(id)}
                            onChange={() => {
                                selection.toggle(id);
                            }}
                            aria-label={t('Select the comment by :name', {
                                name: comment.author.name,
                            })}
                            className="mt-2 sm:mt-3"
                        />
                        <ChannelAvatar
                            channel={comment.author}
                            className="size-8 text-xs sm:size-10 sm:text-sm"
                        />
                        <div className="min-w-0 flex-1">
                            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
                                <span
                                    id={headingId}
                                    className="font-semibold text-neutral-900 dark:text-white"
                                >
                                    {comment.author.name}
                                </span>
                                <time dateTime={comment.date}>{timeAgo(comment.date)}</time>
                                <span className="tabular-nums">
                                    {tc(':count like|:count likes', comment.likes, {
                                        count: formatCount(comment.likes),
                                    })}
                                </span>
                                {comment.isReply && <span>{t('Reply')}</span>}
                                {comment.isPinned && (
                                    <span className="inline-flex items-center gap-1 font-medium text-neutral-800 dark:text-neutral-200">
                                        <PinIcon className="size-3.5" />
                                        {t('Pinned')}
                                    </span>
                                )}
                            </p>
                            <p className="mt-1 text-sm break-words whitespace-pre-line">
                                {comment.text}
                            </p>
                            <p className="mt-1 truncate text-xs text-neutral-600 dark:text-neutral-400">
                                <VideoMention comment={comment} />
                            </p>
                            <div className="-ms-2.5 mt-1 flex flex-wrap items-center gap-0.5">
                                <RowButton
                                    pressed={comment.isHearted}
                                    disabled={busy}
                                    onClick={() => {
                                        onAction(comment.isHearted ? 'unheart' : 'heart', comment);
                                    }}
                                >
                                    <HeartIcon
                                        filled={comment.isHearted}
                                        className={`size-4 ${comment.isHearted ? 'text-red-600 dark:text-red-500' : ''}`}
                                    />
                                    {t('Heart')}
                                </RowButton>
                                {!comment.isReply && !comment.isHeld && (
                                    <RowButton
                                        pressed={comment.isPinned}
                                        disabled={busy}
                                        onClick={() => {
                                            onAction(comment.isPinned ? 'unpin' : 'pin', comment);
                                        }}
                                    >
                                        <PinIcon className="size-4" />
                                        {t('Pin')}
                                    </RowButton>
                                )}
                                {comment.isHeld && (
                                    <RowButton
                                        disabled={busy}
                                        onClick={() => {
                                            onAction('approve', comment);
                                        }}
                                    >
                                        {t('Approve')}
                                    </RowButton>
                                )}
                                {replyingTo !== comment.id && (
                                    <RowButton
                                        onClick={() => {
                                            setReplyingTo(comment.id);
                                        }}
                                    >
                                        {t('Reply')}
                                    </RowButton>
                                )}
                                <RowButton
                                    disabled={busy}
                                    onClick={() => {
                                        onDelete(comment);
                                    }}
                                >
                                    {t('Delete')}
                                </RowButton>
                            </div>
                            {replyingTo === comment.id && (
                                <ReplyForm
                                    comment={comment}
                                    onDone={() => {
                                        setReplyingTo(null);
                                    }}
                                />
                            )}
                        </div>
                    </li>
                );
            })}
        </ul>
    );
}
