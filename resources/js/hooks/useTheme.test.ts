import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';

// The theme is one store per page load; each test loads the module afresh, as a reload would.
async function loadUseTheme() {
    vi.resetModules();

    return (await import('./useTheme')).useTheme;
}

describe('useTheme', () => {
    beforeEach(() => {
        localStorage.clear();
        document.documentElement.classList.remove('dark');
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    });

    afterEach(() => {
        uninstallMatchMedia();
        localStorage.clear();
        document.documentElement.classList.remove('dark');
    });

    it('starts from the stored choice over the system preference', async () => {
        installMatchMedia({ prefersDark: true });
        localStorage.setItem('theme', 'light');
        const useTheme = await loadUseTheme();

        const { result } = renderHook(() => useTheme());

        expect(result.current.theme).toBe('light');
        expect(document.documentElement).not.toHaveClass('dark');
    });

    it('starts from a stored dark choice and applies the class', async () => {
        installMatchMedia({ prefersDark: false });
        localStorage.setItem('theme', 'dark');
        const useTheme = await loadUseTheme();

        const { result } = renderHook(() => useTheme());

        expect(result.current.theme).toBe('dark');
        expect(document.documentElement).toHaveClass('dark');
    });

    it('follows the system preference when nothing is stored', async () => {
        installMatchMedia({ prefersDark: true });
        const useTheme = await loadUseTheme();

        const { result } = renderHook(() => useTheme());

        expect(result.current.theme).toBe('dark');
    });

    it('ignores a stored value that is not a theme', async () => {
        installMatchMedia({ prefersDark: true });
        localStorage.setItem('theme', 'purple');
        const useTheme = await loadUseTheme();

        const { result } = renderHook(() => useTheme());

        expect(result.current.theme).toBe('dark');
    });

    it('toggling flips the class on <html> and stores the choice', async () => {
        installMatchMedia({ prefersDark: false });
        const useTheme = await loadUseTheme();
        const { result } = renderHook(() => useTheme());

        act(() => {
            result.current.toggleTheme();
        });
        expect(result.current.theme).toBe('dark');
        expect(document.documentElement).toHaveClass('dark');
        expect(localStorage.getItem('theme')).toBe('dark');

        act(() => {
            result.current.toggleTheme();
        });
        expect(result.current.theme).toBe('light');
        expect(document.documentElement).not.toHaveClass('dark');
        expect(localStorage.getItem('theme')).toBe('light');
    });

    it('keeps every toggle on the page in step', async () => {
        installMatchMedia();
        const useTheme = await loadUseTheme();
        const header = renderHook(() => useTheme());
        const sidebar = renderHook(() => useTheme());

        act(() => {
            header.result.current.toggleTheme();
        });

        expect(sidebar.result.current.theme).toBe('dark');
    });

    it('falls back to the system preference when storage cannot be read', async () => {
        installMatchMedia({ prefersDark: true });
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
            throw new Error('denied');
        });
        const useTheme = await loadUseTheme();

        const { result } = renderHook(() => useTheme());

        expect(result.current.theme).toBe('dark');
    });

    it('still toggles when storage cannot be written', async () => {
        installMatchMedia({ prefersDark: false });
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
            throw new Error('quota');
        });
        const useTheme = await loadUseTheme();
        const { result } = renderHook(() => useTheme());

        act(() => {
            result.current.toggleTheme();
        });

        expect(result.current.theme).toBe('dark');
        expect(document.documentElement).toHaveClass('dark');
    });

    it('is light without storage or matchMedia', async () => {
        uninstallMatchMedia();
        const useTheme = await loadUseTheme();

        const { result } = renderHook(() => useTheme());

        expect(result.current.theme).toBe('light');
    });
});
