import { usePage } from '@inertiajs/react';
import { lazy, Suspense } from 'react';

import BellIcon from '@/Components/icons/BellIcon';
import { Dropdown, DropdownContent, DropdownTrigger } from '@/Components/ui/Dropdown';
import { t } from '@/lib/i18n';

import NotificationSkeleton from './NotificationSkeleton';

// Its own chunk: every page has the bell, few open it.
const NotificationList = lazy(() => import('./NotificationList'));

/** The header's bell for a signed-in user: the unread count, and the latest notifications when opened. */
export default function NotificationBell() {
    const { notifications } = usePage().props;

    if (notifications === null) {
        return null;
    }

    const { unread } = notifications;

    return (
        <Dropdown popup="dialog">
            <DropdownTrigger
                aria-label={
                    unread > 0
                        ? t('Notifications (:count unread)', { count: unread })
                        : t('Notifications')
                }
                className="relative flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-200 dark:hover:bg-neutral-800"
            >
                <BellIcon />
                {unread > 0 && (
                    <span
                        aria-hidden="true"
                        className="absolute end-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white dark:ring-neutral-950"
                    >
                        {unread > 9 ? '9+' : unread}
                    </span>
                )}
            </DropdownTrigger>
            {/* A phone has no room beside the bell: the panel spans the screen under the header. */}
            <DropdownContent
                label={t('Notifications')}
                widthClassName="w-96 max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:w-auto"
            >
                <h2 className="border-b border-neutral-200 px-4 pt-2 pb-3 text-base font-semibold dark:border-neutral-800">
                    {t('Notifications')}
                </h2>
                <Suspense fallback={<NotificationSkeleton />}>
                    <NotificationList />
                </Suspense>
            </DropdownContent>
        </Dropdown>
    );
}
