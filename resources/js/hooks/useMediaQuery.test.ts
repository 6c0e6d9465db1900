import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
    installMatchMedia,
    setViewportWidth,
    uninstallMatchMedia,
    withoutMatchMedia,
} from '@/test/matchMedia';

import { useMediaQuery } from './useMediaQuery';

describe('useMediaQuery', () => {
    afterEach(() => {
        uninstallMatchMedia();
    });

    it('answers whether the query matches now', () => {
        installMatchMedia({ width: 1300 });

        const { result } = renderHook(() => useMediaQuery('(min-width: 1200px)'));

        expect(result.current).toBe(true);
    });

    it('follows the viewport when it crosses the breakpoint', () => {
        installMatchMedia({ width: 1300 });
        const { result } = renderHook(() => useMediaQuery('(min-width: 1200px)'));

        act(() => {
            setViewportWidth(1000);
        });
        expect(result.current).toBe(false);

        act(() => {
            setViewportWidth(1250);
        });
        expect(result.current).toBe(true);
    });

    it('answers false where the browser has no matchMedia', () => {
        withoutMatchMedia(() => {
            const { result } = renderHook(() => useMediaQuery('(min-width: 1px)'));

            expect(result.current).toBe(false);
        });
    });
});
