import { useCallback, useSyncExternalStore } from 'react';

// Browsers all have matchMedia; a few embedded and test environments do not, and there the
// frame should still render with its narrowest layout rather than crash.
function mediaQueryList(query: string): MediaQueryList | null {
    return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches now, re-rendering when the answer changes.
 */
export function useMediaQuery(query: string): boolean {
    const subscribe = useCallback(
        (onChange: () => void) => {
            const list = mediaQueryList(query);
            list?.addEventListener('change', onChange);

            return () => {
                list?.removeEventListener('change', onChange);
            };
        },
        [query],
    );

    return useSyncExternalStore(
        subscribe,
        () => mediaQueryList(query)?.matches ?? false,
        () => false,
    );
}
