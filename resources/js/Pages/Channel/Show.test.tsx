import { http, type HttpRequestConfig, type Page } from '@inertiajs/core';
import { App } from '@inertiajs/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '@/lib/i18n';
import { onlyScrollPage, sharedProps } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { ChannelAbout, ChannelProfile } from '@/types/models';

import Show from './Show';

const channel: ChannelProfile = {
    id: 7,
    handle: 'night-owls',
    name: 'Night Owls',
    avatar_url: null,
    banner_url: null,
    custom_url: '@night-owls',
    subscribers: 1_254_000,
    video_count: 2,
    show_unsubscribed_indicator: false,
};

const about: ChannelAbout = {
    description: 'Late shows.',
    links: [
        { title: 'Site', url: 'https://night-owls.test' },
        { title: 'Shop', url: 'https://shop.night-owls.test' },
    ],
    contact_email: null,
    location: 'Lisbon',
    joined_at: '2024-03-05T10:00:00+00:00',
    total_views: 45_600,
};

const baseTabs = ['home', 'videos', 'playlists', 'community', 'about'];

const noPages = onlyScrollPage('page');

function channelPage(props: Record<string, unknown>, url = '/channel/@night-owls'): Page {
    return {
        component: 'Channel/Show',
        props: {
            ...sharedProps(),
            errors: {},
            channel,
            tab: 'videos',
            tabs: baseTabs,
            privateTabs: [],
            viewer: { subscription: null, isOwner: false },
            ...props,
        },
        url,
        version: null,
        flash: {},
        rescuedProps: [],
        rememberedState: {},
        scrollProps: {
            videos: noPages,
            playlists: noPages,
            posts: noPages,
            subscriptions: noPages,
            liked: noPages,
        },
    };
}

function renderChannel(props: Record<string, unknown> = {}) {
    const user = userEvent.setup();
    render(
        <App
            initialPage={channelPage({ videos: { data: [] }, ...props })}
            initialComponent={Show}
            resolveComponent={() => Show}
        />,
    );

    return user;
}

const originalClient = http.getClient();

afterEach(() => {
    http.setClient(originalClient);
});

/** Holds each tab request until the test releases it, answering with these props. */
function slowServer(props: Record<string, unknown>) {
    const requests: HttpRequestConfig[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
        release = resolve;
    });
    http.setClient({
        async request(request) {
            requests.push(request);
            await released;
            const url = new URL(request.url, 'http://localhost');

            return {
                status: 200,
                data: JSON.stringify(channelPage(props, url.pathname + url.search)),
                headers: { 'x-inertia': 'true', 'content-type': 'application/json' },
            };
        },
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    return { requests, release };
}

describe('Channel page', () => {
    beforeAll(() => {
        withRoutes({
            login: 'login',
            channel: 'channel/{channel}',
            'subscriptions.store': 'channels/{channel}/subscription',
        });
        vi.stubGlobal(
            'IntersectionObserver',
            class {
                observe() {}
                unobserve() {}
                disconnect() {}
                takeRecords() {
                    return [];
                }
            },
        );
    });

    it('shows the header with the formatted counts and the custom URL', () => {
        renderChannel();

        expect(screen.getByRole('heading', { level: 1, name: 'Night Owls' })).toBeInTheDocument();
        expect(screen.getByText('@night-owls')).toBeInTheDocument();
        expect(screen.getByText('1.25M subscribers')).toBeInTheDocument();
        expect(screen.getByText('2 videos')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: /subscribe/i })).toBeInTheDocument();
    });

    it('reminds a visitor who does not subscribe when the channel asks for it', () => {
        renderChannel({ channel: { ...channel, show_unsubscribed_indicator: true } });

        expect(
            screen.getByRole('button', { name: 'Subscribe to Night Owls' }),
        ).toHaveAccessibleDescription('Subscribe to Night Owls to see their new videos first');
    });

    it('shows no reminder to a subscriber or when the channel turned it off', () => {
        renderChannel();
        expect(screen.queryByText(/to see their new videos first/)).not.toBeInTheDocument();
    });

    it('shows the spotlight video above the uploads and the featured channels below', () => {
        renderChannel({
            tab: 'home',
            videos: undefined,
            home: {
                featured: { ...makeVideo({ title: 'Our trailer' }), description: 'Welcome in.' },
                recent: [makeVideo({ id: 'recentvideo', title: 'Moon watch' })],
                featured_channels: [
                    {
                        id: 9,
                        handle: 'bird-watchers',
                        name: 'Bird Watchers',
                        avatar_url: null,
                        description: null,
                        subscribers: 1200,
                    },
                ],
            },
        });

        const spotlight = within(screen.getByRole('region', { name: 'Featured video' }));
        expect(
            spotlight.getByRole('heading', { level: 2, name: 'Our trailer' }),
        ).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 3, name: 'Moon watch' })).toBeInTheDocument();
        expect(spotlight.getByText('Welcome in.')).toBeInTheDocument();
        const featured = within(screen.getByRole('region', { name: 'Featured channels' }));
        expect(featured.getByRole('link', { name: /Bird Watchers/ })).toHaveAttribute(
            'href',
            '/channel/@bird-watchers',
        );
        expect(featured.getByText('1.2K subscribers')).toBeInTheDocument();
    });

    it('shows the contact e-mail in About', () => {
        renderChannel({
            tab: 'about',
            videos: undefined,
            about: { ...about, contact_email: 'hello@owls.test' },
        });

        expect(screen.getByRole('link', { name: 'hello@owls.test' })).toHaveAttribute(
            'href',
            'mailto:hello@owls.test',
        );
    });

    it("shows the owner's subscriptions in a tab of their own when the server lists it", () => {
        withRoutes({ 'settings.show': 'settings/{section}' });
        renderChannel({ tab: 'about', videos: undefined, about });
        expect(screen.queryByRole('link', { name: 'Subscriptions' })).not.toBeInTheDocument();
        cleanup();

        renderChannel({
            tab: 'subscriptions',
            tabs: [...baseTabs, 'subscriptions'],
            videos: undefined,
            subscriptions: {
                data: [
                    {
                        id: 9,
                        handle: 'lenacodes',
                        name: 'Lena Codes',
                        avatar_url: null,
                        description: null,
                        subscribers: 1200,
                    },
                ],
            },
        });

        const tabs = within(screen.getByRole('navigation', { name: 'Channel sections' }));
        expect(tabs.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        const list = within(screen.getByRole('region', { name: 'Subscriptions' }));
        expect(list.getByRole('link', { name: /Lena Codes/ })).toHaveAttribute(
            'href',
            '/channel/@lenacodes',
        );
        expect(screen.queryByText(/Only you can see this tab/)).not.toBeInTheDocument();
    });

    it('tells the owner a tab is theirs alone and where to show it', () => {
        withRoutes({ 'settings.show': 'settings/{section}' });
        renderChannel({
            tab: 'liked',
            tabs: [...baseTabs, 'subscriptions', 'liked'],
            privateTabs: ['subscriptions', 'liked'],
            videos: undefined,
            liked: { data: [makeVideo({ title: 'Moon watch' })] },
        });

        expect(screen.getByText(/Only you can see this tab/)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Settings › Privacy' })).toHaveAttribute(
            'href',
            'http://localhost/settings/privacy',
        );
        expect(screen.getAllByRole('link', { name: /Moon watch/ }).length).toBeGreaterThan(0);
    });

    it('lists the tabs with Videos open by default', () => {
        renderChannel({ videos: { data: [makeVideo({ title: 'Moon watch' })] } });

        const tabs = within(screen.getByRole('navigation', { name: 'Channel sections' }));
        expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
            'Home',
            'Videos',
            'Playlists',
            'Community',
            'About',
        ]);
        expect(tabs.getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
        expect(tabs.getByRole('link', { name: 'Videos' })).toHaveAttribute(
            'href',
            '/channel/@night-owls',
        );
        expect(tabs.getByRole('link', { name: 'About' })).toHaveAttribute(
            'href',
            '/channel/@night-owls?tab=about',
        );
        // The tab's cards sit right under the channel's h1.
        expect(screen.getByRole('heading', { level: 2, name: 'Moon watch' })).toBeInTheDocument();
    });

    it('shows the empty texts of each tab', () => {
        const { unmount } = render(
            <App
                initialPage={channelPage({ videos: { data: [] } })}
                initialComponent={Show}
                resolveComponent={() => Show}
            />,
        );
        expect(screen.getByText('No videos yet')).toBeInTheDocument();
        expect(
            screen.getByText("This channel hasn't uploaded any videos yet."),
        ).toBeInTheDocument();
        unmount();

        renderChannel({ tab: 'playlists', videos: undefined, playlists: { data: [] } });
        expect(screen.getByText('No playlists yet')).toBeInTheDocument();
    });

    it('shows the community empty text', () => {
        renderChannel({ tab: 'community', videos: undefined, posts: { data: [] } });

        expect(screen.getByText('No community posts yet')).toBeInTheDocument();
    });

    it('shows community posts with their like, dislike and comment counts', () => {
        renderChannel({
            tab: 'community',
            videos: undefined,
            posts: {
                data: [
                    {
                        id: 1,
                        body: 'New episode on Friday',
                        image_url: null,
                        published_at: new Date().toISOString(),
                        likes: 1_500,
                        dislikes: 3,
                        comments: 42,
                    },
                ],
            },
        });

        expect(screen.getByText('New episode on Friday')).toBeInTheDocument();
        expect(screen.getByLabelText('1.5K likes')).toBeInTheDocument();
        expect(screen.getByLabelText('3 dislikes')).toBeInTheDocument();
        expect(screen.getByLabelText('42 comments')).toBeInTheDocument();
    });

    it('switches tab with a partial reload of that tab, showing 8 skeleton cards meanwhile', async () => {
        const server = slowServer({ tab: 'about', about });
        const user = renderChannel({ videos: { data: [makeVideo({ title: 'Moon watch' })] } });

        await user.click(screen.getByRole('link', { name: 'About' }));

        const skeleton = await screen.findByRole('status', { name: 'Loading videos' });
        expect(skeleton.children).toHaveLength(8);
        expect(screen.queryByRole('heading', { name: 'Moon watch' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.url).toContain('/channel/@night-owls?tab=about');
        expect(server.requests[0]?.headers?.['X-Inertia-Partial-Data']).toBe('tab,about');

        server.release();

        expect(await screen.findByText('Late shows.')).toBeInTheDocument();
        expect(screen.queryByRole('status', { name: 'Loading videos' })).not.toBeInTheDocument();
    });

    it('opens About links in a new tab without handing over the opener', () => {
        renderChannel({ tab: 'about', videos: undefined, about });

        for (const name of ['Site', 'Shop']) {
            const link = screen.getByRole('link', { name });
            expect(link).toHaveAttribute('target', '_blank');
            expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute(
            'href',
            'https://night-owls.test',
        );
        expect(screen.getByText('Lisbon')).toBeInTheDocument();
        expect(screen.getByText('45.6K views')).toBeInTheDocument();
        expect(screen.getByText('Mar 5, 2024')).toBeInTheDocument();
    });

    it('falls back to the spec text when the channel has no description', () => {
        renderChannel({
            tab: 'about',
            videos: undefined,
            about: { ...about, description: '  ', links: [] },
        });

        expect(screen.getByText('This channel has no description.')).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'Links' })).not.toBeInTheDocument();
    });

    it('speaks Japanese: header, tabs and About', () => {
        const translations = {
            ':count subscriber|:count subscribers': 'チャンネル登録者数 :count 人',
            ':count video|:count videos': '動画 :count 本',
            'Channel sections': 'チャンネルのセクション',
            Videos: '動画',
            About: '概要',
            Stats: '統計情報',
            'Total views': '総視聴回数',
            ':count view|:count views': ':count 回視聴',
            'Subscribe to :name': ':name をチャンネル登録',
        };
        activateLocale('ja', translations);
        renderChannel({ locale: 'ja', translations, tab: 'about', about, videos: undefined });

        expect(screen.getByText('チャンネル登録者数 125.4万 人')).toBeInTheDocument();
        expect(screen.getByText('動画 2 本')).toBeInTheDocument();
        const tabs = screen.getByRole('navigation', { name: 'チャンネルのセクション' });
        expect(within(tabs).getByRole('link', { name: '概要' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(within(tabs).getByRole('link', { name: '動画' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: '統計情報' })).toBeInTheDocument();
        expect(screen.getByText('4.5万 回視聴')).toBeInTheDocument();
        expect(screen.getByText('2024年3月5日')).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Night Owls をチャンネル登録' }),
        ).toBeInTheDocument();
    });

    it('sets the document title to the channel name', async () => {
        renderChannel();

        await vi.waitFor(() => {
            expect(document.title).toContain('Night Owls');
        });
    });
});
