import { useEffect } from 'react';

import useSettings from '@/hooks/useSettings';
import { applyAppearance, PREFERS_DARK_QUERY } from '@/lib/appearance';

import { useMediaQuery } from './useMediaQuery';

/**
 * Keeps the page's theme, font size, motion and density on the settings in effect: after a
 * save, a sign-in, a change in another tab and, for the system theme, a change of the
 * device's colour scheme. Each layout runs it once.
 */
export default function useAppearance(): void {
    const { appearance } = useSettings();
    const prefersDark = useMediaQuery(PREFERS_DARK_QUERY);

    useEffect(() => {
        applyAppearance(appearance, prefersDark);
    }, [appearance, prefersDark]);
}
