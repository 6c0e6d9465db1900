import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { onlyScrollPage, renderPage } from '@/test/render';
import { accountMenuRoutes, fakeServer, withRoutes } from '@/test/server';
import type { SharedProps } from '@/types';
import type { SearchChannel, SearchFilters, SearchVideo } from '@/types/models';

import Index from './Index';

const channel: SearchChannel = {
    id: 7,
    handle: 'harbourlights',
    name: 'Harbour Lights',
    avatar_url: null,
    subscribers: 1_250_000,
    description: 'Songs from the harbour.',
    subscription: null,
};

const anyFilters: SearchFilters = { type: null, date: null, duration: null, sort: 'relevance' };

function video(overrides: Partial<SearchVideo> = {}): SearchVideo {
    return {
        id: 'abcdefghijk',
        title: 'Guitar lessons',
        thumbnail: '/storage/thumbs/a.jpg',
        duration: 754,
        views: 1_500,
        published_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        kind: 'video',
        channel: { id: 7, handle: 'harbourlights', name: 'Harbour Lights', avatar_url: null },
        hls_url: null,
        snippet: [
            { text: 'Learn <b>', marked: false },
            { text: 'guit', marked: true },
            { text: 'ar</b> chords', marked: false },
        ],
        ...overrides,
    };
}

function results(props: {
    query?: string;
    filters?: Partial<SearchFilters>;
    channels?: SearchChannel[];
    videos?: SearchVideo[];
    channelResults?: SearchChannel[] | null;
}) {
    const channelResults = props.channelResults ?? null;

    return {
        query: props.query ?? 'guit',
        filters: { ...anyFilters, ...props.filters },
        channels: props.channels ?? [],
        videos: channelResults === null ? { data: props.videos ?? [] } : null,
        channelResults: channelResults === null ? null : { data: channelResults },
    };
}

const onePage = onlyScrollPage('page');

/** Renders the page with both paged lists' metadata, as the server sends it. */
function renderResults(
    props: ReturnType<typeof results>,
    options: { component?: string; url?: string; shared?: Partial<SharedProps> } = {},
) {
    return renderPage(Index, {
        ...options,
        props,
        scrollProps: { videos: onePage, channelResults: onePage },
    });
}

/** The nth result row (channels and videos alike), in page order. */
function row(index: number): HTMLElement {
    const found = screen.getAllByRole('article')[index];
    if (!found) {
        throw new Error(`There is no result row ${index}.`);
    }

    return found;
}

describe('Search', () => {
    beforeEach(() => {
        stubIntersectionObserver();
        withRoutes({
            ...accountMenuRoutes,
            search: 'search',
            watch: 'watch',
            channel: 'channel/{channel}',
            'subscriptions.store': 'channels/{channel}/subscription',
        });
    });

    it('says in English when nothing matches', async () => {
        renderResults(results({ query: 'zzz' }));

        expect(
            screen.getByRole('heading', { level: 1, name: 'Search results for “zzz”' }),
        ).toBeInTheDocument();
        expect(screen.getByText('No results found for "zzz"')).toBeInTheDocument();
        expect(
            screen.getByText('Check the spelling or try fewer or different words.'),
        ).toBeInTheDocument();
        await waitFor(() => {
            expect(document.title).toContain('zzz - Search');
        });
    });

    it('offers to clear the filters when nothing matches with them', () => {
        renderResults(results({ query: 'zzz', filters: { date: 'hour' } }));

        expect(
            screen.getByText('Try different filters, or clear them to see every result.'),
        ).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
            'href',
            'http://localhost/search?q=zzz',
        );
    });

    it('lists videos with their channel, views, age and the matched words marked as text', () => {
        const { container } = renderResults(results({ videos: [video()] }));

        const found = row(0);
        expect(
            within(found).getByRole('heading', { level: 3, name: 'Guitar lessons' }),
        ).toBeInTheDocument();
        expect(within(found).getByRole('link', { name: 'Guitar lessons' })).toHaveAttribute(
            'href',
            'http://localhost/watch?v=abcdefghijk',
        );
        expect(within(found).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
            'href',
            'http://localhost/channel/@harbourlights',
        );
        expect(within(found).getByText('1.5K views • 3 days ago')).toBeInTheDocument();
        expect(within(found).getByText('12:34')).toBeInTheDocument();

        const marks = Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent);
        expect(marks).toEqual(['guit']);
        // A description's markup is its text, never elements.
        expect(container.querySelector('article b')).toBeNull();
        expect(within(found).getByText(/Learn <b>/)).toBeInTheDocument();
    });

    it('marks blips as blips and shows live streams as live', () => {
        renderResults(
            results({
                videos: [
                    video({ id: 'blip0000001', title: 'A blip', kind: 'short', duration: 30 }),
                    video({ id: 'live0000001', title: 'On air', kind: 'live', live_viewers: 12 }),
                ],
            }),
        );

        const blip = row(0);
        const live = row(1);
        expect(within(blip).getByText('Blip')).toBeInTheDocument();
        expect(within(blip).queryByText('0:30')).toBeNull();
        expect(within(live).getByText('LIVE')).toBeInTheDocument();
        expect(within(live).getByText('12 watching')).toBeInTheDocument();
    });

    it('shows the channels above the videos as rows with a Subscribe button', () => {
        renderResults(results({ channels: [channel], videos: [video()] }));

        expect(within(row(0)).getByRole('heading', { name: 'Harbour Lights' })).toBeInTheDocument();
        expect(within(row(0)).getByText('@harbourlights • 1.25M subscribers')).toBeInTheDocument();
        expect(
            within(row(0)).getByRole('button', { name: 'Subscribe to Harbour Lights' }),
        ).toBeInTheDocument();
        expect(within(row(1)).getByRole('heading', { name: 'Guitar lessons' })).toBeInTheDocument();
    });

    it('lists channel results for the Channel type, without the video filters', () => {
        renderResults(results({ filters: { type: 'channel' }, channelResults: [channel] }));

        const types = screen.getByRole('navigation', { name: 'Result type' });
        expect(within(types).getByRole('link', { name: 'Channels' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(
            screen.getByRole('heading', { level: 3, name: 'Harbour Lights' }),
        ).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
    });

    it('opens the filters as links that keep the search and the other filters', async () => {
        const { user } = renderResults(
            results({ query: 'guitar', filters: { date: 'week' }, videos: [video()] }),
        );

        const types = screen.getByRole('navigation', { name: 'Result type' });
        expect(within(types).getByRole('link', { name: 'All' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(within(types).getByRole('link', { name: 'Blips' })).toHaveAttribute(
            'href',
            'http://localhost/search?q=guitar&date=week&type=blip',
        );

        const toggle = screen.getByRole('button', { name: /Filters/ });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(toggle).toHaveTextContent('1 filter on');
        await user.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'true');

        const dates = screen.getByRole('navigation', { name: 'Upload date' });
        expect(within(dates).getByRole('link', { name: 'This week' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(within(dates).getByRole('link', { name: 'Any time' })).toHaveAttribute(
            'href',
            'http://localhost/search?q=guitar',
        );
        expect(
            within(screen.getByRole('navigation', { name: 'Duration' })).getByRole('link', {
                name: 'Over 20 minutes',
            }),
        ).toHaveAttribute('href', 'http://localhost/search?q=guitar&date=week&duration=long');
        expect(
            within(screen.getByRole('navigation', { name: 'Sort by' })).getByRole('link', {
                name: 'View count',
            }),
        ).toHaveAttribute('href', 'http://localhost/search?q=guitar&date=week&sort=views');
        expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
            'href',
            'http://localhost/search?q=guitar',
        );
    });

    it('reloads only the results when a filter is chosen, replacing the list', async () => {
        const server = fakeServer('Search/Index');
        server.respond(() => ({
            props: results({ query: 'guitar', filters: { type: 'blip' } }),
            url: '/search?q=guitar&type=blip',
        }));
        const { user } = renderResults(results({ query: 'guitar', videos: [video()] }), {
            component: 'Search/Index',
            url: '/search?q=guitar',
        });

        await user.click(screen.getByRole('link', { name: 'Blips' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const headers = (server.requests[0]?.headers ?? {}) as Record<string, string>;
        expect(server.requests[0]?.url).toContain('/search?q=guitar&type=blip');
        expect(new Set(headers['X-Inertia-Partial-Data']?.split(','))).toEqual(
            new Set(['type', 'filters', 'channels', 'videos', 'channelResults']),
        );
        expect(headers['X-Inertia-Reset']).toBe('filters,channels,videos,channelResults');
    });

    it('speaks Japanese', () => {
        renderResults(results({ query: 'harbour', channels: [channel] }), {
            shared: {
                locale: 'ja',
                translations: {
                    'Search results for “:query”': '「:query」の検索結果',
                    Channels: 'チャンネル',
                    ':count subscriber|:count subscribers': 'チャンネル登録者数 :count 人',
                    Filters: 'フィルタ',
                    'Result type': '結果の種類',
                    Videos: '動画',
                },
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: '「harbour」の検索結果' }),
        ).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: 'チャンネル' })).toBeInTheDocument();
        expect(
            screen.getByText('@harbourlights • チャンネル登録者数 125万 人'),
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'フィルタ' })).toBeInTheDocument();
        expect(
            within(screen.getByRole('navigation', { name: '結果の種類' })).getByRole('link', {
                name: '動画',
            }),
        ).toBeInTheDocument();
    });
});
