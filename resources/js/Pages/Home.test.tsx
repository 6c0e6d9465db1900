import { http, type HttpRequestConfig, type Page } from '@inertiajs/core';
import { App, router } from '@inertiajs/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '@/lib/i18n';
import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { makeUser, onlyScrollPage, sharedProps } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { FeaturedVideo, LiveCard } from '@/types/models';

import Home from './Home';

const chips = [
    'All',
    'Trending',
    'Live',
    'Gaming',
    'Music',
    'Travel',
    'Sports',
    'Animation',
    'Gameplay',
    'Streaming',
    'Camping',
    'Cast',
].map((label) => ({ value: label.toLowerCase(), label }));

const featured = (): FeaturedVideo[] =>
    ['Large', 'Medium', 'Small one', 'Small two'].map((title) => ({
        ...makeVideo({ title }),
        label: 'Music',
    }));

const stream = (): LiveCard => ({
    ...makeVideo({ title: 'Night build stream', kind: 'live' }),
    live_viewers: 12_400,
    stream_category: 'Minecraft',
    tags: ['survival', 'co-op'],
    description: 'Building the sky castle together.',
});

function sections() {
    return {
        featured: featured(),
        live: [stream()],
        blips: [makeVideo({ id: 'blip0000001', title: 'Sixty seconds of rain', kind: 'short' })],
        recommended: { data: [makeVideo({ id: 'rec00000001', title: 'A walk in Lisbon' })] },
    };
}

const scrollProps = {
    recommended: onlyScrollPage('page'),
};

function homePage(props: Record<string, unknown>, url = '/'): Page {
    return {
        component: 'Home',
        props: { ...sharedProps(), errors: {}, chips, category: 'all', featured: [], ...props },
        url,
        version: null,
        flash: {},
        rescuedProps: [],
        rememberedState: {},
        // The infinite scroll reads its paging from here, as the server sends it. Inertia's
        // router keeps the first page it was given for the whole file, so every page has it.
        scrollProps,
    };
}

// The shared renderPage helper sends no scroll metadata, which the recommended grid needs.
function renderHome(props: Record<string, unknown> = {}, shared = {}) {
    const page = homePage(props);
    page.props = { ...page.props, ...shared };
    const user = userEvent.setup();
    const result = render(
        <App initialPage={page} initialComponent={Home} resolveComponent={() => Home} />,
    );

    return { ...result, user };
}

const originalClient = http.getClient();

afterEach(() => {
    http.setClient(originalClient);
});

/** Answers every Inertia request with the Home page built from these props. */
function answerWith(props: Record<string, unknown>): HttpRequestConfig[] {
    const requests: HttpRequestConfig[] = [];
    http.setClient({
        request(request) {
            requests.push(request);

            return Promise.resolve({
                status: 200,
                data: JSON.stringify(
                    homePage(props, new URL(request.url, 'http://localhost').pathname),
                ),
                headers: { 'x-inertia': 'true', 'content-type': 'application/json' },
            });
        },
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    return requests;
}

describe('Home', () => {
    beforeAll(() => {
        // The frame's account area links guests to the sign-in page.
        withRoutes({ login: 'login', blips: 'blips' });
        // The grid never scrolls here, so nothing intersects.
        stubIntersectionObserver();
    });

    it('shows every category chip, the active one marked', () => {
        renderHome({ category: 'music' });

        const nav = screen.getByRole('navigation', { name: 'Categories' });
        expect(
            within(nav)
                .getAllByRole('link')
                .map((link) => link.textContent),
        ).toEqual(chips.map((chip) => chip.label));
        expect(within(nav).getByRole('link', { name: 'Music' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(within(nav).getByRole('link', { name: 'Camping' })).toHaveAttribute(
            'href',
            '/?category=camping',
        );
    });

    it('shows the featured grid at once, and skeletons below it while the other sections load', () => {
        const { unmount } = renderHome({ featured: featured() });
        expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
        expect(screen.getByRole('status', { name: 'Loading videos' })).toBeInTheDocument();
        expect(
            screen.queryByRole('status', { name: 'Loading featured videos' }),
        ).not.toBeInTheDocument();
        unmount();

        renderHome(sections());
        expect(screen.queryByRole('status', { name: 'Loading videos' })).not.toBeInTheDocument();
    });

    it('keeps the featured grid in place while the sections below it arrive', async () => {
        const { featured: shown, live, blips, recommended } = sections();
        const requests = answerWith({ featured: shown, live, blips, recommended });
        renderHome({ featured: shown });
        const image = within(screen.getByRole('region', { name: 'Featured' })).getAllByRole(
            'presentation',
        )[0];

        // As Inertia loads the page's deferred props after the first response.
        act(() => {
            router.reload({ only: ['live', 'blips', 'recommended'] });
        });

        expect(await screen.findByRole('region', { name: 'Recommended' })).toBeInTheDocument();
        expect(String(requests[0]?.headers?.['X-Inertia-Partial-Data'])).toBe(
            'live,blips,recommended',
        );
        // The same element: the largest paint is not taken down and painted again.
        expect(
            within(screen.getByRole('region', { name: 'Featured' })).getAllByRole(
                'presentation',
            )[0],
        ).toBe(image);
    });

    it('has one top heading, and the sections headed one level below it', () => {
        renderHome(sections());

        expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
            'Home',
        ]);
        expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
            'Live',
            'Blips',
            'Recommended',
        ]);
    });

    it('shows the featured grid with label, author and title', () => {
        renderHome(sections());

        const grid = screen.getByRole('region', { name: 'Featured' });
        const tiles = within(grid).getAllByRole('link');
        expect(tiles).toHaveLength(4);
        expect(tiles[0]).toHaveTextContent('Music');
        expect(tiles[0]).toHaveTextContent('Trail Tales');
        expect(tiles[0]).toHaveTextContent('Large');
        expect(tiles[0]?.getAttribute('href')).toMatch(/^\/watch\?v=/);
        // The large tile is the page's largest paint: its image goes first.
        expect(
            tiles.map((tile) => tile.querySelector('img')?.getAttribute('fetchpriority')),
        ).toEqual(['high', null, null, null]);
    });

    it('shows live cards with the LIVE and 360p badges, viewers, category, tags and description', async () => {
        renderHome(sections());

        const live = screen.getByRole('region', { name: 'Live' });
        const card = await within(live).findByRole('link', { name: /Night build stream/ });
        expect(card.getAttribute('href')).toMatch(/^\/watch\?v=/);
        for (const text of [
            'LIVE',
            '360p',
            '12.4K viewers',
            'Trail Tales • Minecraft',
            'survival',
            'Building the sky castle together.',
        ]) {
            expect(within(card).getByText(text)).toBeInTheDocument();
        }
    });

    it('links each blip to its place in the blips feed', async () => {
        renderHome(sections());

        const blips = screen.getByRole('region', { name: 'Blips' });
        const card = await within(blips).findByRole('link', { name: /Sixty seconds of rain/ });
        expect(card).toHaveAttribute('href', '/blips?v=blip0000001');
        expect(card).toHaveTextContent('Trail Tales • 2 days ago');
    });

    it('lists recommended videos as cards', () => {
        renderHome(sections());

        const recommended = screen.getByRole('region', { name: 'Recommended' });
        expect(
            within(recommended).getAllByRole('link', { name: 'A walk in Lisbon' })[0],
        ).toHaveAttribute('href', '/watch?v=rec00000001');
        // Below the first screen: its thumbnails leave the bandwidth to the featured grid's.
        expect(within(recommended).getByRole('presentation')).toHaveAttribute('loading', 'lazy');
    });

    it('hides empty sections and says so when nothing matches', () => {
        renderHome({ featured: [], live: [], blips: [], recommended: { data: [] } });

        expect(screen.getByText('No videos found')).toBeVisible();
        expect(screen.queryByRole('region', { name: 'Live' })).not.toBeInTheDocument();
    });

    it('reloads only the sections when a chip is chosen, replacing the paged grid', async () => {
        const requests = answerWith({
            category: 'gaming',
            ...sections(),
            recommended: { data: [makeVideo({ title: 'Ranked grind' })] },
        });
        const { user } = renderHome(sections());

        await user.click(screen.getByRole('link', { name: 'Gaming' }));

        await waitFor(() => expect(requests).toHaveLength(1));
        const request = requests[0];
        expect(request?.url).toContain('/?category=gaming');
        expect(new Set(String(request?.headers?.['X-Inertia-Partial-Data']).split(','))).toEqual(
            new Set(['category', 'featured', 'live', 'blips', 'recommended']),
        );
        expect(request?.headers?.['X-Inertia-Reset']).toBe('featured,live,blips,recommended');
        expect(await screen.findAllByRole('link', { name: 'Ranked grind' })).not.toHaveLength(0);
        expect(screen.queryByRole('link', { name: 'A walk in Lisbon' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Gaming' })).toHaveAttribute(
            'aria-current',
            'page',
        );
    });

    it('speaks Japanese', () => {
        const translations = {
            Home: 'ホーム',
            Categories: 'カテゴリ',
            'Previous categories': '前のカテゴリ',
            Featured: '注目',
            Live: 'ライブ',
            LIVE: 'ライブ',
            Recommended: 'おすすめ',
            ':count viewer|:count viewers': '視聴者 :count 人',
        };
        activateLocale('ja', translations);
        renderHome(sections(), { locale: 'ja', translations });

        expect(screen.getByRole('navigation', { name: 'カテゴリ' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '前のカテゴリ' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: 'おすすめ' })).toBeInTheDocument();
        const live = screen.getByRole('region', { name: 'ライブ' });
        expect(within(live).getByText('視聴者 1.2万 人')).toBeInTheDocument();
    });

    it('renders for a signed-in viewer too', () => {
        renderHome(sections(), { auth: { user: makeUser() } });

        expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    });
});
