import { HttpCancelledError } from '@inertiajs/core';
import { Link, router, useHttp } from '@inertiajs/react';
import { useEffect, useState } from 'react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import EmptyState from '@/Components/video/EmptyState';
import { timeAgo } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { BellNotification } from '@/types/models';

import NotificationSkeleton from './NotificationSkeleton';

function NotificationItem({ notification }: { notification: BellNotification }) {
    return (
        <li>
            <Link
                href={notification.href}
                className="flex items-start gap-3 px-4 py-3 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:hover:bg-neutral-800 dark:focus:bg-neutral-800"
            >
                <span
                    aria-hidden="true"
                    className={`mt-4 size-1.5 shrink-0 rounded-full ${notification.read ? '' : 'bg-red-600'}`}
                />
                <ChannelAvatar channel={notification.actor} className="size-10 text-base" />
                <span className="min-w-0 flex-1">
                    <span className="line-clamp-3 text-sm text-neutral-900 dark:text-neutral-100">
                        {!notification.read && (
                            <>
                                <span className="sr-only">Unread:</span>{' '}
                            </>
                        )}
                        {notification.text}
                    </span>{' '}
                    <span className="mt-1 block text-xs text-neutral-600 dark:text-neutral-400">
                        {timeAgo(notification.created_at)}
                    </span>
                </span>
                {notification.thumbnail_url && (
                    <img
                        src={notification.thumbnail_url}
                        alt=""
                        loading="lazy"
                        className="aspect-video w-24 shrink-0 rounded bg-neutral-200 object-cover dark:bg-neutral-800"
                    />
                )}
            </Link>
        </li>
    );
}

/**
 * The bell's list, fetched when the bell opens. Once it has shown unread entries they are
 * marked read and the badge clears; a failure there only leaves the badge as it was.
 */
export default function NotificationList() {
    const { get, cancel } = useHttp<Record<string, never>, { data: BellNotification[] }>();
    const { post, transform } = useHttp<{ through: string }>({ through: '' });
    const [notifications, setNotifications] = useState<BellNotification[] | null>(null);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
        get(route('notifications.index')).then(
            ({ data }) => {
                setNotifications(data);
                const newest = data[0];

                if (newest !== undefined && data.some((notification) => !notification.read)) {
                    transform(() => ({ through: newest.id }));
                    post(route('notifications.read'), {
                        onSuccess: () => {
                            router.replaceProp('notifications.unread', 0);
                        },
                    }).catch(() => undefined);
                }
            },
            (error: unknown) => {
                // Closing the bell cancels the request; that is no failure.
                if (!(error instanceof HttpCancelledError)) {
                    setFailed(true);
                }
            },
        );

        return cancel;
    }, [get, post, transform, cancel, attempt]);

    if (failed) {
        return (
            <p role="alert" className="px-4 py-6 text-sm text-red-700 dark:text-red-400">
                {t('The notifications could not be loaded.')}{' '}
                <button
                    type="button"
                    onClick={() => {
                        setFailed(false);
                        setAttempt((count) => count + 1);
                    }}
                    className="font-semibold underline"
                >
                    {t('Try again')}
                </button>
            </p>
        );
    }

    if (notifications === null) {
        return <NotificationSkeleton />;
    }

    if (notifications.length === 0) {
        return (
            <div className="px-6">
                <EmptyState
                    title={t('No notifications yet')}
                    hint={t(
                        'New videos from the channels you subscribe to, and activity around your channel, show up here.',
                    )}
                />
            </div>
        );
    }

    return (
        <ul className="max-h-[min(32rem,calc(100dvh-8rem))] overflow-y-auto py-1">
            {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
            ))}
        </ul>
    );
}
