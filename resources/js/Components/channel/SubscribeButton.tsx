import { router, usePage } from '@inertiajs/react';

import BellIcon from '@/Components/icons/BellIcon';
import { Dropdown, DropdownContent, DropdownTrigger } from '@/Components/ui/Dropdown';
import useGuestLibrary from '@/hooks/useGuestLibrary';
import { t, translatable } from '@/lib/i18n';
import type { NotificationLevel } from '@/types/models';

export const LEVEL_LABELS: Record<NotificationLevel, string> = {
    all: translatable('All notifications'),
    personalized: translatable('Personalized'),
    none: translatable('None'),
};

const menuItemClass =
    'flex w-full items-center justify-between gap-3 px-4 py-2 text-start text-sm text-neutral-700 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:text-neutral-200 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800';

/**
 * Subscribe / Subscribed with a bell menu for the notification level. A signed-in viewer's
 * subscription lives on the server (`subscription` is the page's answer); a guest's in this
 * browser until sign-in (useGuestLibrary).
 */
export default function SubscribeButton({
    channel,
    subscription,
    reloadOnly,
    remind = false,
    onChange,
}: {
    channel: { id: number; name: string };
    /** The server's level for a signed-in viewer, null when not subscribed. */
    subscription: NotificationLevel | null;
    /** Props the page reloads after a change, to keep the visit small. */
    reloadOnly?: string[];
    /** The channel's choice: a visitor who does not subscribe sees a reminder beside the button. */
    remind?: boolean;
    /** Told the new level (null: unsubscribed) once a signed-in viewer's change is saved. */
    onChange?: (level: NotificationLevel | null) => void;
}) {
    const user = usePage().props.auth.user;
    const guest = useGuestLibrary({ signedIn: user !== null });

    // The server refuses a subscription to your own channel; so does the page.
    if (user?.channel?.id === channel.id) {
        return null;
    }

    const level = user ? subscription : guest.levelFor(channel.id);
    const url = route('subscriptions.store', { channel: channel.id });
    const options = (next: NotificationLevel | null) => ({
        preserveScroll: true,
        preserveState: true,
        only: reloadOnly,
        onSuccess: () => onChange?.(next),
    });

    const subscribe = () => {
        if (user) {
            router.post(url, {}, options('all'));
        } else {
            guest.subscribe(channel.id);
        }
    };

    const unsubscribe = () => {
        if (user) {
            router.delete(url, options(null));
        } else {
            guest.unsubscribe(channel.id);
        }
    };

    const changeLevel = (next: NotificationLevel) => {
        if (user) {
            router.patch(url, { level: next }, options(next));
        } else {
            guest.subscribe(channel.id, next);
        }
    };

    if (level === null) {
        const button = (
            <button
                type="button"
                onClick={subscribe}
                aria-label={t('Subscribe to :name', { name: channel.name })}
                aria-describedby={remind ? `subscribe-reminder-${channel.id}` : undefined}
                className="relative rounded-full bg-neutral-900 px-4 py-2 text-sm font-semibold text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200"
            >
                {t('Subscribe')}
                {remind && (
                    <span
                        aria-hidden="true"
                        className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-red-600 ring-2 ring-white dark:ring-neutral-950"
                    />
                )}
            </button>
        );

        if (!remind) {
            return button;
        }

        return (
            <div className="flex flex-col items-start gap-1.5 sm:items-end">
                {button}
                <p
                    id={`subscribe-reminder-${channel.id}`}
                    className="text-xs text-neutral-600 dark:text-neutral-400"
                >
                    {t('Subscribe to :name to see their new videos first', { name: channel.name })}
                </p>
            </div>
        );
    }

    return (
        <div className="flex items-center gap-1">
            <button
                type="button"
                onClick={unsubscribe}
                aria-label={t('Subscribed to :name. Unsubscribe', { name: channel.name })}
                className="rounded-s-full bg-neutral-100 py-2 ps-4 pe-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-800 dark:text-white dark:hover:bg-neutral-700"
            >
                {t('Subscribed')}
            </button>
            <Dropdown>
                <DropdownTrigger
                    aria-label={t('Notifications: :level', { level: t(LEVEL_LABELS[level]) })}
                    className="rounded-e-full bg-neutral-100 py-2 ps-2 pe-3 text-neutral-900 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-800 dark:text-white dark:hover:bg-neutral-700"
                >
                    <BellIcon level={level} className="size-5" />
                </DropdownTrigger>
                <DropdownContent align="left" widthClassName="w-56">
                    {(Object.keys(LEVEL_LABELS) as NotificationLevel[]).map((option) => (
                        <button
                            key={option}
                            type="button"
                            role="menuitem"
                            tabIndex={-1}
                            className={menuItemClass}
                            onClick={() => {
                                changeLevel(option);
                            }}
                        >
                            {t(LEVEL_LABELS[option])}
                            {option === level && (
                                <span aria-label={t('(selected)')} className="text-red-600">
                                    ✓
                                </span>
                            )}
                        </button>
                    ))}
                    <button
                        type="button"
                        role="menuitem"
                        tabIndex={-1}
                        className={`${menuItemClass} border-t border-neutral-200 dark:border-neutral-800`}
                        onClick={unsubscribe}
                    >
                        {t('Unsubscribe')}
                    </button>
                </DropdownContent>
            </Dropdown>
        </div>
    );
}
