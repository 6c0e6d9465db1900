import { router } from '@inertiajs/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { readJson, writeJson } from '@/lib/storage';
import type { NotificationLevel } from '@/types/models';

/**
 * A signed-out visitor's library, kept in this browser until they sign in.
 *
 * Storage key `subscriptions` holds a JSON array of the channels subscribed to and their
 * notification levels: `[{ "channelId": 12, "level": "all" }, …]`. At sign-in or
 * registration the list travels with the form (guestLibraryPayload) and the server merges it
 * into the account (app/Actions/MergeGuestLibrary.php); then the browser forgets it.
 */
export const GUEST_SUBSCRIPTIONS_KEY = 'subscriptions';

export interface GuestSubscription {
    channelId: number;
    level: NotificationLevel;
}

const LEVELS: readonly string[] = ['all', 'personalized', 'none'];

function isGuestSubscriptions(value: unknown): value is GuestSubscription[] {
    return (
        Array.isArray(value) &&
        value.every(
            (entry: unknown) =>
                typeof entry === 'object' &&
                entry !== null &&
                Number.isInteger((entry as GuestSubscription).channelId) &&
                LEVELS.includes((entry as GuestSubscription).level),
        )
    );
}

const EMPTY: GuestSubscription[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: GuestSubscription[] } | null = null;

function read(): GuestSubscription[] {
    let raw: string | null = null;
    try {
        raw = window.localStorage.getItem(GUEST_SUBSCRIPTIONS_KEY);
    } catch {
        // Storage can be blocked; readJson below logs and falls back.
    }

    // useSyncExternalStore needs the same array back while nothing changed.
    if (cache?.raw !== raw) {
        cache = { raw, value: readJson(GUEST_SUBSCRIPTIONS_KEY, isGuestSubscriptions, EMPTY) };
    }

    return cache.value;
}

function write(subscriptions: GuestSubscription[]): void {
    writeJson(GUEST_SUBSCRIPTIONS_KEY, subscriptions);
    listeners.forEach((listener) => {
        listener();
    });
}

function subscribeToStore(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changing the list fires "storage" here.
    window.addEventListener('storage', listener);

    return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
    };
}

/** The library in the shape the login and register forms send as `guest_library`. */
export function guestLibraryPayload(): {
    subscriptions: { channel_id: number; level: NotificationLevel }[];
} {
    return {
        subscriptions: read().map(({ channelId, level }) => ({ channel_id: channelId, level })),
    };
}

/** Forgets the library once the account holds it. */
export function clearGuestLibrary(): void {
    try {
        window.localStorage.removeItem(GUEST_SUBSCRIPTIONS_KEY);
    } catch {
        // Nothing stored can be nothing to clear.
    }
    listeners.forEach((listener) => {
        listener();
    });
}

let merging = false;

export default function useGuestLibrary({ signedIn }: { signedIn: boolean }) {
    const subscriptions = useSyncExternalStore(subscribeToStore, read, () => EMPTY);

    // A browser that signed in without sending its library along (a password reset, another
    // tab) hands it over now, once, then forgets it.
    useEffect(() => {
        if (!signedIn || subscriptions.length === 0 || merging) {
            return;
        }

        merging = true;
        router.post(
            route('guest-library.merge'),
            { guest_library: guestLibraryPayload() },
            {
                preserveScroll: true,
                preserveState: true,
                onSuccess: clearGuestLibrary,
                onFinish: () => {
                    merging = false;
                },
            },
        );
    }, [signedIn, subscriptions]);

    const levelFor = useCallback(
        (channelId: number): NotificationLevel | null =>
            subscriptions.find((entry) => entry.channelId === channelId)?.level ?? null,
        [subscriptions],
    );

    const subscribe = useCallback((channelId: number, level: NotificationLevel = 'all') => {
        write([...read().filter((entry) => entry.channelId !== channelId), { channelId, level }]);
    }, []);

    const unsubscribe = useCallback((channelId: number) => {
        write(read().filter((entry) => entry.channelId !== channelId));
    }, []);

    return { subscriptions, levelFor, subscribe, unsubscribe };
}
