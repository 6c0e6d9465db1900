import {
    clearGuestSettings,
    guestPausesWatchHistory,
    guestSettingsPayload,
} from '@/lib/guestSettings';
import { storedValue } from '@/lib/storedValue';
import type { GuestSettings } from '@/types/settings';
import type { NotificationLevel, ReactionType } from '@/types/models';

/**
 * A signed-out visitor's library, kept in this browser's local storage until they sign in
 * (then app/Actions/MergeGuestLibrary.php takes it into the account and the browser forgets
 * it). Each part has its own key, as the spec's browser storage has:
 *
 * - `subscriptions`: `[{ "channelId": 12, "level": "all" }, …]`
 * - `history`: `[{ "videoId": "…11 chars…", "watchedAt": ISO time, "position": seconds }, …]`, latest first
 * - `likedVideos`: `[{ "videoId": "…", "type": "like" | "dislike", "at": ISO time }, …]`, latest first
 * - `notInterested`: video ids the visitor said "Not interested" to, latest first
 *
 * The visitor's settings (lib/guestSettings.ts) go along with it, the history pause among them.
 */
export const GUEST_KEYS = {
    subscriptions: 'subscriptions',
    history: 'history',
    reactions: 'likedVideos',
    notInterested: 'notInterested',
} as const;

/** Oldest entries beyond these fall off; the server reads no more than this either. */
export const GUEST_HISTORY_MAX = 200;
export const GUEST_REACTIONS_MAX = 500;
export const GUEST_NOT_INTERESTED_MAX = 500;

export interface GuestSubscription {
    channelId: number;
    level: NotificationLevel;
}

export interface GuestHistoryEntry {
    videoId: string;
    watchedAt: string;
    /** Seconds reached. */
    position: number;
}

export interface GuestReaction {
    videoId: string;
    type: ReactionType;
    at: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null;
}

function listOf<T>(isItem: (item: Record<string, unknown>) => boolean) {
    return (value: unknown): value is T[] =>
        Array.isArray(value) && value.every((item: unknown) => isRecord(item) && isItem(item));
}

const LEVELS: readonly unknown[] = ['all', 'personalized', 'none'];
const REACTIONS: readonly unknown[] = ['like', 'dislike'];

const isVideoId = (value: unknown): boolean =>
    typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value);

const isTime = (value: unknown): boolean =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value));

export const guestSubscriptions = storedValue<GuestSubscription[]>(
    GUEST_KEYS.subscriptions,
    listOf((item) => Number.isInteger(item.channelId) && LEVELS.includes(item.level)),
    [],
);

export const guestHistory = storedValue<GuestHistoryEntry[]>(
    GUEST_KEYS.history,
    listOf(
        (item) =>
            isVideoId(item.videoId) &&
            isTime(item.watchedAt) &&
            typeof item.position === 'number' &&
            item.position >= 0,
    ),
    [],
);

export const guestReactions = storedValue<GuestReaction[]>(
    GUEST_KEYS.reactions,
    listOf((item) => isVideoId(item.videoId) && REACTIONS.includes(item.type) && isTime(item.at)),
    [],
);

export const guestNotInterested = storedValue<string[]>(
    GUEST_KEYS.notInterested,
    (value): value is string[] => Array.isArray(value) && value.every(isVideoId),
    [],
);

/** Sets a video aside (or, with `false`, takes it back) for this visitor's home and up next. */
export function setGuestNotInterested(videoId: string, notInterested = true): void {
    const others = guestNotInterested.get().filter((id) => id !== videoId);

    guestNotInterested.set(
        notInterested ? [videoId, ...others].slice(0, GUEST_NOT_INTERESTED_MAX) : others,
    );
}

/** Notes a watch at the front of the history, unless the visitor paused it (Settings › Privacy). */
export function recordGuestWatch(videoId: string, position: number, now: Date = new Date()): void {
    if (guestPausesWatchHistory()) {
        return;
    }

    guestHistory.set(
        [
            { videoId, watchedAt: now.toISOString(), position: Math.max(0, Math.floor(position)) },
            ...guestHistory.get().filter((entry) => entry.videoId !== videoId),
        ].slice(0, GUEST_HISTORY_MAX),
    );
}

export function removeGuestWatch(videoId: string): void {
    guestHistory.set(guestHistory.get().filter((entry) => entry.videoId !== videoId));
}

/** Closer to the end than this, a return visit starts from the beginning (as WatchPage::RESUME_TAIL_SECONDS). */
const RESUME_TAIL_SECONDS = 5;

/** Where a visitor left this video in this browser, or 0 to start from the beginning. */
export function guestResumeAt(videoId: string, duration: number): number {
    const position = guestHistory.get().find((entry) => entry.videoId === videoId)?.position ?? 0;

    return position < duration - RESUME_TAIL_SECONDS ? position : 0;
}

/** Sets (or, with null, takes back) the visitor's like or dislike of a video. */
export function setGuestReaction(
    videoId: string,
    type: ReactionType | null,
    now: Date = new Date(),
): void {
    const others = guestReactions.get().filter((entry) => entry.videoId !== videoId);

    guestReactions.set(
        type === null
            ? others
            : [{ videoId, type, at: now.toISOString() }, ...others].slice(0, GUEST_REACTIONS_MAX),
    );
}

export function guestReactionTo(videoId: string): ReactionType | null {
    return guestReactions.get().find((entry) => entry.videoId === videoId)?.type ?? null;
}

// A type alias, not an interface: Inertia's request data needs the implicit index signature.
export type GuestLibraryPayload = {
    subscriptions: { channel_id: number; level: NotificationLevel }[];
    history: { video_id: string; watched_at: string; position: number }[];
    reactions: { video_id: string; type: ReactionType }[];
    not_interested: string[];
    settings: GuestSettings;
};

/** The library in the shape the login and register forms send as `guest_library`. */
export function guestLibraryPayload(): GuestLibraryPayload {
    return {
        subscriptions: guestSubscriptions
            .get()
            .map(({ channelId, level }) => ({ channel_id: channelId, level })),
        history: guestHistory.get().map(({ videoId, watchedAt, position }) => ({
            video_id: videoId,
            watched_at: watchedAt,
            position,
        })),
        reactions: guestReactions.get().map(({ videoId, type }) => ({ video_id: videoId, type })),
        not_interested: guestNotInterested.get(),
        settings: guestSettingsPayload(),
    };
}

/** Forgets the library once the account holds it. */
export function clearGuestLibrary(): void {
    guestSubscriptions.clear();
    guestHistory.clear();
    guestReactions.clear();
    guestNotInterested.clear();
    clearGuestSettings();
}
