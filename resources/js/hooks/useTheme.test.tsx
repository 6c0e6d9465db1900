import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import useAppearance from '@/hooks/useAppearance';
import {
    installMatchMedia,
    setPrefersDark,
    uninstallMatchMedia,
    withoutMatchMedia,
} from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import { defaultSettings } from '@/test/settings';
import type { ThemeChoice } from '@/types/settings';

import { useTheme } from './useTheme';

/** A page with the header's toggle on it, under the layouts' appearance hook. */
function ThemePage() {
    useAppearance();
    const { theme, toggleTheme } = useTheme();

    return (
        <button type="button" onClick={toggleTheme}>
            Theme is {theme}
        </button>
    );
}

function renderTheme(account: ThemeChoice | null = null) {
    const settings = defaultSettings();
    if (account !== null) {
        settings.appearance.theme = account;
    }

    return renderPage(ThemePage, {
        shared: { auth: { user: account === null ? null : makeUser() }, settings },
    });
}

describe('useTheme', () => {
    beforeEach(() => {
        withRoutes({ 'settings.appearance.update': 'settings/appearance' });
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    });

    afterEach(() => {
        uninstallMatchMedia();
        localStorage.clear();
        document.documentElement.className = '';
    });

    it("follows the device's colour scheme until a theme is chosen, and follows it live", async () => {
        installMatchMedia({ prefersDark: true });
        renderTheme();

        expect(screen.getByRole('button', { name: 'Theme is dark' })).toBeVisible();
        expect(document.documentElement).toHaveClass('dark');

        setPrefersDark(false);

        expect(await screen.findByRole('button', { name: 'Theme is light' })).toBeVisible();
        expect(document.documentElement).not.toHaveClass('dark');
    });

    it("takes a guest's stored choice over the device's", () => {
        installMatchMedia({ prefersDark: true });
        localStorage.setItem('theme', 'light');
        renderTheme();

        expect(screen.getByRole('button', { name: 'Theme is light' })).toBeVisible();
        expect(document.documentElement).not.toHaveClass('dark');
    });

    it('ignores a stored value that is not a theme', () => {
        installMatchMedia({ prefersDark: true });
        localStorage.setItem('theme', 'purple');
        renderTheme();

        expect(screen.getByRole('button', { name: 'Theme is dark' })).toBeVisible();
    });

    it("a guest's toggle keeps the other theme in the browser", async () => {
        installMatchMedia({ prefersDark: false });
        const { user } = renderTheme();

        await user.click(screen.getByRole('button', { name: 'Theme is light' }));

        expect(screen.getByRole('button', { name: 'Theme is dark' })).toBeVisible();
        expect(document.documentElement).toHaveClass('dark');
        expect(localStorage.getItem('theme')).toBe('dark');
    });

    it("an account's theme comes from its settings, whatever the browser stores", () => {
        installMatchMedia({ prefersDark: false });
        localStorage.setItem('theme', 'light');
        renderTheme('dark');

        expect(screen.getByRole('button', { name: 'Theme is dark' })).toBeVisible();
        expect(document.documentElement).toHaveClass('dark');
    });

    it("an account's toggle saves the other theme to its appearance settings at once", async () => {
        installMatchMedia({ prefersDark: true });
        const server = fakeServer();
        const saved = defaultSettings();
        saved.appearance.theme = 'light';
        server.respond(() => ({ shared: { auth: { user: makeUser() }, settings: saved } }));
        const { user } = renderTheme('system');

        await user.click(screen.getByRole('button', { name: 'Theme is dark' }));

        expect(document.documentElement).not.toHaveClass('dark');
        expect(await screen.findByRole('button', { name: 'Theme is light' })).toBeVisible();
        expect(document.documentElement).not.toHaveClass('dark');
        expect(server.requests[0]?.method).toBe('patch');
        expect(server.requests[0]?.url).toContain('/settings/appearance');
        expect(server.requests[0]?.data).toEqual({
            ...defaultSettings().appearance,
            theme: 'light',
        });
        expect(server.requests[0]?.headers?.['X-Inertia-Partial-Data']).toBe('settings');
    });

    it('is light without matchMedia', () => {
        withoutMatchMedia(() => {
            renderTheme();

            expect(screen.getByRole('button', { name: 'Theme is light' })).toBeVisible();
        });
    });
});

describe('useAppearance', () => {
    afterEach(() => {
        localStorage.clear();
        document.documentElement.className = '';
        delete document.documentElement.dataset.fontSize;
    });

    it('puts the font size, reduced motion and compact mode on <html>', () => {
        installMatchMedia();
        const settings = defaultSettings();
        settings.appearance = {
            ...settings.appearance,
            font_size: 'x-large',
            reduced_motion: true,
            compact_mode: true,
        };
        renderPage(ThemePage, { shared: { auth: { user: makeUser() }, settings } });

        expect(document.documentElement.dataset.fontSize).toBe('x-large');
        expect(document.documentElement).toHaveClass('reduce-motion');
        expect(document.documentElement).toHaveClass('compact');
    });
});
