import type { UserSettings } from '@/types/settings';

/**
 * The defaults the server shares (app/Settings/UserSettings.php; SharedSettingsTest checks
 * the PHP side), for pages rendered in tests. A fresh copy each time, as tests change them.
 */
export function defaultSettings(): UserSettings {
    return {
        account: { phone: null },
        notifications: {
            subscriptions: true,
            recommended: true,
            activity_sharing: false,
            mentions: false,
            replies: false,
            channel_activity: false,
            premieres: true,
            live_streams: true,
            email_notifications: false,
            push_notifications: false,
            email_frequency: 'daily',
        },
        privacy: {
            keep_history_paused: false,
            pause_watch_history: false,
            pause_search_history: false,
            manage_activity_data: true,
            show_subscriptions: false,
            show_liked_videos: false,
            show_saved_playlists: false,
            ad_personalization: false,
            cookie_preference: 'necessary',
        },
        playback: {
            autoplay: true,
            subtitles: false,
            quality_on_mobile: 'auto',
            quality_on_wifi: 'auto',
            playback_speed: 1,
            miniplayer: true,
            ambient_mode: false,
            data_usage: 'standard',
            av1_preference: 'auto',
            inline_playback: true,
        },
        appearance: {
            theme: 'system',
            compact_mode: false,
            reduced_motion: false,
            font_size: 'medium',
            language: 'en',
        },
        advanced: {
            enable_stats: false,
            enable_debug_mode: false,
            enable_experimental_features: false,
            enable_background_playback: false,
            enable_picture_in_picture: true,
            enable_hardware_acceleration: true,
        },
        downloads: {
            download_over_wifi: true,
            download_quality: '720p',
            storage_location: 'internal',
            delete_watched: false,
            auto_download: false,
            download_limit: '10gb',
        },
    };
}
