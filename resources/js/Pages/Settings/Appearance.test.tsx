import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';
import { defaultSettings } from '@/test/settings';
import { settingsChoices, withSettingsRoutes } from '@/test/settingsPages';

import Appearance from './Appearance';

function renderAppearance(signedIn: boolean) {
    return renderPage(Appearance, {
        component: 'Settings/Appearance',
        url: '/settings/appearance',
        props: { choices: settingsChoices.appearance },
        shared: { auth: { user: signedIn ? makeUser() : null } },
    });
}

describe('Appearance settings', () => {
    beforeAll(withSettingsRoutes);

    beforeEach(() => {
        installMatchMedia({ width: 1280 });
    });

    afterEach(() => {
        uninstallMatchMedia();
        localStorage.clear();
        document.documentElement.className = '';
        delete document.documentElement.dataset.fontSize;
    });

    it('shows the settings in effect with every choice, and Save waits for a change', () => {
        renderAppearance(true);

        expect(screen.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
        expect(screen.getByLabelText('Theme')).toHaveValue('system');
        expect(
            Array.from(screen.getByLabelText<HTMLSelectElement>('Font size').options).map(
                (option) => option.textContent,
            ),
        ).toEqual(['Small', 'Medium', 'Large', 'Extra large']);
        expect(screen.getByLabelText('Display language')).toHaveValue('en');
        expect(screen.getByRole('option', { name: '日本語' })).toBeInTheDocument();
        expect(screen.getByLabelText('Compact mode')).not.toBeChecked();
        expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it("saves an account's whole section and says Saved.", async () => {
        const server = fakeServer('Settings/Appearance');
        const saved = defaultSettings();
        saved.appearance = { ...saved.appearance, font_size: 'x-large', reduced_motion: true };
        server.respond(() => ({
            props: { choices: settingsChoices.appearance },
            shared: { auth: { user: makeUser() }, settings: saved },
        }));
        const { user } = renderAppearance(true);

        await user.selectOptions(screen.getByLabelText('Font size'), 'x-large');
        await user.click(screen.getByLabelText('Reduce motion'));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => {
            expect(screen.getByRole('status')).toHaveTextContent('Saved.');
        });
        expect(server.requests[0]?.method).toBe('patch');
        expect(server.requests[0]?.url).toContain('/settings/appearance');
        expect(server.requests[0]?.data).toEqual({
            ...defaultSettings().appearance,
            font_size: 'x-large',
            reduced_motion: true,
        });
        expect(document.documentElement.dataset.fontSize).toBe('x-large');
        expect(document.documentElement).toHaveClass('reduce-motion');
    });

    it('shows a refusal under its field', async () => {
        const server = fakeServer('Settings/Appearance');
        server.respond(() => ({
            props: {
                choices: settingsChoices.appearance,
                errors: { theme: 'Choose one of the listed options.' },
            },
            shared: { auth: { user: makeUser() } },
        }));
        const { user } = renderAppearance(true);

        await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
        await user.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Choose one of the listed options.')).toBeVisible();
        expect(screen.getByLabelText('Theme')).toHaveAccessibleDescription(
            expect.stringContaining('Choose one of the listed options.'),
        );
    });

    it("keeps a guest's choices in this browser, with no request, and applies them", async () => {
        const server = fakeServer('Settings/Appearance');
        const { user } = renderAppearance(false);

        expect(screen.getByText(/these settings are kept in this browser/)).toBeVisible();
        await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
        await user.click(screen.getByLabelText('Compact mode'));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Saved.')).toBeVisible();
        expect(server.requests).toHaveLength(0);
        expect(localStorage.getItem('theme')).toBe('dark');
        expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
            appearance: { compact_mode: true },
        });
        expect(document.documentElement).toHaveClass('dark');
        expect(document.documentElement).toHaveClass('compact');
        expect(document.cookie).toContain('locale=en');
    });
});
