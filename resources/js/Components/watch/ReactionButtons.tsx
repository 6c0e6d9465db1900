import { Link, router } from '@inertiajs/react';

import Icon from '@/Components/icons/Icon';
import { RailButtonContent, railButtonClass } from '@/Components/ui/RailButton';
import { useGuestReactions } from '@/hooks/useGuestLibrary';
import { formatCount } from '@/lib/format';
import { t, translatable } from '@/lib/i18n';
import { setGuestReaction } from '@/lib/guestLibrary';
import type { ReactionType } from '@/types/models';

function ThumbIcon({
    down = false,
    filled,
    className = 'size-5',
}: {
    down?: boolean;
    filled: boolean;
    className?: string;
}) {
    return (
        <Icon
            className={`${className} ${down ? 'rotate-180' : ''}`}
            fill={filled ? 'currentColor' : 'none'}
        >
            <path d="M7 10v12M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
        </Icon>
    );
}

export type ReactionButtonsVariant = 'pill' | 'compact' | 'rail';

export type ReactionSubject = 'video' | 'comment' | 'blip';

/** Whole sentences per subject: the words around "video" change with it in other languages. */
const LABELS: Record<ReactionSubject, Record<ReactionType, { react: string; signIn: string }>> = {
    video: {
        like: {
            react: translatable('Like this video'),
            signIn: translatable('Sign in to like this video'),
        },
        dislike: {
            react: translatable('Dislike this video'),
            signIn: translatable('Sign in to dislike this video'),
        },
    },
    comment: {
        like: {
            react: translatable('Like this comment'),
            signIn: translatable('Sign in to like this comment'),
        },
        dislike: {
            react: translatable('Dislike this comment'),
            signIn: translatable('Sign in to dislike this comment'),
        },
    },
    blip: {
        like: {
            react: translatable('Like this blip'),
            signIn: translatable('Sign in to like this blip'),
        },
        dislike: {
            react: translatable('Dislike this blip'),
            signIn: translatable('Sign in to dislike this blip'),
        },
    },
};

const buttonClass =
    'inline-flex items-center gap-2 px-3 py-2 text-sm font-medium hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:hover:bg-neutral-700';

const shapes: Record<ReactionButtonsVariant, { group: string; button: string }> = {
    pill: {
        group: 'flex items-center divide-x divide-neutral-300 dark:divide-neutral-600',
        button: `${buttonClass} first:rounded-s-full last:rounded-e-full bg-neutral-100 dark:bg-neutral-800`,
    },
    compact: { group: 'flex items-center gap-1', button: `${buttonClass} rounded-full` },
    rail: { group: 'flex flex-col items-center gap-4', button: railButtonClass },
};

/**
 * Like and dislike as two toggles that exclude each other. A guest's reaction to a video
 * (`guestVideoId`) is kept in this browser until sign-in and counted in the figures shown; on
 * anything else a guest gets links to sign in. `pill` joins the two (watch page), `compact` is
 * for comments, `rail` stacks them as round icons over their counts (blips feed).
 */
export default function ReactionButtons({
    url,
    likes,
    dislikes,
    reaction,
    signedIn,
    subject,
    reloadOnly,
    variant = 'pill',
    guestVideoId,
}: {
    /** The reaction endpoint of the target: POST sets, DELETE clears. */
    url: string;
    likes: number;
    dislikes: number;
    reaction: ReactionType | null;
    signedIn: boolean;
    /** What is liked, for the labels. */
    subject: ReactionSubject;
    reloadOnly?: string[];
    variant?: ReactionButtonsVariant;
    /** The video's public id, for a guest to react in browser storage. */
    guestVideoId?: string;
}) {
    const shape = shapes[variant];
    const guestReactions = useGuestReactions();
    const reactsAsGuest = !signedIn && guestVideoId !== undefined;
    const guestReaction = reactsAsGuest
        ? (guestReactions.find((entry) => entry.videoId === guestVideoId)?.type ?? null)
        : null;
    const shown = reactsAsGuest ? guestReaction : reaction;

    const toggle = (type: ReactionType) => {
        if (reactsAsGuest) {
            setGuestReaction(guestVideoId, guestReaction === type ? null : type);

            return;
        }

        const options = { preserveScroll: true, preserveState: true, only: reloadOnly };

        if (reaction === type) {
            router.delete(url, options);
        } else {
            router.post(url, { type }, options);
        }
    };

    const items = [
        {
            type: 'like' as const,
            count: likes + (guestReaction === 'like' ? 1 : 0),
        },
        {
            type: 'dislike' as const,
            count: dislikes + (guestReaction === 'dislike' ? 1 : 0),
        },
    ];

    return (
        <div className={shape.group}>
            {items.map(({ type, count }) => {
                const labels = LABELS[subject][type];
                const content =
                    variant === 'rail' ? (
                        <RailButtonContent
                            icon={
                                <ThumbIcon
                                    down={type === 'dislike'}
                                    filled={shown === type}
                                    className="size-6"
                                />
                            }
                            label={formatCount(count)}
                        />
                    ) : (
                        <>
                            <ThumbIcon down={type === 'dislike'} filled={shown === type} />
                            <span className="tabular-nums">{formatCount(count)}</span>
                        </>
                    );

                return signedIn || reactsAsGuest ? (
                    <button
                        key={type}
                        type="button"
                        aria-label={t(labels.react)}
                        aria-pressed={shown === type}
                        onClick={() => {
                            toggle(type);
                        }}
                        className={shape.button}
                    >
                        {content}
                    </button>
                ) : (
                    <Link
                        key={type}
                        href={route('login')}
                        aria-label={t(labels.signIn)}
                        title={t('Sign in to react')}
                        className={shape.button}
                    >
                        {content}
                    </Link>
                );
            })}
        </div>
    );
}
