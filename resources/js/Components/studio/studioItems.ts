import type { ComponentType } from 'react';

import type { IconProps } from '@/Components/icons/Icon';
import SettingsIcon from '@/Components/icons/SettingsIcon';
import { translatable } from '@/lib/i18n';

import {
    AnalyticsIcon,
    CommentsIcon,
    ContentIcon,
    CustomizationIcon,
    DashboardIcon,
    ShortIcon,
    UploadIcon,
} from './icons';

export interface StudioItem {
    title: string;
    path: string;
    icon: ComponentType<IconProps>;
}

// Spec §2 "Studio": the studio routes, in the order the sidebar lists them.
export const studioItems: StudioItem[] = [
    { title: translatable('Dashboard'), path: '/studio/dashboard', icon: DashboardIcon },
    { title: translatable('Content'), path: '/studio/content', icon: ContentIcon },
    { title: translatable('Analytics'), path: '/studio/analytics', icon: AnalyticsIcon },
    { title: translatable('Comments'), path: '/studio/comments', icon: CommentsIcon },
    {
        title: translatable('Customization'),
        path: '/studio/customization',
        icon: CustomizationIcon,
    },
    { title: translatable('Settings'), path: '/studio/settings', icon: SettingsIcon },
];

export const createItems: StudioItem[] = [
    { title: translatable('Upload video'), path: '/studio/upload/video', icon: UploadIcon },
    { title: translatable('Create short'), path: '/studio/upload/short', icon: ShortIcon },
];

/** Whether the page at `url` (path plus query) belongs to the item, including its sub-pages. */
export function isActive(item: StudioItem, url: string): boolean {
    const path = url.split(/[?#]/)[0] ?? '';

    return path === item.path || path.startsWith(`${item.path}/`);
}
