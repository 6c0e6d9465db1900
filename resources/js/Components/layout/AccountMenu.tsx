import { Link, usePage } from '@inertiajs/react';

import { Dropdown, DropdownContent, DropdownLink, DropdownTrigger } from '@/Components/ui/Dropdown';
import { channelUrl } from '@/Components/video/VideoCard';
import { t } from '@/lib/i18n';
import type { AuthUser } from '@/types';

export function initialOf(name: string): string {
    // Array.from splits by code point, so a name starting with an emoji or an astral letter keeps it whole.
    return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}

// A component of its own so the links are only built while the menu is open.
function AccountMenuItems({ user }: { user: AuthUser }) {
    return (
        <>
            <DropdownLink href={route('profile.edit')}>{t('Profile')}</DropdownLink>
            {user.channel ? (
                <DropdownLink href={channelUrl(user.channel.handle)}>
                    {t('Your Channel')}
                </DropdownLink>
            ) : (
                <DropdownLink href={route('create-channel')}>{t('Create Channel')}</DropdownLink>
            )}
            {user.is_moderator && (
                <DropdownLink href={route('moderation.reports')}>{t('Moderation')}</DropdownLink>
            )}
            <DropdownLink href={route('logout')} method="post" as="button">
                {t('Log Out')}
            </DropdownLink>
        </>
    );
}

/** The header's account area: a Sign In link for guests, the avatar menu for a signed-in user. */
export default function AccountMenu() {
    const { user } = usePage().props.auth;

    if (!user) {
        return (
            <Link
                href={route('login')}
                className="inline-flex h-10 shrink-0 items-center rounded-full border border-neutral-300 px-4 text-sm font-medium text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-neutral-700 dark:text-red-400 dark:hover:bg-neutral-800"
            >
                {t('Sign In')}
            </Link>
        );
    }

    return (
        <Dropdown>
            <DropdownTrigger
                aria-label={t('Account menu')}
                className="flex size-[50px] shrink-0 items-center justify-center rounded-full bg-red-600 text-lg font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
                <span aria-hidden="true">{initialOf(user.name)}</span>
            </DropdownTrigger>
            <DropdownContent align="right" widthClassName="w-48">
                <AccountMenuItems user={user} />
            </DropdownContent>
        </Dropdown>
    );
}
