import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';
import { withSettingsRoutes } from '@/test/settingsPages';

import SettingsLayout, { SETTINGS_MENU_ID } from './SettingsLayout';

function Page() {
    return (
        <SettingsLayout page="downloads" description="About downloads">
            <p>Section body</p>
        </SettingsLayout>
    );
}

const menu = () => document.getElementById(SETTINGS_MENU_ID) as HTMLElement;

describe('SettingsLayout', () => {
    beforeAll(withSettingsRoutes);

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('lists every section under Settings, marks the open one and titles the page', async () => {
        installMatchMedia({ width: 1280 });
        renderPage(Page, { url: '/settings/downloads' });

        const nav = within(screen.getByRole('navigation', { name: 'Settings' }));
        expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
            'Account',
            'Notifications',
            'Privacy',
            'Playback and Performance',
            'Appearance',
            'Downloads',
            'Connected Apps',
            'Billing and Payments',
            'Advance settings',
            'Help',
        ]);
        expect(nav.getByRole('link', { name: 'Downloads' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(nav.getByRole('link', { name: 'Playback and Performance' })).toHaveAttribute(
            'href',
            '/settings/playback',
        );
        expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
        expect(screen.getByText('Section body')).toBeVisible();
        await waitFor(() => {
            expect(document.title).toBe('Downloads - Settings');
        });
    });

    it('collapses the menu on phones and closes it when a section opens', async () => {
        installMatchMedia({ width: 390 });
        const server = fakeServer();
        const { user } = renderPage(Page, { url: '/settings/downloads' });
        const toggle = screen.getByRole('button', { name: /Settings menu/ });
        expect(toggle).toHaveTextContent('Downloads');

        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(menu()).toHaveClass('hidden');

        await user.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(menu()).not.toHaveClass('hidden');

        await user.click(within(menu()).getByRole('link', { name: 'Privacy' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        await waitFor(() => {
            expect(menu()).toHaveClass('hidden');
        });
        expect(screen.getByRole('button', { name: /Settings menu/ })).toHaveAttribute(
            'aria-expanded',
            'false',
        );
    });
});
