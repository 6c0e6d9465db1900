import { router, usePage } from '@inertiajs/react';

import Icon from '@/Components/icons/Icon';
import { Dropdown, DropdownContent, DropdownLink, DropdownTrigger } from '@/Components/ui/Dropdown';
import { setGuestNotInterested } from '@/lib/guestLibrary';
import { t } from '@/lib/i18n';
import { addToQueue } from '@/lib/queue';
import { copyLink } from '@/lib/share';
import type { PageProps } from '@/types';
import type { VideoCard } from '@/types/models';

/** An action a list adds to the card's menu, e.g. "Remove from liked videos". */
export interface VideoCardAction {
    label: string;
    onSelect: (video: VideoCard) => void;
}

const menuItemClass =
    'block w-full px-4 py-2 text-start text-sm text-neutral-700 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:text-neutral-200 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800';

/**
 * Sets a video aside for this viewer (or, with `false`, takes it back): on their account, or
 * in this browser for a guest.
 */
export function setNotInterested(
    video: Pick<VideoCard, 'id'>,
    signedIn: boolean,
    notInterested: boolean,
) {
    if (!signedIn) {
        setGuestNotInterested(video.id, notInterested);

        return;
    }

    const url = route('videos.not-interested.store', { video: video.id });
    // Async: hiding moves the blips feed on, and the visit that records the next blip's URL
    // would otherwise cancel this one before the server has it.
    const options = { preserveScroll: true, preserveState: true, only: ['flash'], async: true };

    if (notInterested) {
        router.post(url, {}, options);
    } else {
        router.delete(url, options);
    }
}

/**
 * The card's "more" menu (keyboard operable, closing on outside click and Escape): the list's
 * own actions first, then Add to queue, Save to Watch later, Share and Not interested.
 */
export default function VideoCardMenu({
    video,
    href,
    actions,
    onNotice,
    onHide,
}: {
    video: VideoCard;
    /** The video's watch link, which Share copies. */
    href: string;
    actions: VideoCardAction[];
    /** Says how an action went ("Added to queue"). */
    onNotice: (message: string) => void;
    /** The viewer is not interested: the card steps aside. */
    onHide: () => void;
}) {
    const signedIn = usePage<PageProps>().props.auth.user !== null;

    const saveToWatchLater = () => {
        router.post(
            route('watch-later.store', { video: video.id }),
            {},
            {
                preserveScroll: true,
                preserveState: true,
                only: ['flash'],
                onSuccess: (page) => {
                    onNotice(
                        (page.props as Partial<PageProps>).flash?.status ??
                            t('Saved to Watch later'),
                    );
                },
            },
        );
    };

    const share = async () => {
        onNotice((await copyLink(href)) ? t('Link copied') : t('Could not copy the link'));
    };

    return (
        <Dropdown>
            <DropdownTrigger
                aria-label={t('More actions for :title', { title: video.title })}
                className="-me-2 rounded-full p-1.5 text-neutral-600 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:text-neutral-300 dark:hover:bg-neutral-800"
            >
                <Icon className="size-5">
                    <circle cx="12" cy="5" r="1" fill="currentColor" />
                    <circle cx="12" cy="12" r="1" fill="currentColor" />
                    <circle cx="12" cy="19" r="1" fill="currentColor" />
                </Icon>
            </DropdownTrigger>
            <DropdownContent widthClassName="w-60">
                {actions.map((action) => (
                    <button
                        key={action.label}
                        type="button"
                        role="menuitem"
                        tabIndex={-1}
                        className={menuItemClass}
                        onClick={() => {
                            action.onSelect(video);
                        }}
                    >
                        {action.label}
                    </button>
                ))}
                <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={menuItemClass}
                    onClick={() => {
                        addToQueue(video);
                        onNotice(t('Added to queue'));
                    }}
                >
                    {t('Add to queue')}
                </button>
                {signedIn ? (
                    <button
                        type="button"
                        role="menuitem"
                        tabIndex={-1}
                        className={menuItemClass}
                        onClick={saveToWatchLater}
                    >
                        {t('Save to Watch later')}
                    </button>
                ) : (
                    // Watch later is kept on an account.
                    <DropdownLink href={route('login')}>
                        {t('Sign in to save to Watch later')}
                    </DropdownLink>
                )}
                <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={menuItemClass}
                    onClick={() => void share()}
                >
                    {t('Share')}
                </button>
                <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={menuItemClass}
                    onClick={() => {
                        setNotInterested(video, signedIn, true);
                        onHide();
                    }}
                >
                    {t('Not interested')}
                </button>
            </DropdownContent>
        </Dropdown>
    );
}
