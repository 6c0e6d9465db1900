import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';
import { defaultSettings } from '@/test/settings';
import { settingsChoices, withSettingsRoutes } from '@/test/settingsPages';

import Notifications from './Notifications';

const props = { choices: settingsChoices.notifications };

describe('Notification settings', () => {
    beforeAll(withSettingsRoutes);

    beforeEach(() => {
        installMatchMedia({ width: 1280 });
    });

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('turns e-mail on with a frequency and saves the whole section', async () => {
        const server = fakeServer('Settings/Notifications');
        server.respond(() => ({ props, shared: { auth: { user: makeUser() } } }));
        const { user } = renderPage(Notifications, {
            component: 'Settings/Notifications',
            props,
            shared: { auth: { user: makeUser() } },
        });

        expect(screen.getByLabelText('Activity from my subscriptions')).toBeChecked();
        expect(screen.getByLabelText('How often')).toHaveValue('daily');
        await user.click(screen.getByLabelText('E-mail me my notifications'));
        await user.selectOptions(screen.getByLabelText('How often'), 'immediately');
        await user.click(screen.getByLabelText('Live streams'));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.data).toEqual({
            ...defaultSettings().notifications,
            email_notifications: true,
            email_frequency: 'immediately',
            live_streams: false,
        });
    });
});
