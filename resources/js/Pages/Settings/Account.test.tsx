import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';
import { withSettingsRoutes } from '@/test/settingsPages';

import Account from './Account';

const accountProps = {
    mustVerifyEmail: true,
    pendingEmail: null,
    timezone: 'Europe/Lisbon',
    timezones: ['Asia/Tokyo', 'Europe/Lisbon', 'UTC'],
};

function renderAccount(user = makeUser()) {
    return renderPage(Account, {
        component: 'Settings/Account',
        url: '/settings/account',
        props: accountProps,
        shared: { auth: { user } },
    });
}

describe('Account settings', () => {
    beforeAll(withSettingsRoutes);

    beforeEach(() => {
        installMatchMedia({ width: 1280 });
    });

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('edits the name and e-mail with the profile form, and links the channel to the studio', () => {
        renderAccount(
            makeUser({
                channel: { id: 3, handle: 'adabuilds', name: 'Ada Builds', avatar_url: null },
            }),
        );

        expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
        expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
        expect(screen.getByText('@adabuilds')).toBeVisible();
        expect(screen.getByRole('link', { name: 'Edit in the studio' })).toHaveAttribute(
            'href',
            'http://localhost/studio/customization',
        );
        expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Lisbon');
        expect(
            screen.getByRole('link', { name: 'Delete your account on your profile page' }),
        ).toHaveAttribute('href', 'http://localhost/profile#delete-account-heading');
    });

    it('offers to create a channel to an account without one', () => {
        renderAccount();

        expect(screen.getByRole('link', { name: 'Create a channel' })).toBeVisible();
    });

    it('saves the phone number through the account section', async () => {
        const server = fakeServer('Settings/Account');
        server.respond(() => ({ props: accountProps, shared: { auth: { user: makeUser() } } }));
        const { user } = renderAccount();

        await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0958');
        await user.click(screen.getAllByRole('button', { name: 'Save' })[1] as HTMLElement);

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.url).toContain('/settings/account');
        expect(server.requests[0]?.data).toEqual({ phone: '+44 20 7946 0958' });
    });

    it('saves a time zone chosen by hand', async () => {
        const server = fakeServer('Settings/Account');
        server.respond(() => ({ props: accountProps, shared: { auth: { user: makeUser() } } }));
        const { user } = renderAccount();

        await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
        await user.click(screen.getAllByRole('button', { name: 'Save' })[2] as HTMLElement);

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('put');
        expect(server.requests[0]?.data).toEqual({ timezone: 'Asia/Tokyo' });
    });

    it('asks a guest to sign in', () => {
        renderPage(Account, {
            component: 'Settings/Account',
            url: '/settings/account',
            shared: { auth: { user: null } },
        });

        expect(
            screen.getByRole('heading', { name: 'Sign in to manage your account' }),
        ).toBeVisible();
        expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
            'href',
            'http://localhost/login',
        );
    });
});
