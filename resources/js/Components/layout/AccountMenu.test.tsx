import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import AccountMenu, { initialOf } from './AccountMenu';

describe('AccountMenu', () => {
    beforeAll(() => {
        withRoutes({
            login: 'login',
            logout: 'logout',
            'profile.edit': 'profile',
            'create-channel': 'create-channel',
            channel: 'channel/{channel}',
        });
    });

    it('offers guests a Sign In link to the login page', () => {
        renderPage(AccountMenu);

        expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
            'href',
            'http://localhost/login',
        );
        expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    });

    it('shows a signed-in user the upper-case first letter of their name', () => {
        renderPage(AccountMenu, { shared: { auth: { user: makeUser({ name: 'grace hopper' }) } } });

        const avatar = screen.getByRole('button', { name: 'Account menu' });
        expect(avatar).toHaveTextContent(/^G$/);
        expect(avatar).toHaveClass('size-[50px]', 'rounded-full');
        expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('offers Profile, Create Channel and Log Out to a user without a channel', async () => {
        const { user } = renderPage(AccountMenu, { shared: { auth: { user: makeUser() } } });

        await user.click(screen.getByRole('button', { name: 'Account menu' }));

        expect(screen.getByRole('menu')).toHaveClass('w-48', 'right-0');
        expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
            'Profile',
            'Create Channel',
            'Log Out',
        ]);
        expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
            'href',
            'http://localhost/profile',
        );
        expect(screen.getByRole('menuitem', { name: 'Create Channel' })).toHaveAttribute(
            'href',
            'http://localhost/create-channel',
        );
    });

    it('offers Your Channel instead to a user who has one, at its canonical address', async () => {
        const owner = makeUser({
            channel: { id: 7, handle: 'ada', name: 'Ada', avatar_url: null },
        });
        const { user } = renderPage(AccountMenu, { shared: { auth: { user: owner } } });

        await user.click(screen.getByRole('button', { name: 'Account menu' }));

        expect(screen.getByRole('menuitem', { name: 'Your Channel' })).toHaveAttribute(
            'href',
            '/channel/@ada',
        );
        expect(screen.queryByRole('menuitem', { name: 'Create Channel' })).not.toBeInTheDocument();
    });

    it('logs out with a POST', async () => {
        const server = fakeServer('AccountMenu');
        const { user } = renderPage(AccountMenu, { shared: { auth: { user: makeUser() } } });
        await user.click(screen.getByRole('button', { name: 'Account menu' }));

        const logOut = screen.getByRole('menuitem', { name: 'Log Out' });
        expect(logOut.tagName).toBe('BUTTON');
        await user.click(logOut);

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]).toMatchObject({ method: 'post' });
        expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/logout');
    });
});

describe('initialOf', () => {
    it('upper-cases the first letter and ignores leading spaces', () => {
        expect(initialOf('  émile')).toBe('É');
    });

    it('keeps a character outside the basic plane whole', () => {
        expect(initialOf('𝒜da')).toBe('𝒜');
    });

    it('has a placeholder for an empty name', () => {
        expect(initialOf('')).toBe('?');
    });
});
