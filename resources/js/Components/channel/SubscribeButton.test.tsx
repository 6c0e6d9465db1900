import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { GUEST_KEYS, guestLibraryPayload } from '@/lib/guestLibrary';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import type { NotificationLevel } from '@/types/models';

import SubscribeButton from './SubscribeButton';

const channel = { id: 7, name: 'Trail Tales' };

function renderButton(subscription: NotificationLevel | null = null, user = false) {
    const Page = () => <SubscribeButton channel={channel} subscription={subscription} />;

    return renderPage(Page, { shared: { auth: { user: user ? makeUser() : null } } });
}

function stored(): unknown {
    return JSON.parse(window.localStorage.getItem(GUEST_KEYS.subscriptions) ?? 'null');
}

describe('SubscribeButton', () => {
    beforeEach(() => {
        window.localStorage.clear();
        withRoutes({
            'subscriptions.store': 'channels/{channel}/subscription',
            'guest-library.merge': 'guest-library/merge',
        });
    });

    it('keeps a guest subscription in browser storage, with no request', async () => {
        const server = fakeServer();
        const { user } = renderButton();

        await user.click(screen.getByRole('button', { name: 'Subscribe to Trail Tales' }));

        expect(screen.getByRole('button', { name: /Subscribed to Trail Tales/ })).toBeVisible();
        expect(stored()).toEqual([{ channelId: 7, level: 'all' }]);
        expect(server.requests).toHaveLength(0);
        expect(guestLibraryPayload()).toEqual({
            subscriptions: [{ channel_id: 7, level: 'all' }],
            history: [],
            reactions: [],
            not_interested: [],
            settings: {},
        });
    });

    it('changes a guest notification level from the bell menu', async () => {
        window.localStorage.setItem(
            GUEST_KEYS.subscriptions,
            JSON.stringify([{ channelId: 7, level: 'all' }]),
        );
        const { user } = renderButton();

        await user.click(screen.getByRole('button', { name: 'Notifications: All notifications' }));
        const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
        expect(items).toEqual(['All notifications✓', 'Personalized', 'None', 'Unsubscribe']);

        await user.click(screen.getByRole('menuitem', { name: 'Personalized' }));

        expect(stored()).toEqual([{ channelId: 7, level: 'personalized' }]);
        expect(screen.getByRole('button', { name: 'Notifications: Personalized' })).toBeVisible();
    });

    it('forgets a guest subscription on unsubscribe', async () => {
        window.localStorage.setItem(
            GUEST_KEYS.subscriptions,
            JSON.stringify([{ channelId: 7, level: 'none' }]),
        );
        const { user } = renderButton();

        await user.click(screen.getByRole('button', { name: /Subscribed to Trail Tales/ }));

        expect(stored()).toEqual([]);
        expect(screen.getByRole('button', { name: 'Subscribe to Trail Tales' })).toBeVisible();
    });

    it('ignores a malformed stored list', () => {
        window.localStorage.setItem(GUEST_KEYS.subscriptions, '[{"channelId":"7"}]');
        renderButton();

        expect(screen.getByRole('button', { name: 'Subscribe to Trail Tales' })).toBeVisible();
    });

    it('asks the server for a signed-in viewer', async () => {
        const server = fakeServer();
        const { user } = renderButton(null, true);

        await user.click(screen.getByRole('button', { name: 'Subscribe to Trail Tales' }));

        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.method).toBe('post');
        expect(server.requests[0]?.url).toContain('/channels/7/subscription');
        expect(stored()).toBeNull();
    });

    it('sends a new level to the server for a signed-in viewer', async () => {
        const server = fakeServer();
        const { user } = renderButton('all', true);

        await user.click(screen.getByRole('button', { name: 'Notifications: All notifications' }));
        await user.click(screen.getByRole('menuitem', { name: 'None' }));

        expect(server.requests[0]?.method).toBe('patch');
        expect(server.requests[0]?.data).toEqual({ level: 'none' });
    });

    it('hands a leftover guest list to the account once signed in, then forgets it', async () => {
        window.localStorage.setItem(
            GUEST_KEYS.subscriptions,
            JSON.stringify([{ channelId: 7, level: 'none' }]),
        );
        const server = fakeServer();
        renderButton(null, true);

        await vi.waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.url).toContain('/guest-library/merge');
        expect(server.requests[0]?.data).toEqual({
            guest_library: {
                subscriptions: [{ channel_id: 7, level: 'none' }],
                history: [],
                reactions: [],
                not_interested: [],
                settings: {},
            },
        });
        await vi.waitFor(() => {
            expect(window.localStorage.getItem(GUEST_KEYS.subscriptions)).toBeNull();
        });
    });

    it('tells the page the new level once a signed-in change is saved', async () => {
        const server = fakeServer('ChangingPage');
        server.respond(() => ({ shared: { auth: { user: makeUser() } } }));
        const onChange = vi.fn();
        const ChangingPage = () => (
            <SubscribeButton channel={channel} subscription="all" onChange={onChange} />
        );
        const { user } = renderPage(ChangingPage, {
            shared: { auth: { user: makeUser() } },
        });

        await user.click(screen.getByRole('button', { name: /Subscribed to Trail Tales/ }));

        await vi.waitFor(() => {
            expect(onChange).toHaveBeenCalledWith(null);
        });
        expect(server.requests[0]?.method).toBe('delete');
    });

    it('is not offered on your own channel', () => {
        const Page = () => <SubscribeButton channel={channel} subscription={null} />;
        renderPage(Page, {
            shared: {
                auth: {
                    user: makeUser({
                        channel: { id: 7, handle: 'trail', name: 'Trail Tales', avatar_url: null },
                    }),
                },
            },
        });

        expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    });
});
