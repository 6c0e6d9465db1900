import { act, renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { installMatchMedia, setViewportWidth, uninstallMatchMedia } from '@/test/matchMedia';

import { useSidebar } from './useSidebar';

function navigate() {
    act(() => {
        document.dispatchEvent(new CustomEvent('inertia:navigate', { detail: { page: {} } }));
    });
}

function pressEscape() {
    act(() => {
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
}

describe('useSidebar', () => {
    afterEach(() => {
        uninstallMatchMedia();
    });

    it('is expanded beside the page at 1200 px and wider', () => {
        installMatchMedia({ width: 1200 });

        const { result } = renderHook(() => useSidebar());

        expect(result.current).toMatchObject({ mode: 'desktop', expanded: true, overlay: false });
    });

    it('collapses to a rail and back with the toggle on wide screens', () => {
        installMatchMedia({ width: 1440 });
        const { result } = renderHook(() => useSidebar());

        act(() => {
            result.current.toggle();
        });
        expect(result.current).toMatchObject({ expanded: false, overlay: false });

        act(() => {
            result.current.toggle();
        });
        expect(result.current.expanded).toBe(true);
    });

    it('starts as a collapsed rail below 1200 px', () => {
        installMatchMedia({ width: 1199 });

        const { result } = renderHook(() => useSidebar());

        expect(result.current).toMatchObject({ mode: 'rail', expanded: false, overlay: false });
    });

    it('collapses when the window narrows below 1200 px', () => {
        installMatchMedia({ width: 1280 });
        const { result } = renderHook(() => useSidebar());

        act(() => {
            setViewportWidth(1100);
        });

        expect(result.current).toMatchObject({ mode: 'rail', expanded: false });
    });

    it('is hidden on small screens and opens as an overlay', () => {
        installMatchMedia({ width: 390 });
        const { result } = renderHook(() => useSidebar());

        expect(result.current).toMatchObject({ mode: 'mobile', expanded: false, overlay: false });

        act(() => {
            result.current.toggle();
        });

        expect(result.current).toMatchObject({ mode: 'mobile', expanded: true, overlay: true });
    });

    it('opens as an overlay over the rail on medium screens', () => {
        installMatchMedia({ width: 900 });
        const { result } = renderHook(() => useSidebar());

        act(() => {
            result.current.toggle();
        });

        expect(result.current).toMatchObject({ mode: 'rail', expanded: true, overlay: true });
    });

    it('closes the overlay on navigation', () => {
        installMatchMedia({ width: 390 });
        const { result } = renderHook(() => useSidebar());
        act(() => {
            result.current.toggle();
        });

        navigate();

        expect(result.current.overlay).toBe(false);
    });

    it('closes the overlay on Escape and returns focus to the menu toggle', () => {
        installMatchMedia({ width: 390 });
        const button = document.createElement('button');
        document.body.append(button);
        const ref = createRef<HTMLButtonElement>();
        ref.current = button;
        const { result } = renderHook(() => useSidebar(ref));
        act(() => {
            result.current.toggle();
        });

        pressEscape();

        expect(result.current.overlay).toBe(false);
        expect(button).toHaveFocus();
        button.remove();
    });

    it('ignores Escape while the overlay is closed', () => {
        installMatchMedia({ width: 1280 });
        const { result } = renderHook(() => useSidebar());

        pressEscape();

        expect(result.current.expanded).toBe(true);
    });

    it('closes the overlay when the window widens past its breakpoint', () => {
        installMatchMedia({ width: 390 });
        const { result } = renderHook(() => useSidebar());
        act(() => {
            result.current.toggle();
        });

        act(() => {
            setViewportWidth(1280);
        });
        expect(result.current).toMatchObject({ mode: 'desktop', overlay: false });

        act(() => {
            setViewportWidth(390);
        });
        expect(result.current.overlay).toBe(false);
    });
});
