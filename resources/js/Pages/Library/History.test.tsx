import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { guestHistory } from '@/lib/guestLibrary';
import { guestPausesWatchHistory, saveGuestSection } from '@/lib/guestSettings';
import { setSearchQuery } from '@/lib/searchQuery';
import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { makeUser, onlyScrollPage, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { SharedProps } from '@/types';
import type { HistoryEntry } from '@/types/models';

import History from './History';

const NOW = new Date(2026, 2, 15, 12, 0);

function entry(id: string, title: string, watchedAt: Date, position = 0): HistoryEntry {
    return {
        ...makeVideo({ id, title, duration: 600 }),
        watched_at: watchedAt.toISOString(),
        position,
    };
}

function renderHistory(
    props: Partial<Parameters<typeof History>[0]> = {},
    signedIn = true,
    shared: Partial<SharedProps> = {},
) {
    return renderPage(History, {
        component: 'Library/History',
        url: '/history',
        shared: { auth: { user: signedIn ? makeUser() : null }, ...shared },
        props: {
            query: '',
            paused: false,
            pauseLocked: false,
            history: signedIn ? { data: [] } : null,
            ...props,
        },
        scrollProps: signedIn
            ? {
                  history: onlyScrollPage('cursor'),
              }
            : undefined,
    });
}

describe('History page', () => {
    beforeEach(() => {
        stubIntersectionObserver();
        vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
        withRoutes({
            history: 'history',
            'history.destroy': 'history/{video}',
            'history.clear': 'history',
            'history.pause': 'history/paused',
            'settings.show': 'settings/{section}',
            search: 'search',
            login: 'login',
        });
    });

    afterEach(() => {
        vi.useRealTimers();
        setSearchQuery('');
        localStorage.clear();
    });

    it('groups the watches by day, with the watch time and the resume bar', () => {
        renderHistory({
            history: {
                data: [
                    entry('todayvideo1', 'Morning news', new Date(2026, 2, 15, 9, 5), 300),
                    entry('yesterday01', 'Late show', new Date(2026, 2, 14, 23, 30)),
                    entry('longago0001', 'Old favourite', new Date(2026, 0, 2, 8, 0)),
                ],
            },
        });

        const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
        expect(groups).toEqual(['Today', 'Yesterday', 'Older']);
        const today = screen.getByRole('region', { name: 'Today' });
        expect(within(today).getByText('Watched at 9:05 AM')).toBeVisible();
        expect(within(today).getByTestId('resume-bar').firstElementChild).toHaveStyle({
            width: '50%',
        });
        expect(
            within(screen.getByRole('region', { name: 'Yesterday' })).getByText(
                'Watched at 11:30 PM',
            ),
        ).toBeVisible();
    });

    it('speaks Japanese: heading, groups, watch times and buttons', () => {
        renderHistory(
            {
                history: {
                    data: [entry('todayvideo1', 'Morning news', new Date(2026, 2, 15, 9, 5))],
                },
            },
            true,
            {
                locale: 'ja',
                translations: {
                    'Watch history': '再生履歴',
                    Today: '今日',
                    'Watched at :time': ':time に視聴',
                    'Clear all watch history': 'すべての再生履歴を削除',
                    'Pause watch history': '再生履歴を一時停止',
                },
            },
        );

        expect(screen.getByRole('heading', { level: 1, name: '再生履歴' })).toBeVisible();
        const today = screen.getByRole('region', { name: '今日' });
        expect(within(today).getByText('9:05 に視聴')).toBeVisible();
        expect(screen.getByRole('button', { name: 'すべての再生履歴を削除' })).toBeVisible();
        expect(screen.getByRole('button', { name: '再生履歴を一時停止' })).toBeVisible();
    });

    it('filters in place from the header search and stays on the page', async () => {
        const server = fakeServer('Library/History');
        server.respond(() => ({
            props: { query: 'news', paused: false, history: { data: [] } },
            url: '/history?q=news',
        }));
        const { user } = renderHistory({
            history: { data: [entry('todayvideo1', 'Morning news', NOW)] },
        });

        await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'news{Enter}');

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const url = new URL(server.requests[0]?.url ?? '');
        expect(url.pathname).toBe('/history');
        expect(url.searchParams.get('q')).toBe('news');
        expect(
            new Set(String(server.requests[0]?.headers?.['X-Inertia-Partial-Data']).split(',')),
        ).toEqual(new Set(['history', 'query']));
    });

    it('says nothing matched the search and clears it on request', async () => {
        const server = fakeServer('Library/History');
        setSearchQuery('zebra');
        const { user } = renderHistory({ query: 'zebra' });

        expect(screen.getByText('No videos found')).toBeVisible();
        expect(screen.getByText('No results found for "zebra"')).toBeVisible();

        await user.click(screen.getByRole('button', { name: 'Clear search' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(new URL(server.requests[0]?.url ?? '').search).toBe('');
        expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    });

    it('asks before clearing the whole history', async () => {
        const server = fakeServer('Library/History');
        const { user } = renderHistory({
            history: { data: [entry('todayvideo1', 'Morning news', NOW)] },
        });

        await user.click(screen.getByRole('button', { name: 'Clear all watch history' }));
        const dialog = await screen.findByRole('dialog', { name: 'Clear watch history?' });
        expect(server.requests).toHaveLength(0);

        await user.click(within(dialog).getByRole('button', { name: 'Clear watch history' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('delete');
        expect(server.requests[0]?.url).toContain('/history');
    });

    it('pauses the history on the server for an account', async () => {
        const server = fakeServer('Library/History');
        const { user } = renderHistory();

        await user.click(screen.getByRole('button', { name: 'Pause watch history' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('put');
        expect(server.requests[0]?.data).toEqual({ paused: true });
    });

    it("shows a guest's stored history with the cards the server found, and removes in the browser", async () => {
        guestHistory.set([
            { videoId: 'todayvideo1', watchedAt: NOW.toISOString(), position: 60 },
            { videoId: 'gonevideo01', watchedAt: NOW.toISOString(), position: 0 },
        ]);
        const server = fakeServer('Library/History');
        server.respond(() => ({
            props: {
                query: '',
                paused: false,
                history: null,
                resolved: [makeVideo({ id: 'todayvideo1', title: 'Morning news' })],
            },
        }));
        const { user } = renderHistory({}, false);

        expect(await screen.findByText('Morning news')).toBeVisible();
        expect(new URL(server.requests[0]?.url ?? '').searchParams.get('videos')).toBe(
            'todayvideo1,gonevideo01',
        );

        await user.click(screen.getByRole('button', { name: 'More actions for Morning news' }));
        await user.click(screen.getByRole('menuitem', { name: 'Remove from history' }));

        expect(guestHistory.get().map((item) => item.videoId)).toEqual(['gonevideo01']);
        expect(screen.queryByText('Morning news')).toBeNull();
        expect(server.requests).toHaveLength(1);
    });

    it("pauses a guest's history in the browser", async () => {
        const { user } = renderHistory({}, false);

        await user.click(screen.getByRole('button', { name: 'Pause watch history' }));

        expect(guestPausesWatchHistory()).toBe(true);
        expect(screen.getByRole('button', { name: 'Resume watch history' })).toBeVisible();
    });

    it('disables the pause while Keep history paused is on, and says where to change it', () => {
        renderHistory({ paused: true, pauseLocked: true });

        expect(screen.getByRole('button', { name: 'Resume watch history' })).toBeDisabled();
        expect(screen.getByRole('link', { name: 'Settings › Privacy' })).toBeVisible();
    });

    it("keeps a guest's history paused by their browser's Keep history paused", () => {
        saveGuestSection('privacy', {
            keep_history_paused: true,
            pause_watch_history: false,
            pause_search_history: false,
            manage_activity_data: true,
            show_subscriptions: false,
            show_liked_videos: false,
            show_saved_playlists: false,
            ad_personalization: false,
            cookie_preference: 'necessary',
        });
        renderHistory({}, false);

        expect(screen.getByRole('button', { name: 'Resume watch history' })).toBeDisabled();
        expect(guestPausesWatchHistory()).toBe(true);
    });
});
