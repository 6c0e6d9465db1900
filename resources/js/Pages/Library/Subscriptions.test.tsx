import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { guestSubscriptions } from '@/lib/guestLibrary';
import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { makeUser, onlyScrollPage, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import type { SubscribedChannel } from '@/types/models';

import Subscriptions from './Subscriptions';

const tabs = [
    { value: 'videos', label: 'Latest videos' },
    { value: 'channels', label: 'Channels' },
];

const scroll = (prop: string) => ({
    [prop]: onlyScrollPage('cursor'),
});

function channel(overrides: Partial<SubscribedChannel> = {}): SubscribedChannel {
    return {
        id: 7,
        handle: 'trailtales',
        name: 'Trail Tales',
        avatar_url: null,
        description: 'Hiking every week',
        subscribers: 1_250,
        notification_level: 'all',
        last_upload: { id: 'latest00001', title: 'Up the ridge', published_at: null },
        ...overrides,
    };
}

describe('Subscriptions page', () => {
    beforeEach(() => {
        stubIntersectionObserver();
        withRoutes({
            login: 'login',
            trending: 'trending',
            subscriptions: 'subscriptions',
            'subscriptions.store': 'channels/{channel}/subscription',
            'guest-library.merge': 'guest-library/merge',
        });
    });

    afterEach(() => {
        localStorage.clear();
    });

    it('lists the channels with their count, latest upload and bell', () => {
        renderPage(Subscriptions, {
            component: 'Library/Subscriptions',
            shared: { auth: { user: makeUser() } },
            props: { tab: 'channels', tabs, filter: '', count: 1, channels: { data: [channel()] } },
            scrollProps: scroll('channels'),
        });

        expect(screen.getByText('1 channel')).toBeVisible();
        expect(screen.getByRole('heading', { level: 2, name: 'Trail Tales' })).toBeVisible();
        expect(screen.getByRole('link', { name: 'Up the ridge' })).toHaveAttribute(
            'href',
            '/watch?v=latest00001',
        );
        expect(
            screen.getByRole('button', { name: 'Notifications: All notifications' }),
        ).toBeVisible();
        expect(screen.getByLabelText('Filter channels')).toBeVisible();
    });

    it('speaks Japanese: heading, count, filter and latest upload', () => {
        renderPage(Subscriptions, {
            component: 'Library/Subscriptions',
            shared: {
                auth: { user: makeUser() },
                locale: 'ja',
                translations: {
                    Subscriptions: '登録チャンネル',
                    ':count channel|:count channels': ':count チャンネル',
                    'Filter channels': 'チャンネルを絞り込む',
                    'Latest:': '最新:',
                    ':count subscriber|:count subscribers': 'チャンネル登録者数 :count 人',
                },
            },
            props: { tab: 'channels', tabs, filter: '', count: 1, channels: { data: [channel()] } },
            scrollProps: scroll('channels'),
        });

        expect(screen.getByRole('heading', { level: 1, name: '登録チャンネル' })).toBeVisible();
        expect(screen.getByText('1 チャンネル')).toBeVisible();
        expect(screen.getByLabelText('チャンネルを絞り込む')).toBeVisible();
        expect(screen.getByText(/チャンネル登録者数 1250 人/)).toBeVisible();
        expect(screen.getByText(/最新:/)).toBeVisible();
    });

    it('points to Trending when there is nothing to show', () => {
        renderPage(Subscriptions, {
            component: 'Library/Subscriptions',
            shared: { auth: { user: makeUser() } },
            props: { tab: 'videos', tabs, filter: '', count: 0, feed: { data: [] } },
            scrollProps: scroll('feed'),
        });

        expect(screen.getByText('No subscriptions yet')).toBeVisible();
        expect(screen.getByRole('link', { name: 'Browse trending videos' })).toHaveAttribute(
            'href',
            'http://localhost/trending',
        );
    });

    it("asks the server for the channels a guest's browser keeps", async () => {
        guestSubscriptions.set([
            { channelId: 7, level: 'none' },
            { channelId: 9, level: 'all' },
        ]);
        const server = fakeServer('Library/Subscriptions');
        server.respond(() => ({
            props: {
                tab: 'channels',
                tabs,
                filter: '',
                count: 1,
                channels: { data: [channel({ notification_level: null })] },
            },
            url: '/subscriptions?tab=channels',
        }));
        renderPage(Subscriptions, {
            component: 'Library/Subscriptions',
            url: '/subscriptions?tab=channels',
            props: { tab: 'channels', tabs, filter: '', count: 0, channels: { data: [] } },
            scrollProps: scroll('channels'),
        });

        expect(screen.getByRole('status', { name: 'Loading videos' })).toBeVisible();
        expect(await screen.findByRole('heading', { name: 'Trail Tales' })).toBeVisible();
        const url = new URL(server.requests[0]?.url ?? '');
        expect(url.searchParams.get('channels')).toBe('7,9');
        // The bell shows the level kept in this browser.
        expect(screen.getByRole('button', { name: 'Notifications: None' })).toBeVisible();
        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
    });
});
