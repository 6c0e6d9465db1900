import type { ComponentType } from 'react';

import BlipsIcon from '@/Components/icons/BlipsIcon';
import FeedbackIcon from '@/Components/icons/FeedbackIcon';
import GamingIcon from '@/Components/icons/GamingIcon';
import HelpIcon from '@/Components/icons/HelpIcon';
import HistoryIcon from '@/Components/icons/HistoryIcon';
import HomeIcon from '@/Components/icons/HomeIcon';
import type { IconProps } from '@/Components/icons/Icon';
import LikedIcon from '@/Components/icons/LikedIcon';
import MusicIcon from '@/Components/icons/MusicIcon';
import NewsIcon from '@/Components/icons/NewsIcon';
import ReportIcon from '@/Components/icons/ReportIcon';
import SettingsIcon from '@/Components/icons/SettingsIcon';
import SubscriptionsIcon from '@/Components/icons/SubscriptionsIcon';
import TrendingIcon from '@/Components/icons/TrendingIcon';
import WatchLaterIcon from '@/Components/icons/WatchLaterIcon';

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
    { title: 'Home', path: '/', icon: HomeIcon },
    { title: 'Blips', path: '/blips', icon: BlipsIcon },
    { title: 'Subscriptions', path: '/subscriptions', icon: SubscriptionsIcon },
    { title: 'History', path: '/history', icon: HistoryIcon },
    { title: 'Liked videos', path: '/liked', icon: LikedIcon },
    { title: 'Watch later', path: '/watch-later', icon: WatchLaterIcon },
    { title: 'Trending', path: '/trending', icon: TrendingIcon },
    { title: 'Music', path: '/music', icon: MusicIcon },
    { title: 'Gaming', path: '/gaming', icon: GamingIcon },
    { title: 'News', path: '/news', icon: NewsIcon },
];

export const secondaryItems: SidebarItem[] = [
    { title: 'Settings', path: '/settings/account', icon: SettingsIcon, section: '/settings/' },
    { title: 'Report history', path: '/report-history', icon: ReportIcon },
    { title: 'Help', path: '/help', icon: HelpIcon },
    { title: 'Send feedback', path: '/feedback', icon: FeedbackIcon },
];

export function isActive(item: SidebarItem, url: string): boolean {
    const path = url.split(/[?#]/)[0] ?? url;

    return path === item.path || (item.section !== undefined && path.startsWith(item.section));
}
