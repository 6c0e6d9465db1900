import type { Errors } from '@inertiajs/core';

import type { UserSettings } from './settings';

export interface ChannelSummary {
    id: number;
    handle: string;
    name: string;
    avatar_url: string | null;
}

export interface AuthUser {
    id: number;
    name: string;
    email: string;
    email_verified_at: string | null;
    /** Decides on reports under /moderation. */
    is_moderator: boolean;
    channel: ChannelSummary | null;
}

export interface Flash {
    status?: string;
}

/**
 * The props HandleInertiaRequests shares with every page. A page adds its own:
 * `usePage<{ videos: Video[] }>()` or `PageProps<{ videos: Video[] }>`.
 */
export interface SharedProps {
    [key: string]: unknown;
    name: string;
    auth: {
        user: AuthUser | null;
    };
    /** The account's settings, or the defaults a signed-out visitor's browser overrides (useSettings). */
    settings: UserSettings;
    flash: Flash;
    /** The bell's unread count, for a signed-in user only. */
    notifications: { unread: number } | null;
    /** The page's <meta name="description">: the site's, or a video's or channel's own. */
    metaDescription: string;
    /** The interface's language (en, es, fr, de, ja). */
    locale: string;
    /** Its strings keyed by their English text; empty for English (PHP sends [] for empty). */
    translations: Record<string, string> | [];
}

export type PageProps<T extends Record<string, unknown> = Record<string, unknown>> = T &
    SharedProps & {
        errors: Errors;
    };
