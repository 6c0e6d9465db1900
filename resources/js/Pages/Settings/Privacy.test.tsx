import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';
import { defaultSettings } from '@/test/settings';
import { settingsChoices, withSettingsRoutes } from '@/test/settingsPages';

import Privacy from './Privacy';

const audience = { birth_year: 1990, gender: null, country: null };

function pageProps(signedIn: boolean) {
    return {
        choices: settingsChoices.privacy,
        audience: signedIn ? audience : null,
        genders: [{ value: 'female', label: 'Female' }],
        countries: [{ code: 'JP', name: 'Japan' }],
    };
}

function renderPrivacy(signedIn = true) {
    return renderPage(Privacy, {
        component: 'Settings/Privacy',
        url: '/settings/privacy',
        props: pageProps(signedIn),
        shared: { auth: { user: signedIn ? makeUser() : null } },
    });
}

describe('Privacy settings', () => {
    beforeAll(withSettingsRoutes);

    beforeEach(() => {
        installMatchMedia({ width: 1280 });
    });

    afterEach(() => {
        uninstallMatchMedia();
        localStorage.clear();
    });

    it('Keep history paused holds both pauses on and disables them (spec §4)', async () => {
        const { user } = renderPrivacy();
        const watch = screen.getByLabelText('Pause watch history');
        const search = screen.getByLabelText('Pause search history');
        expect(watch).toBeEnabled();
        expect(watch).not.toBeChecked();

        await user.click(screen.getByLabelText('Keep history paused'));

        expect(watch).toBeDisabled();
        expect(watch).toBeChecked();
        expect(search).toBeDisabled();
        expect(search).toBeChecked();

        await user.click(screen.getByLabelText('Keep history paused'));

        expect(watch).toBeEnabled();
        expect(watch).not.toBeChecked();
    });

    it('saves the channel tabs choices with the rest of the section', async () => {
        const server = fakeServer('Settings/Privacy');
        server.respond(() => ({ props: pageProps(true), shared: { auth: { user: makeUser() } } }));
        const { user } = renderPrivacy();

        await user.click(screen.getByLabelText('Show my subscriptions on my channel'));
        await user.selectOptions(screen.getByLabelText('Cookies'), 'all');
        // The first Save is the settings', the second the Audience form's.
        await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.url).toContain('/settings/privacy');
        expect(server.requests[0]?.data).toEqual({
            ...defaultSettings().privacy,
            show_subscriptions: true,
            cookie_preference: 'all',
        });
    });

    it('holds the Audience form for an account only', () => {
        renderPrivacy();
        expect(screen.getByRole('heading', { name: 'Audience' })).toBeVisible();
        expect(screen.getByLabelText('Birth year')).toHaveValue('1990');
    });

    it("keeps a guest's pause in this browser, without the Audience form", async () => {
        const { user } = renderPrivacy(false);
        expect(screen.queryByRole('heading', { name: 'Audience' })).not.toBeInTheDocument();

        await user.click(screen.getByLabelText('Pause watch history'));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
            privacy: { pause_watch_history: true },
        });
    });
});
