import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';
import { defaultSettings } from '@/test/settings';
import { settingsChoices, withSettingsRoutes } from '@/test/settingsPages';

import Playback from './Playback';

const props = { choices: settingsChoices.playback };

describe('Playback settings', () => {
    beforeAll(withSettingsRoutes);

    beforeEach(() => {
        installMatchMedia({ width: 1280 });
    });

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('offers the speeds as numbers and saves one with autoplay off', async () => {
        const server = fakeServer('Settings/Playback');
        server.respond(() => ({ props, shared: { auth: { user: makeUser() } } }));
        const { user } = renderPage(Playback, {
            component: 'Settings/Playback',
            props,
            shared: { auth: { user: makeUser() } },
        });

        const speed = screen.getByLabelText('Default playback speed');
        expect(speed).toHaveValue('1');
        expect(screen.getByRole('option', { name: 'Normal' })).toBeInTheDocument();
        expect(screen.getByRole('option', { name: '1.5×' })).toBeInTheDocument();
        await user.selectOptions(speed, '1.5');
        await user.click(screen.getByLabelText('Autoplay'));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.data).toEqual({
            ...defaultSettings().playback,
            playback_speed: 1.5,
            autoplay: false,
        });
    });

    it('says plainly that inline previews come later', () => {
        renderPage(Playback, { component: 'Settings/Playback', props });

        expect(screen.getByLabelText('Inline playback')).toHaveAccessibleDescription(
            expect.stringContaining('previews come later'),
        );
    });
});
