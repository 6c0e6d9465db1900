import type { MouseEvent } from 'react';

import { TabRow } from '@/Components/video/TabBar';
import { channelUrl } from '@/Components/video/VideoCard';
import { t, translatable } from '@/lib/i18n';
import type { ChannelTabName } from '@/types/models';

export const CHANNEL_TABS: { value: ChannelTabName; label: string }[] = [
    { value: 'home', label: translatable('Home') },
    { value: 'videos', label: translatable('Videos') },
    { value: 'playlists', label: translatable('Playlists') },
    { value: 'community', label: translatable('Community') },
    { value: 'about', label: translatable('About') },
    { value: 'subscriptions', label: translatable('Subscriptions') },
    { value: 'liked', label: translatable('Liked videos') },
];

/** Videos is the default tab, so its address carries no `?tab=`. */
export function channelTabUrl(handle: string, tab: ChannelTabName): string {
    return channelUrl(handle, tab === 'videos' ? undefined : tab);
}

/**
 * The channel page's section tabs: real links (they open in a new tab, and work before
 * scripts load); a plain click hands the switch to the page instead.
 */
export default function ChannelTabs({
    handle,
    tabs,
    active,
    onSelect,
}: {
    handle: string;
    /** The tabs this visitor may open (the server's list). */
    tabs: ChannelTabName[];
    active: ChannelTabName;
    onSelect: (tab: ChannelTabName) => void;
}) {
    const choose = (event: MouseEvent<HTMLAnchorElement>, tab: ChannelTabName) => {
        if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
        ) {
            return;
        }

        event.preventDefault();
        onSelect(tab);
    };

    return (
        <TabRow
            label={t('Channel sections')}
            active={active}
            className="border-b border-neutral-200 dark:border-neutral-800"
            listClassName="gap-1"
        >
            {CHANNEL_TABS.filter(({ value }) => tabs.includes(value)).map(({ value, label }) => {
                const isActive = value === active;

                return (
                    <li key={value} className="shrink-0">
                        <a
                            href={channelTabUrl(handle, value)}
                            onClick={(event) => {
                                choose(event, value);
                            }}
                            aria-current={isActive ? 'page' : undefined}
                            className={`block border-b-2 px-4 py-3 text-sm font-semibold tracking-wide uppercase focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none focus-visible:ring-inset ${
                                isActive
                                    ? 'border-neutral-900 text-neutral-900 dark:border-white dark:text-white'
                                    : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white'
                            }`}
                        >
                            {t(label)}
                        </a>
                    </li>
                );
            })}
        </TabRow>
    );
}
