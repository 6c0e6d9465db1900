import type { SettingsSection } from '@/types/settings';

/** Where an account saves each section (routes/settings.php). */
export const SETTINGS_UPDATE_ROUTES = {
    account: 'settings.account.update',
    notifications: 'settings.notifications.update',
    privacy: 'settings.privacy.update',
    playback: 'settings.playback.update',
    appearance: 'settings.appearance.update',
    advanced: 'settings.advanced.update',
    downloads: 'settings.downloads.update',
} as const satisfies Record<SettingsSection, string>;
