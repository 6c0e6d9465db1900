import AccountIcon from '@/Components/icons/AccountIcon';
import AppsIcon from '@/Components/icons/AppsIcon';
import BellIcon from '@/Components/icons/BellIcon';
import CardIcon from '@/Components/icons/CardIcon';
import DownloadIcon from '@/Components/icons/DownloadIcon';
import HelpIcon from '@/Components/icons/HelpIcon';
import LockIcon from '@/Components/icons/LockIcon';
import PaletteIcon from '@/Components/icons/PaletteIcon';
import PlaybackIcon from '@/Components/icons/PlaybackIcon';
import SettingsIcon from '@/Components/icons/SettingsIcon';
import type { SidebarItem } from '@/Components/layout/sidebarItems';
import { translatable } from '@/lib/i18n';

/** The pages of /settings/{section} (app/Settings/SettingsSection.php). */
export type SettingsPageName =
    | 'account'
    | 'notifications'
    | 'privacy'
    | 'playback'
    | 'appearance'
    | 'downloads'
    | 'connected-apps'
    | 'billing'
    | 'advance'
    | 'help';

export interface SettingsItem extends SidebarItem {
    page: SettingsPageName;
}

// Spec §2: the settings sidebar's entries in its order, Appearance among them, and the Help
// screen that shares the layout last.
const pages: [SettingsPageName, string, SidebarItem['icon']][] = [
    ['account', translatable('Account'), AccountIcon],
    ['notifications', translatable('Notifications'), BellIcon],
    ['privacy', translatable('Privacy'), LockIcon],
    ['playback', translatable('Playback and Performance'), PlaybackIcon],
    ['appearance', translatable('Appearance'), PaletteIcon],
    ['downloads', translatable('Downloads'), DownloadIcon],
    ['connected-apps', translatable('Connected Apps'), AppsIcon],
    ['billing', translatable('Billing and Payments'), CardIcon],
    ['advance', translatable('Advance settings'), SettingsIcon],
    ['help', translatable('Help'), HelpIcon],
];

export const settingsItems: SettingsItem[] = pages.map(([page, title, icon]) => ({
    page,
    title,
    icon,
    path: `/settings/${page}`,
}));

export function isSettingsPage(item: SettingsItem, url: string): boolean {
    return (url.split(/[?#]/)[0] ?? url) === item.path;
}
