import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { StudioDashboardProps, StudioVideoSummary } from '@/Components/studio/types';
import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, withRoutes } from '@/test/server';

import Dashboard from './Dashboard';

beforeAll(() => {
    withRoutes({
        ...accountMenuRoutes,
        'studio.content': 'studio/content',
        'studio.analytics': 'studio/analytics',
        'studio.customization': 'studio/customization',
        'studio.upload.video': 'studio/upload/video',
        'studio.upload.short': 'studio/upload/short',
    });
});

const channel = { id: 7, handle: 'night-owls', name: 'Night Owls', avatar_url: null };

function video(
    id: string,
    title: string,
    views: number,
    status: StudioVideoSummary['status'] = 'ready',
): StudioVideoSummary {
    return {
        id,
        title,
        status,
        thumbnail: null,
        views,
        comments: 2,
        likes: 3,
        createdAt: '2026-11-01T00:00:00Z',
    };
}

function renderDashboard(props: Partial<StudioDashboardProps> = {}, status?: string) {
    return renderPage(Dashboard, {
        component: 'Studio/Dashboard',
        url: '/studio/dashboard',
        shared: { auth: { user: makeUser({ channel }) }, flash: status ? { status } : {} },
        props: {
            channel,
            stats: { views: 0, subscribers: 0, videos: 0, watchTimeMinutes: 0 },
            recentVideos: [],
            topVideos: [],
            ...props,
        },
    });
}

function pathOf(link: HTMLElement): string {
    return new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname;
}

describe('Studio Dashboard', () => {
    it('shows the four overview cards', () => {
        renderDashboard({
            stats: { views: 12345, subscribers: 12, videos: 3, watchTimeMinutes: 30862 },
        });
        const overview = screen.getByRole('region', { name: 'Channel Overview' });

        const cards = within(overview)
            .getAllByRole('term')
            .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
        expect(cards).toEqual([
            ['Total Views', '12,345'],
            ['Subscribers', '12'],
            ['Videos', '3'],
            ['Watch Time (mins)', '30,862'],
        ]);
    });

    it('shows zeros and the empty state for a new channel', () => {
        renderDashboard();

        const empty = screen.getByRole('region', { name: 'No videos yet' });
        expect(pathOf(within(empty).getByRole('link', { name: 'Upload Video' }))).toBe(
            '/studio/upload/video',
        );
        expect(screen.queryByRole('region', { name: 'Recent Videos' })).not.toBeInTheDocument();
        expect(
            within(screen.getByRole('region', { name: 'Channel Overview' })).getAllByText('0'),
        ).toHaveLength(4);
    });

    it('lists recent and top videos with their links once there are some', () => {
        renderDashboard({
            stats: { views: 15, subscribers: 1, videos: 2, watchTimeMinutes: 37 },
            recentVideos: [video('b', 'Second upload', 5), video('a', 'First upload', 10)],
            topVideos: [video('a', 'First upload', 10), video('b', 'Second upload', 5)],
        });

        expect(screen.queryByText('No videos yet')).not.toBeInTheDocument();
        const recent = screen.getByRole('region', { name: 'Recent Videos' });
        expect(pathOf(within(recent).getByRole('link', { name: 'See all' }))).toBe(
            '/studio/content',
        );
        expect(
            within(recent)
                .getAllByRole('listitem')
                .map((item) => item.textContent),
        ).toEqual([
            expect.stringContaining('Second upload'),
            expect.stringContaining('First upload'),
        ]);
        const top = screen.getByRole('region', { name: 'Top Performing Videos' });
        expect(pathOf(within(top).getByRole('link', { name: 'View analytics' }))).toBe(
            '/studio/analytics',
        );
        expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('10 views');
    });

    it('shows where a new upload stands, and nothing for ready videos', () => {
        renderDashboard({
            recentVideos: [
                video('c', 'Still encoding', 0, 'processing'),
                video('b', 'Broken file', 0, 'failed'),
                video('a', 'Done', 10),
            ],
        });
        const items = within(screen.getByRole('region', { name: 'Recent Videos' })).getAllByRole(
            'listitem',
        );

        expect(items[0]).toHaveTextContent('Processing');
        expect(items[1]).toHaveTextContent('Failed');
        expect(items[2]).not.toHaveTextContent(/Ready|Processing|Failed/);
    });

    it('offers the quick actions', () => {
        renderDashboard();
        const actions = screen.getByRole('region', { name: 'Quick Actions' });

        expect(within(actions).getAllByRole('link').map(pathOf)).toEqual([
            '/studio/upload/video',
            '/studio/upload/short',
            '/studio/analytics',
            '/studio/customization',
        ]);
    });

    it('confirms a newly created channel', () => {
        renderDashboard({}, 'channel-created');

        expect(screen.getByRole('status')).toHaveTextContent('Your channel has been created.');
    });

    it('names the channel being managed', () => {
        renderDashboard();

        expect(screen.getByText('Night Owls · @night-owls')).toBeVisible();
    });

    it('speaks Japanese, with its figures in Japanese', () => {
        renderPage(Dashboard, {
            component: 'Studio/Dashboard',
            url: '/studio/dashboard',
            shared: {
                auth: { user: makeUser({ channel }) },
                locale: 'ja',
                translations: {
                    'Channel dashboard': 'チャンネル ダッシュボード',
                    'Recent Videos': '最近の動画',
                    'See all': 'すべて表示',
                    ':count view|:count views': ':count 回視聴',
                },
            },
            props: {
                channel,
                stats: { views: 12345, subscribers: 0, videos: 1, watchTimeMinutes: 0 },
                recentVideos: [video('a', 'First upload', 1200)],
                topVideos: [video('a', 'First upload', 1200)],
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'チャンネル ダッシュボード' }),
        ).toBeVisible();
        const recent = screen.getByRole('region', { name: '最近の動画' });
        expect(within(recent).getByRole('link', { name: 'すべて表示' })).toBeVisible();
        expect(within(recent).getByRole('listitem')).toHaveTextContent('1,200 回視聴');
    });
});
