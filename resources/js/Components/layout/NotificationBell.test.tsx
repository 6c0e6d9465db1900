import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { fakeJsonApi, withRoutes } from '@/test/server';
import type { BellNotification } from '@/types/models';

import NotificationBell from './NotificationBell';

function makeNotification(id: string, overrides: Partial<BellNotification> = {}): BellNotification {
    return {
        id,
        type: 'new-video',
        read: false,
        created_at: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
        text: `Lena Codes uploaded: Video ${id}`,
        href: `http://localhost/watch?v=${`video${id}`.padEnd(11, '0')}`,
        actor: { name: 'Lena Codes', avatar_url: null },
        thumbnail_url: `/storage/thumbs/${id}.jpg`,
        ...overrides,
    };
}

function renderBell(unread: number | null) {
    return renderPage(NotificationBell, {
        shared: unread === null ? {} : { auth: { user: makeUser() }, notifications: { unread } },
    });
}

/** Answers the list with these notifications and the mark-read POST with 204. */
function notificationsApi(list: BellNotification[]) {
    return fakeJsonApi((url) =>
        url.pathname === '/notifications/read'
            ? { status: 204, body: '' }
            : { body: { data: list } },
    );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
    beforeEach(() => {
        withRoutes({
            'notifications.index': 'notifications',
            'notifications.read': 'notifications/read',
            watch: 'watch',
            blips: 'blips',
        });
    });

    it('is not there for guests', () => {
        renderBell(null);

        expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    });

    it('shows the unread count on the bell, 9+ past nine, and no badge at zero', () => {
        const { unmount } = renderBell(3);
        expect(bell()).toHaveAccessibleName('Notifications (3 unread)');
        expect(bell()).toHaveTextContent(/^3$/);
        unmount();

        const many = renderBell(12);
        expect(bell()).toHaveAccessibleName('Notifications (12 unread)');
        expect(bell()).toHaveTextContent(/^9\+$/);
        many.unmount();

        renderBell(0);
        expect(bell()).toHaveAccessibleName('Notifications');
        expect(bell()).toHaveTextContent(/^$/);
    });

    it('fetches the list only when opened, and links each entry to where it happened', async () => {
        const requests = notificationsApi([
            makeNotification('1'),
            makeNotification('2', {
                type: 'new-subscriber',
                read: true,
                text: 'Ada subscribed to your channel',
                href: 'http://localhost/channel/ada',
                actor: { name: 'Ada', avatar_url: null },
                thumbnail_url: null,
            }),
        ]);
        const { user } = renderBell(1);
        expect(requests).toHaveLength(0);

        await user.click(bell());

        const panel = screen.getByRole('dialog', { name: 'Notifications' });
        const links = await within(panel).findAllByRole('link');
        expect(requests[0]).toMatchObject({ method: 'get' });
        expect(new URL(requests[0]?.url ?? '', 'http://localhost').pathname).toBe('/notifications');
        expect(links[0]).toHaveAccessibleName(/^Unread: Lena Codes uploaded: Video 1/);
        expect(links[0]).toHaveTextContent('2 hours ago');
        expect(links[0]).toHaveAttribute('href', 'http://localhost/watch?v=video100000');
        expect(links[0]?.querySelector('img[src="/storage/thumbs/1.jpg"]')).not.toBeNull();
        expect(links[1]).toHaveAccessibleName(/^Ada subscribed to your channel/);
        expect(links[1]).toHaveAttribute('href', 'http://localhost/channel/ada');
        expect(links[1]?.querySelector('img')).toBeNull();
    });

    it('marks what it showed as read once opened, and the count clears', async () => {
        const requests = notificationsApi([makeNotification('newest'), makeNotification('older')]);
        const { user } = renderBell(2);

        await user.click(bell());

        await waitFor(() => {
            expect(bell()).toHaveAccessibleName('Notifications');
        });
        expect(requests).toHaveLength(2);
        expect(requests[1]).toMatchObject({ method: 'post' });
        expect(new URL(requests[1]?.url ?? '', 'http://localhost').pathname).toBe(
            '/notifications/read',
        );
        expect(JSON.parse(String(requests[1]?.data))).toEqual({ through: 'newest' });
        expect(bell()).toHaveTextContent(/^$/);
        // What was new when the bell opened still reads as new until it closes.
        expect(screen.getAllByText('Unread:', { exact: false })).toHaveLength(2);
    });

    it('sends nothing to mark when everything shown was read already', async () => {
        const requests = notificationsApi([makeNotification('1', { read: true })]);
        const { user } = renderBell(0);

        await user.click(bell());

        expect(await screen.findByText('Lena Codes uploaded: Video 1')).toBeInTheDocument();
        expect(requests.map((request) => request.method)).toEqual(['get']);
    });

    it('says so when there are no notifications yet', async () => {
        const requests = notificationsApi([]);
        const { user } = renderBell(0);

        await user.click(bell());

        expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
        expect(requests).toHaveLength(1);
    });

    it('says when the list could not be loaded, and tries again on request', async () => {
        let fail = true;
        fakeJsonApi(() =>
            fail
                ? { status: 500, body: { message: 'Server Error' } }
                : { body: { data: [makeNotification('1', { read: true })] } },
        );
        const { user } = renderBell(0);
        await user.click(bell());

        expect(await screen.findByRole('alert')).toHaveTextContent(
            'The notifications could not be loaded.',
        );
        fail = false;
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        // The panel stays open while it tries again, however long the request takes.
        expect(bell()).toHaveAttribute('aria-expanded', 'true');

        expect(await screen.findByText('Lena Codes uploaded: Video 1')).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('closes on Escape and gives focus back to the bell', async () => {
        notificationsApi([]);
        const { user } = renderBell(0);
        await user.click(bell());
        expect(await screen.findByText('No notifications yet')).toBeInTheDocument();

        await user.keyboard('{Escape}');

        expect(bell()).toHaveAttribute('aria-expanded', 'false');
        expect(bell()).toHaveFocus();
    });
});
