import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { StudioContentProps } from '@/Components/studio/types';
import { POLL_HEADER } from '@/hooks/useBackgroundPoll';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, fakeServer, withRoutes } from '@/test/server';
import { makeStudioVideo } from '@/test/videos';
import type { StudioVideo } from '@/types/models';

import Content, { contentQuery, POLL_INTERVAL_MS } from './Content';

beforeAll(() => {
    withRoutes({
        ...accountMenuRoutes,
        'studio.content': 'studio/content',
        'studio.upload.video': 'studio/upload/video',
        'studio.upload.short': 'studio/upload/short',
        'studio.videos.edit': 'studio/videos/{video}/edit',
        'studio.videos.analytics': 'studio/videos/{video}/analytics',
        'studio.videos.destroy': 'studio/videos/{video}',
        'studio.videos.bulk': 'studio/videos/bulk',
        'studio.videos.retry': 'studio/videos/{video}/retry',
    });
});

afterEach(() => {
    uninstallMatchMedia();
    vi.useRealTimers();
});

const channel = { id: 7, handle: 'night-owls', name: 'Night Owls', avatar_url: null };

function page(videos: StudioVideo[], meta: Partial<StudioContentProps['videos']['meta']> = {}) {
    return {
        data: videos,
        meta: {
            current_page: 1,
            last_page: 1,
            per_page: 20,
            total: videos.length,
            from: videos.length > 0 ? 1 : null,
            to: videos.length > 0 ? videos.length : null,
            ...meta,
        },
    };
}

function renderContent(
    props: Partial<StudioContentProps> = {},
    { url = '/studio/content', status }: { url?: string; status?: string } = {},
) {
    installMatchMedia({ width: 1280 });

    return renderPage(Content, {
        component: 'Studio/Content',
        url,
        shared: { auth: { user: makeUser({ channel }) }, flash: status ? { status } : {} },
        props: {
            filters: { type: 'all', sort: 'date', q: '' },
            videos: page([]),
            ...props,
        },
    });
}

/**
 * A fake server whose answers carry a whole Content page, as the real one does: the filters
 * a GET asks for, or the unchanged list a redirect back shows.
 */
function contentServer(
    videos: StudioVideo[],
    answer: { status?: string; errors?: Record<string, string> } = {},
) {
    const server = fakeServer('Studio/Content');
    server.respond((request) => {
        const asked = new URL(request.url, 'http://localhost').searchParams;

        return {
            props: {
                filters: {
                    type: asked.get('type') ?? 'all',
                    sort: asked.get('sort') ?? 'date',
                    q: asked.get('q') ?? '',
                },
                videos: page(videos),
                errors: answer.errors ?? {},
            },
            shared: {
                auth: { user: makeUser({ channel }) },
                flash: answer.status ? { status: answer.status } : {},
            },
        };
    });

    return server;
}

function query(url: string | undefined): URLSearchParams {
    return new URL(url ?? '', 'http://localhost').searchParams;
}

describe('Studio Content', () => {
    it("says the spec's empty text when no video matches", () => {
        renderContent();

        expect(screen.getByText('No videos found.')).toBeVisible();
        expect(screen.getByText('Try adjusting your filters or upload a new video.')).toBeVisible();
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('offers Upload and Create Short', () => {
        renderContent();

        const path = (name: string) =>
            new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '').pathname;
        expect(path('Upload')).toBe('/studio/upload/video');
        expect(path('Create Short')).toBe('/studio/upload/short');
    });

    it('shows the rows and how many there are', () => {
        renderContent({
            videos: page(
                [makeStudioVideo({ title: 'First' }), makeStudioVideo({ title: 'Second' })],
                {
                    total: 42,
                    last_page: 3,
                },
            ),
        });

        expect(screen.getAllByRole('row')).toHaveLength(3);
        expect(screen.getByText('1–2 of 42 videos')).toBeVisible();
    });

    it('keeps the type, sort and search in the URL', async () => {
        const server = fakeServer('Studio/Content');
        const { user } = renderContent({
            filters: { type: 'all', sort: 'views', q: 'trip' },
            videos: page([makeStudioVideo()]),
        });

        await user.click(screen.getByRole('link', { name: 'Shorts' }));
        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(Object.fromEntries(query(server.requests[0]?.url))).toEqual({
            type: 'shorts',
            sort: 'views',
            q: 'trip',
        });
        expect(server.requests[0]?.headers?.['X-Inertia-Partial-Data']).toContain('videos');
    });

    it('sorts by the chosen column', async () => {
        const server = fakeServer('Studio/Content');
        const { user } = renderContent({ videos: page([makeStudioVideo()]) });

        await user.selectOptions(screen.getByLabelText('Sort by'), 'Most liked');

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(Object.fromEntries(query(server.requests[0]?.url))).toEqual({ sort: 'likes' });
    });

    it('searches by title, and a blank search shows everything', async () => {
        const server = contentServer([makeStudioVideo()]);
        const { user } = renderContent({
            filters: { type: 'videos', sort: 'date', q: '' },
            videos: page([makeStudioVideo()]),
        });
        const box = screen.getByRole('searchbox', { name: 'Search by title' });

        await user.type(box, '  night walk {Enter}');
        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(Object.fromEntries(query(server.requests[0]?.url))).toEqual({
            type: 'videos',
            q: 'night walk',
        });

        await user.clear(box);
        await user.type(box, '   ');
        await user.click(screen.getByRole('button', { name: 'Search' }));
        await waitFor(() => {
            expect(server.requests).toHaveLength(2);
        });
        expect(Object.fromEntries(query(server.requests[1]?.url))).toEqual({ type: 'videos' });
    });

    it('leaves the defaults out of the query string', () => {
        expect(contentQuery({ type: 'all', sort: 'date', q: '' })).toEqual({});
        expect(contentQuery({ type: 'shorts', sort: 'likes', q: 'a b' }, 3)).toEqual({
            type: 'shorts',
            sort: 'likes',
            q: 'a b',
            page: '3',
        });
    });

    it('says "of many" for a list too long to count, and pages on', () => {
        renderContent({
            videos: page(
                [makeStudioVideo({ title: 'First' }), makeStudioVideo({ title: 'Second' })],
                {
                    total: null,
                    last_page: null,
                },
            ),
        });

        expect(screen.getByText('1–2 of many')).toBeVisible();
        const pages = screen.getByRole('navigation', { name: 'Pages' });
        expect(pages).toHaveTextContent('Page 1');
        const next = within(pages).getByRole('link', { name: 'Next' }).getAttribute('href') ?? '';
        expect(Object.fromEntries(query(next))).toEqual({ page: '2' });
    });

    it('pages through the list keeping the filters', () => {
        renderContent({
            filters: { type: 'shorts', sort: 'date', q: 'trip' },
            videos: page([makeStudioVideo()], { current_page: 2, last_page: 3, total: 45 }),
        });
        const pages = screen.getByRole('navigation', { name: 'Pages' });

        expect(pages).toHaveTextContent('Page 2 of 3');
        const href = (name: string) =>
            Object.fromEntries(
                query(within(pages).getByRole('link', { name }).getAttribute('href') ?? ''),
            );
        expect(href('Previous')).toEqual({ type: 'shorts', q: 'trip' });
        expect(href('Next')).toEqual({ type: 'shorts', q: 'trip', page: '3' });
    });

    it('asks for news of unfinished rows every few seconds', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const server = fakeServer('Studio/Content');
        const processing = makeStudioVideo({ status: 'processing', progress: 10 });
        server.respond(() => ({
            props: {
                filters: { type: 'all', sort: 'date', q: '' },
                videos: page([{ ...processing, progress: 60 }]),
            },
        }));
        renderContent({ videos: page([processing]) });

        await act(async () => {
            await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100);
        });

        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.headers?.['X-Inertia-Partial-Data']).toBe('videos');
        expect(server.requests[0]?.headers?.[POLL_HEADER]).toBe('1');
        expect(await screen.findByText('Processing 60%')).toBeVisible();
    });

    it('stops asking once every row is ready or failed', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const server = fakeServer('Studio/Content');
        const video = makeStudioVideo({ status: 'queued' });
        server.respond(() => ({
            props: {
                filters: { type: 'all', sort: 'date', q: '' },
                videos: page([{ ...video, status: 'ready' }]),
            },
        }));
        renderContent({
            videos: page([video, makeStudioVideo({ status: 'failed', failure_reason: 'Bad' })]),
        });

        await act(async () => {
            await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100);
        });
        expect(server.requests).toHaveLength(1);
        await screen.findByText('Ready');

        await act(async () => {
            await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
        });
        expect(server.requests).toHaveLength(1);
    });

    it('does not poll when nothing is unfinished', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const server = fakeServer('Studio/Content');
        renderContent({ videos: page([makeStudioVideo({ status: 'ready' })]) });

        await act(async () => {
            await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
        });

        expect(server.requests).toHaveLength(0);
    });

    it('deletes a video only after confirming', async () => {
        const server = contentServer([]);
        const { user } = renderContent({
            videos: page([makeStudioVideo({ id: 'abcdefghijk', title: 'Night walk' })]),
        });

        await user.click(screen.getByRole('button', { name: 'Delete Night walk' }));
        const dialog = await screen.findByRole('dialog', { name: 'Delete video?' });
        expect(dialog).toHaveTextContent('"Night walk" and all of its files will be deleted');

        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        });
        expect(server.requests).toHaveLength(0);

        await user.click(screen.getByRole('button', { name: 'Delete Night walk' }));
        await user.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
        );

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('delete');
        expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/studio/videos/abcdefghijk');
    });

    it('changes the visibility of the selected videos', async () => {
        const videos = [
            makeStudioVideo({ id: 'aaaaaaaaaaa', title: 'One' }),
            makeStudioVideo({ id: 'bbbbbbbbbbb', title: 'Two' }),
            makeStudioVideo({ id: 'ccccccccccc', title: 'Three' }),
        ];
        const server = contentServer(videos, { status: '2 videos updated.' });
        const { user } = renderContent({
            videos: page([
                makeStudioVideo({ id: 'aaaaaaaaaaa', title: 'One' }),
                makeStudioVideo({ id: 'bbbbbbbbbbb', title: 'Two' }),
                makeStudioVideo({ id: 'ccccccccccc', title: 'Three' }),
            ]),
        });
        expect(screen.queryByRole('region', { name: 'Selected videos' })).not.toBeInTheDocument();

        await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
        await user.click(screen.getByRole('checkbox', { name: 'Select Three' }));
        const bulk = screen.getByRole('region', { name: 'Selected videos' });
        expect(bulk).toHaveTextContent('2 videos selected');

        await user.selectOptions(within(bulk).getByLabelText('Visibility'), 'Private');
        await user.click(within(bulk).getByRole('button', { name: 'Change visibility' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('post');
        expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/studio/videos/bulk');
        expect(server.requests[0]?.data).toEqual({
            action: 'visibility',
            visibility: 'private',
            videos: ['aaaaaaaaaaa', 'ccccccccccc'],
        });
        expect(await screen.findByText('2 videos updated.')).toBeVisible();
        expect(screen.queryByRole('region', { name: 'Selected videos' })).not.toBeInTheDocument();
    });

    it('deletes every video of the page after confirming', async () => {
        const server = contentServer([]);
        const { user } = renderContent({
            videos: page([
                makeStudioVideo({ id: 'aaaaaaaaaaa', title: 'One' }),
                makeStudioVideo({ id: 'bbbbbbbbbbb', title: 'Two' }),
            ]),
        });

        await user.click(screen.getByRole('checkbox', { name: 'Select all videos on this page' }));
        await user.click(
            within(screen.getByRole('region', { name: 'Selected videos' })).getByRole('button', {
                name: 'Delete',
            }),
        );
        const dialog = await screen.findByRole('dialog', { name: 'Delete 2 videos?' });
        expect(server.requests).toHaveLength(0);

        await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.data).toEqual({
            action: 'delete',
            videos: ['aaaaaaaaaaa', 'bbbbbbbbbbb'],
        });
    });

    it('shows why a bulk action was refused', async () => {
        const one = makeStudioVideo({ title: 'One' });
        contentServer([one], {
            errors: { videos: 'Some of the selected videos no longer exist.' },
        });
        const { user } = renderContent({ videos: page([one]) });

        await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
        await user.click(screen.getByRole('button', { name: 'Change visibility' }));

        expect(
            await screen.findByText('Some of the selected videos no longer exist.'),
        ).toBeVisible();
    });

    it('retries a failed video', async () => {
        const broken = makeStudioVideo({
            id: 'abcdefghijk',
            title: 'Broken',
            status: 'failed',
            failure_reason: 'Too short.',
        });
        const server = contentServer([{ ...broken, status: 'queued', failure_reason: null }]);
        const { user } = renderContent({ videos: page([broken]) });

        await user.click(screen.getByRole('button', { name: 'Retry Broken' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('post');
        expect(new URL(server.requests[0]?.url ?? '').pathname).toBe(
            '/studio/videos/abcdefghijk/retry',
        );
        expect(await screen.findByText('Queued')).toBeVisible();
    });

    it('shows what the last action did', () => {
        renderContent({}, { status: 'Video deleted.' });

        expect(screen.getByRole('status')).toHaveTextContent('Video deleted.');
    });

    it('is titled Content in the studio', async () => {
        renderContent();

        await waitFor(() => {
            expect(document.title).toContain('Content - Studio');
        });
    });

    it('speaks Japanese, with its dates and counts in Japanese', () => {
        installMatchMedia({ width: 1280 });
        renderPage(Content, {
            component: 'Studio/Content',
            url: '/studio/content',
            shared: {
                auth: { user: makeUser({ channel }) },
                locale: 'ja',
                translations: {
                    'Channel content': 'チャンネルのコンテンツ',
                    Upload: 'アップロード',
                    ':from–:to of :count video|:from–:to of :count videos':
                        ':count 本中 :from〜:to 本目の動画',
                    'Edit :title': ':title を編集',
                },
            },
            props: {
                filters: { type: 'all', sort: 'date', q: '' },
                videos: page([
                    makeStudioVideo({
                        title: 'Night walk',
                        created_at: '2026-11-24T10:00:00+00:00',
                    }),
                ]),
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'チャンネルのコンテンツ' }),
        ).toBeVisible();
        expect(screen.getByRole('link', { name: 'アップロード' })).toBeVisible();
        expect(screen.getByText('1 本中 1〜1 本目の動画')).toBeVisible();
        expect(screen.getByRole('link', { name: 'Night walk を編集' })).toBeVisible();
        expect(screen.getByText('2026/11/24')).toBeVisible();
    });
});
