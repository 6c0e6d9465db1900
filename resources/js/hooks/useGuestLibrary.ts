import { router } from '@inertiajs/react';
import { useCallback, useEffect } from 'react';

import useStoredValue from '@/hooks/useStoredValue';

import {
    clearGuestLibrary,
    guestHistory,
    guestLibraryPayload,
    guestNotInterested,
    guestReactions,
    guestSubscriptions,
    type GuestHistoryEntry,
    type GuestReaction,
    type GuestSubscription,
} from '@/lib/guestLibrary';
import { guestSettings, guestTheme } from '@/lib/guestSettings';
import type { NotificationLevel } from '@/types/models';
import type { GuestSettings, ThemeChoice } from '@/types/settings';

const NO_SUBSCRIPTIONS: GuestSubscription[] = [];
const NO_HISTORY: GuestHistoryEntry[] = [];
const NO_REACTIONS: GuestReaction[] = [];
const NO_IDS: string[] = [];
const NO_SETTINGS: GuestSettings = {};

export function useGuestHistory(): GuestHistoryEntry[] {
    return useStoredValue(guestHistory, NO_HISTORY);
}

export function useGuestReactions(): GuestReaction[] {
    return useStoredValue(guestReactions, NO_REACTIONS);
}

/** Ids of the videos a guest said "Not interested" to. */
export function useGuestNotInterested(): string[] {
    return useStoredValue(guestNotInterested, NO_IDS);
}

let merging = false;

/**
 * A signed-out visitor's subscriptions (lib/guestLibrary.ts keeps the whole library). Once the
 * browser is signed in, a library still stored here is handed to the account.
 */
export default function useGuestLibrary({ signedIn }: { signedIn: boolean }) {
    const subscriptions = useStoredValue(guestSubscriptions, NO_SUBSCRIPTIONS);
    const history = useGuestHistory();
    const reactions = useGuestReactions();
    const notInterested = useGuestNotInterested();
    const settings = useStoredValue(guestSettings, NO_SETTINGS);
    const theme = useStoredValue<ThemeChoice | null>(guestTheme, null);

    // A browser that signed in without sending its library along (a password reset, another
    // tab) hands it over now, once, then forgets it.
    useEffect(() => {
        const empty =
            subscriptions.length === 0 &&
            history.length === 0 &&
            reactions.length === 0 &&
            notInterested.length === 0 &&
            Object.keys(settings).length === 0 &&
            theme === null;

        if (!signedIn || empty || merging) {
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
    }, [signedIn, subscriptions, history, reactions, notInterested, settings, theme]);

    const levelFor = useCallback(
        (channelId: number): NotificationLevel | null =>
            subscriptions.find((entry) => entry.channelId === channelId)?.level ?? null,
        [subscriptions],
    );

    const subscribe = useCallback((channelId: number, level: NotificationLevel = 'all') => {
        guestSubscriptions.set([
            ...guestSubscriptions.get().filter((entry) => entry.channelId !== channelId),
            { channelId, level },
        ]);
    }, []);

    const unsubscribe = useCallback((channelId: number) => {
        guestSubscriptions.set(
            guestSubscriptions.get().filter((entry) => entry.channelId !== channelId),
        );
    }, []);

    return { subscriptions, levelFor, subscribe, unsubscribe };
}
