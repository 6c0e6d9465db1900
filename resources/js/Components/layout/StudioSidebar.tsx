import { usePage } from '@inertiajs/react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import { createItems, isActive, studioItems } from '@/Components/studio/studioItems';
import type { SidebarState } from '@/hooks/useSidebar';
import { t, translatable } from '@/lib/i18n';

import SidebarLinks from './SidebarLinks';
import SidebarShell from './SidebarShell';

export const STUDIO_SIDEBAR_ID = 'studio-sidebar';

const DEFAULT_CHANNEL_NAME = translatable('Your Channel');

/** The studio navigation: the channel, its studio pages and the Create shortcuts. */
export default function StudioSidebar({ sidebar }: { sidebar: SidebarState }) {
    const { user } = usePage().props.auth;
    const channel = user?.channel ?? null;
    const name = channel?.name ?? t(DEFAULT_CHANNEL_NAME);
    const { expanded } = sidebar;

    return (
        <SidebarShell
            sidebar={sidebar}
            id={STUDIO_SIDEBAR_ID}
            label={t('Studio')}
            backdropTestId="studio-sidebar-backdrop"
            width="w-64"
            overlayWidth="w-72"
            besideClassName="border-r border-neutral-200 pt-4 dark:border-neutral-800"
            wordmark="responsive"
        >
            <div
                className={
                    expanded
                        ? 'flex flex-col items-center gap-3 px-2 pt-2 pb-5 text-center'
                        : 'flex justify-center pb-4'
                }
                title={expanded ? undefined : name}
            >
                <ChannelAvatar
                    channel={{ name, avatar_url: channel?.avatar_url ?? null }}
                    className={expanded ? 'size-24 text-4xl' : 'size-9 text-sm'}
                />
                <div className={expanded ? 'max-w-full min-w-0' : 'sr-only'}>
                    <p className="text-xs text-neutral-500 dark:text-neutral-400">
                        {t('Your channel')}
                    </p>
                    <p
                        data-testid="studio-channel-name"
                        className="truncate text-sm font-semibold text-neutral-900 dark:text-neutral-100"
                    >
                        {name}
                    </p>
                </div>
            </div>

            <SidebarLinks items={studioItems} isActive={isActive} expanded={expanded} tone="red" />

            <hr className="my-3 border-neutral-200 dark:border-neutral-800" />

            <section aria-labelledby="studio-create-heading">
                <h2
                    id="studio-create-heading"
                    className={
                        expanded
                            ? 'px-3 pb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400'
                            : 'sr-only'
                    }
                >
                    {t('Create')}
                </h2>
                <SidebarLinks
                    items={createItems}
                    isActive={isActive}
                    expanded={expanded}
                    tone="red"
                />
            </section>
        </SidebarShell>
    );
}
