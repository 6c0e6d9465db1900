import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';

import Home from './Home';

describe('Home', () => {
    it('shows the app name from the shared props as a link home', () => {
        renderPage(Home, { shared: { name: 'Blipstream Test' } });

        expect(screen.getByRole('link', { name: 'Blipstream Test' })).toHaveAttribute(
            'href',
            'http://localhost/',
        );
    });

    it('invites a guest to watch', () => {
        renderPage(Home);

        expect(screen.getByText('Watch, share and create videos.')).toBeVisible();
    });

    it('greets the signed-in user by name', () => {
        renderPage(Home, { shared: { auth: { user: makeUser({ name: 'Grace Hopper' }) } } });

        expect(screen.getByText('Welcome back, Grace Hopper.')).toBeVisible();
        expect(screen.queryByText('Watch, share and create videos.')).not.toBeInTheDocument();
    });

    it('shows the flash status when there is one', () => {
        renderPage(Home, { shared: { flash: { status: 'Profile saved.' } } });

        expect(screen.getByRole('status')).toHaveTextContent('Profile saved.');
    });

    it('shows no status line without a flash status', () => {
        renderPage(Home);

        expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
});
