/**
 * An account's settings (app/Settings/UserSettings.php): every section with every key, the
 * defaults filled in. The shared `settings` prop carries them; a signed-out visitor's browser
 * overrides the defaults (hooks/useSettings.ts). Type aliases, not interfaces: Inertia's form
 * data needs their implicit index signature.
 */

export type ThemeChoice = 'light' | 'dark' | 'system';
export type FontSize = 'small' | 'medium' | 'large' | 'x-large';
export type LanguageCode = 'en' | 'es' | 'fr' | 'de' | 'ja';
export type EmailFrequency = 'immediately' | 'daily' | 'weekly';
export type CookiePreference = 'all' | 'necessary' | 'custom';
export type StreamQuality = 'auto' | '144p' | '240p' | '360p' | '480p' | '720p' | '1080p';
export type DownloadQuality = Exclude<StreamQuality, 'auto'>;
export type DataUsage = 'standard' | 'data_saver';
export type Av1Preference = 'auto' | 'prefer_sd' | 'always';
export type StorageLocation = 'internal' | 'sd_card';
export type DownloadLimit = '2gb' | '5gb' | '10gb' | '20gb' | 'unlimited';

export type AccountSettings = {
    phone: string | null;
};

export type NotificationSettings = {
    subscriptions: boolean;
    recommended: boolean;
    activity_sharing: boolean;
    mentions: boolean;
    replies: boolean;
    channel_activity: boolean;
    premieres: boolean;
    live_streams: boolean;
    email_notifications: boolean;
    push_notifications: boolean;
    email_frequency: EmailFrequency;
};

export type PrivacySettings = {
    keep_history_paused: boolean;
    pause_watch_history: boolean;
    pause_search_history: boolean;
    manage_activity_data: boolean;
    show_subscriptions: boolean;
    show_liked_videos: boolean;
    show_saved_playlists: boolean;
    ad_personalization: boolean;
    cookie_preference: CookiePreference;
};

export type PlaybackSettings = {
    autoplay: boolean;
    subtitles: boolean;
    quality_on_mobile: StreamQuality;
    quality_on_wifi: StreamQuality;
    playback_speed: number;
    miniplayer: boolean;
    ambient_mode: boolean;
    data_usage: DataUsage;
    av1_preference: Av1Preference;
    inline_playback: boolean;
};

export type AppearanceSettings = {
    theme: ThemeChoice;
    compact_mode: boolean;
    reduced_motion: boolean;
    font_size: FontSize;
    language: LanguageCode;
};

export type AdvancedSettings = {
    enable_stats: boolean;
    enable_debug_mode: boolean;
    enable_experimental_features: boolean;
    enable_background_playback: boolean;
    enable_picture_in_picture: boolean;
    enable_hardware_acceleration: boolean;
};

export type DownloadSettings = {
    download_over_wifi: boolean;
    download_quality: DownloadQuality;
    storage_location: StorageLocation;
    delete_watched: boolean;
    auto_download: boolean;
    download_limit: DownloadLimit;
};

export type UserSettings = {
    account: AccountSettings;
    notifications: NotificationSettings;
    privacy: PrivacySettings;
    playback: PlaybackSettings;
    appearance: AppearanceSettings;
    advanced: AdvancedSettings;
    downloads: DownloadSettings;
};

export type SettingsSection = keyof UserSettings;

/** What a signed-out visitor chose, section by section: only the keys they changed. */
export type GuestSettings = { [S in SettingsSection]?: Partial<UserSettings[S]> };

/** The values a section's choices may take, as the server sends them to its page. */
export type SettingsChoices<S extends SettingsSection> = Partial<
    Record<keyof UserSettings[S], (string | number)[]>
>;
