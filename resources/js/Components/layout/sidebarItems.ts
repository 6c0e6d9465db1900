import type { ComponentType } from 'react';

import BlipsIcon from '@/Components/icons/BlipsIcon';
import FashionIcon from '@/Components/icons/FashionIcon';
import FeedbackIcon from '@/Components/icons/FeedbackIcon';
import GamingIcon from '@/Components/icons/GamingIcon';
import HelpIcon from '@/Components/icons/HelpIcon';
import HistoryIcon from '@/Components/icons/HistoryIcon';
import HomeIcon from '@/Components/icons/HomeIcon';
import type { IconProps } from '@/Components/icons/Icon';
import LikedIcon from '@/Components/icons/LikedIcon';
import MusicIcon from '@/Components/icons/MusicIcon';
import NewsIcon from '@/Components/icons/NewsIcon';
import PodcastIcon from '@/Components/icons/PodcastIcon';
import ReportIcon from '@/Components/icons/ReportIcon';
import SettingsIcon from '@/Components/icons/SettingsIcon';
import StoreIcon from '@/Components/icons/StoreIcon';
import SubscriptionsIcon from '@/Components/icons/SubscriptionsIcon';
import TrendingIcon from '@/Components/icons/TrendingIcon';
import WatchLaterIcon from '@/Components/icons/WatchLaterIcon';
import { translatable } from '@/lib/i18n';

export interface SidebarItem {
    title: string;
    path: string;
    icon: ComponentType<IconProps>;
    /** A path prefix that also marks the item active, for sections with several pages. */
    section?: string;
}

// Spec §2 "Frames": the two groups, their order and paths; Watch later joins the viewer's
// library pages (a playlist of their own, beyond the spec).
export const mainItems: SidebarItem[] = [
    { title: translatable('Home'), path: '/', icon: HomeIcon },
    { title: translatable('Blips'), path: '/blips', icon: BlipsIcon },
    { title: translatable('Subscriptions'), path: '/subscriptions', icon: SubscriptionsIcon },
    { title: translatable('History'), path: '/history', icon: HistoryIcon },
    { title: translatable('Liked videos'), path: '/liked', icon: LikedIcon },
    { title: translatable('Watch later'), path: '/watch-later', icon: WatchLaterIcon },
    { title: translatable('Trending'), path: '/trending', icon: TrendingIcon },
    { title: translatable('Music'), path: '/music', icon: MusicIcon },
    { title: translatable('Gaming'), path: '/gaming', icon: GamingIcon },
    { title: translatable('News'), path: '/news', icon: NewsIcon },
];

// Spec §2's static pages that belong with browsing: each says it is coming soon (ComingSoon).
export const exploreItems: SidebarItem[] = [
    { title: translatable('Fashion & Beauty'), path: '/fashion', icon: FashionIcon },
    { title: translatable('Podcasts'), path: '/podcasts', icon: PodcastIcon },
    { title: translatable('Store'), path: '/store', icon: StoreIcon },
];

export const secondaryItems: SidebarItem[] = [
    {
        title: translatable('Settings'),
        path: '/settings/account',
        icon: SettingsIcon,
        section: '/settings/',
    },
    { title: translatable('Report history'), path: '/report-history', icon: ReportIcon },
    { title: translatable('Help'), path: '/help', icon: HelpIcon },
    { title: translatable('Send feedback'), path: '/feedback', icon: FeedbackIcon },
];

export function isActive(item: SidebarItem, url: string): boolean {
    const path = url.split(/[?#]/)[0] ?? url;

    return path === item.path || (item.section !== undefined && path.startsWith(item.section));
}
