import type { ComponentType } from 'react';

import type { IconProps } from '@/Components/icons/Icon';
import SettingsIcon from '@/Components/icons/SettingsIcon';

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
    { title: 'Dashboard', path: '/studio/dashboard', icon: DashboardIcon },
    { title: 'Content', path: '/studio/content', icon: ContentIcon },
    { title: 'Analytics', path: '/studio/analytics', icon: AnalyticsIcon },
    { title: 'Comments', path: '/studio/comments', icon: CommentsIcon },
    { title: 'Customization', path: '/studio/customization', icon: CustomizationIcon },
    { title: 'Settings', path: '/studio/settings', icon: SettingsIcon },
];

export const createItems: StudioItem[] = [
    { title: 'Upload video', path: '/studio/upload/video', icon: UploadIcon },
    { title: 'Create short', path: '/studio/upload/short', icon: ShortIcon },
];

/** Whether the page at `url` (path plus query) belongs to the item, including its sub-pages. */
export function isActive(item: StudioItem, url: string): boolean {
    const path = url.split(/[?#]/)[0] ?? '';

    return path === item.path || path.startsWith(`${item.path}/`);
}
