import { withRoutes } from './server';

/** The routes a settings page links to and saves through, as @routes would print them. */
export function withSettingsRoutes(): void {
    withRoutes({
        login: 'login',
        register: 'register',
        help: 'help',
        search: 'search',
        'profile.edit': 'profile',
        'profile.update': 'profile',
        'profile.timezone.update': 'profile/timezone',
        'profile.audience.update': 'profile/audience',
        'verification.send': 'email/verification-notification',
        'create-channel': 'create-channel',
        'studio.customization': 'studio/customization',
        'settings.show': 'settings/{section}',
        'settings.account.update': 'settings/account',
        'settings.notifications.update': 'settings/notifications',
        'settings.privacy.update': 'settings/privacy',
        'settings.playback.update': 'settings/playback',
        'settings.appearance.update': 'settings/appearance',
        'settings.advanced.update': 'settings/advanced',
        'settings.downloads.update': 'settings/downloads',
    });
}

/** What UserSettings::choices() sends the pages with selects. */
export const settingsChoices = {
    notifications: { email_frequency: ['immediately', 'daily', 'weekly'] },
    privacy: { cookie_preference: ['all', 'necessary', 'custom'] },
    playback: {
        quality_on_mobile: ['auto', '144p', '240p', '360p', '480p', '720p', '1080p'],
        quality_on_wifi: ['auto', '144p', '240p', '360p', '480p', '720p', '1080p'],
        playback_speed: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2],
        data_usage: ['standard', 'data_saver'],
        av1_preference: ['auto', 'prefer_sd', 'always'],
    },
    appearance: {
        theme: ['light', 'dark', 'system'],
        font_size: ['small', 'medium', 'large', 'x-large'],
        language: ['en', 'es', 'fr', 'de', 'ja'],
    },
    downloads: {
        download_quality: ['144p', '240p', '360p', '480p', '720p', '1080p'],
        storage_location: ['internal', 'sd_card'],
        download_limit: ['2gb', '5gb', '10gb', '20gb', 'unlimited'],
    },
};
