import { router } from '@inertiajs/react';
import { useCallback, useEffect, useState, type RefObject } from 'react';

import { useMediaQuery } from './useMediaQuery';

// Spec §9: the sidebar collapses below 1200 px; below Tailwind's md (768 px) it leaves the
// page entirely and opens as an overlay.
export const SIDEBAR_EXPANDED_QUERY = '(min-width: 1200px)';
export const SIDEBAR_RAIL_QUERY = '(min-width: 768px)';

/** desktop: full sidebar or icon rail by choice; rail: icon rail; mobile: no sidebar. */
export type SidebarMode = 'desktop' | 'rail' | 'mobile';

export interface SidebarState {
    mode: SidebarMode;
    /** Whether items show their titles (full width) rather than icons alone. */
    expanded: boolean;
    /** Whether the full sidebar floats over the page with a backdrop. */
    overlay: boolean;
    toggle: () => void;
    /** Closes the overlay and hands focus back to the menu toggle. */
    dismiss: () => void;
    /** Closes the overlay, leaving focus where a followed link takes it. */
    close: () => void;
}

/** Beside the page as the viewport allows, or only ever as a drawer over it (theater mode). */
export type SidebarPlacement = 'beside' | 'drawer';

export function useSidebar(
    toggleRef?: RefObject<HTMLElement | null>,
    placement: SidebarPlacement = 'beside',
): SidebarState {
    const wide = useMediaQuery(SIDEBAR_EXPANDED_QUERY);
    const medium = useMediaQuery(SIDEBAR_RAIL_QUERY);
    const mode: SidebarMode =
        placement === 'drawer' ? 'mobile' : wide ? 'desktop' : medium ? 'rail' : 'mobile';

    const [desktopExpanded, setDesktopExpanded] = useState(true);
    const [overlayOpen, setOverlayOpen] = useState(false);
    const [modeSeen, setModeSeen] = useState(mode);

    // Crossing a breakpoint closes the overlay (set during render, so no frame shows it open).
    if (mode !== modeSeen) {
        setModeSeen(mode);
        setOverlayOpen(false);
    }

    const overlay = overlayOpen && mode !== 'desktop';

    const toggle = useCallback(() => {
        if (mode === 'desktop') {
            setDesktopExpanded((value) => !value);
        } else {
            setOverlayOpen((open) => !open);
        }
    }, [mode]);

    const dismiss = useCallback(() => {
        setOverlayOpen(false);
        toggleRef?.current?.focus();
    }, [toggleRef]);

    const close = useCallback(() => {
        setOverlayOpen(false);
    }, []);

    useEffect(
        () =>
            router.on('navigate', () => {
                setOverlayOpen(false);
            }),
        [],
    );

    useEffect(() => {
        if (!overlay) {
            return;
        }

        const onKeyDown = (event: KeyboardEvent) => {
            if (event.key === 'Escape') {
                dismiss();
            }
        };
        document.addEventListener('keydown', onKeyDown);

        return () => {
            document.removeEventListener('keydown', onKeyDown);
        };
    }, [overlay, dismiss]);

    return {
        mode,
        expanded: mode === 'desktop' ? desktopExpanded : overlay,
        overlay,
        toggle,
        dismiss,
        close,
    };
}
