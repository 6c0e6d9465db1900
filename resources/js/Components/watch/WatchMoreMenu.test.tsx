import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import type { AuthUser } from '@/types';

import WatchMoreMenu from './WatchMoreMenu';

/** The dialog's code loads on its first opening, which takes a while on a busy machine. */
const LAZY_DIALOG = { timeout: 5000 };

const reasons = [{ value: 'legal_issue', label: 'Legal issue' }];

async function renderMenu(user: AuthUser | null, isOwner = false) {
    const Menu = () => (
        <WatchMoreMenu videoId="AbCdEfGhIjK" isOwner={isOwner} reportReasons={reasons} />
    );

    const rendered = renderPage(Menu, { shared: { auth: { user } } });

    await rendered.user.click(screen.getByRole('button', { name: 'More actions' }));

    return rendered;
}

describe('WatchMoreMenu', () => {
    beforeEach(() => {
        withRoutes({
            login: 'login',
            'verification.notice': 'verify-email',
            'studio.videos.edit': 'studio/videos/{video}/edit',
            'videos.report.store': 'videos/{video}/report',
            'report-history': 'report-history',
        });
    });

    it('opens the report dialog for a signed-in viewer', async () => {
        const { user } = await renderMenu(makeUser());
        await user.click(screen.getByRole('menuitem', { name: 'Report' }));

        expect(
            await screen.findByRole('dialog', { name: 'Report video' }, LAZY_DIALOG),
        ).toBeInTheDocument();
    });

    it('offers a guest to sign in instead', async () => {
        await renderMenu(null);

        expect(screen.getByRole('menuitem', { name: 'Sign in to report' })).toHaveAttribute(
            'href',
            'http://localhost/login',
        );
    });

    it('asks an unverified account to verify its address first', async () => {
        await renderMenu(makeUser({ email_verified_at: null }));

        expect(
            screen.getByRole('menuitem', { name: 'Verify your e-mail to report' }),
        ).toHaveAttribute('href', 'http://localhost/verify-email');
    });

    it('gives the owner Edit in Studio rather than Report', async () => {
        await renderMenu(makeUser(), true);

        expect(screen.getByRole('menuitem', { name: 'Edit in Studio' })).toHaveAttribute(
            'href',
            'http://localhost/studio/videos/AbCdEfGhIjK/edit',
        );
        expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeNull();
    });
});
