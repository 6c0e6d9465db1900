import { usePage } from '@inertiajs/react';
import { useMemo } from 'react';

import useStoredValue from '@/hooks/useStoredValue';
import { guestSettings, guestTheme, withGuestSettings } from '@/lib/guestSettings';
import type { PageProps } from '@/types';
import type { GuestSettings, ThemeChoice, UserSettings } from '@/types/settings';

const NOTHING_STORED: GuestSettings = {};

/**
 * The settings in effect on this page: the account's (the shared `settings` prop), or for a
 * signed-out visitor the defaults with what this browser stores. The player takes its speed
 * and autoplay from here, the frame its theme, font size, motion and density.
 */
export default function useSettings(): UserSettings {
    const { auth, settings } = usePage<PageProps>().props;
    const stored = useStoredValue(guestSettings, NOTHING_STORED);
    const theme = useStoredValue<ThemeChoice | null>(guestTheme, null);
    const signedIn = auth.user !== null;

    return useMemo(
        () => (signedIn ? settings : withGuestSettings(settings, stored, theme)),
        [signedIn, settings, stored, theme],
    );
}

/** Spec §4: keep history paused holds both history pauses on. */
export function pausesWatchHistory(settings: UserSettings): boolean {
    return settings.privacy.keep_history_paused || settings.privacy.pause_watch_history;
}
