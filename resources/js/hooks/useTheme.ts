import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { readString, writeString } from '@/lib/storage';

export type Theme = 'light' | 'dark';

// The inline script in app.blade.php reads the same key and sets the same class before first
// paint; keep the three in step.
export const THEME_STORAGE_KEY = 'theme';
const DARK_CLASS = 'dark';

const listeners = new Set<() => void>();
let current: Theme | null = null;

function initialTheme(): Theme {
    const stored = readString(THEME_STORAGE_KEY);

    if (stored === 'dark' || stored === 'light') {
        return stored;
    }

    const prefersDark =
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-color-scheme: dark)').matches;

    return prefersDark ? 'dark' : 'light';
}

function getTheme(): Theme {
    current ??= initialTheme();

    return current;
}

function applyTheme(theme: Theme): void {
    document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
}

function setTheme(theme: Theme): void {
    current = theme;
    applyTheme(theme);
    writeString(THEME_STORAGE_KEY, theme);
    listeners.forEach((listener) => {
        listener();
    });
}

function subscribe(listener: () => void): () => void {
    listeners.add(listener);

    return () => {
        listeners.delete(listener);
    };
}

/**
 * The colour theme, shared by every toggle on the page: the stored choice, else the system
 * preference. Toggling flips the class on <html> and remembers the choice.
 */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
    const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);

    // The no-flash script normally applied this already; this covers pages rendered without it.
    useEffect(() => {
        applyTheme(theme);
    }, [theme]);

    const toggleTheme = useCallback(() => {
        setTheme(getTheme() === 'dark' ? 'light' : 'dark');
    }, []);

    return { theme, toggleTheme };
}
