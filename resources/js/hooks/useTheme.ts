import { router, usePage } from '@inertiajs/react';
import { useCallback } from 'react';

import useSettings from '@/hooks/useSettings';
import { applyTheme, PREFERS_DARK_QUERY, resolveTheme, type Theme } from '@/lib/appearance';
import { guestTheme } from '@/lib/guestSettings';
import { SETTINGS_UPDATE_ROUTES } from '@/lib/saveSettings';
import type { PageProps } from '@/types';

import { useMediaQuery } from './useMediaQuery';

export type { Theme } from '@/lib/appearance';

/**
 * The colour theme in effect (the Appearance setting; "system" follows the device) and the
 * header's toggle, which chooses the other one: an account saves it, a signed-out visitor's
 * browser keeps it.
 */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
    const signedIn = usePage<PageProps>().props.auth.user !== null;
    const { appearance } = useSettings();
    const theme = resolveTheme(appearance.theme, useMediaQuery(PREFERS_DARK_QUERY));

    const toggleTheme = useCallback(() => {
        const next = theme === 'dark' ? 'light' : 'dark';

        if (!signedIn) {
            guestTheme.set(next);

            return;
        }

        // At once, rather than after the round trip; the saved settings then agree.
        applyTheme(next);
        router.patch(
            route(SETTINGS_UPDATE_ROUTES.appearance),
            { ...appearance, theme: next },
            { preserveScroll: true, preserveState: true, only: ['settings'] },
        );
    }, [theme, signedIn, appearance]);

    return { theme, toggleTheme };
}
