import { http, type HttpRequestConfig, type Page } from '@inertiajs/core';
import { App, router } from '@inertiajs/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { BLIP_VISIBLE_RATIO, OVERLAY_MS } from '@/Components/blips/feed';
import { activateLocale } from '@/lib/i18n';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, onlyScrollPage, sharedProps } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import type { SharedProps } from '@/types';
import type { Blip } from '@/types/models';

import Index from './Index';

// The media engine stands in: a source is an src attribute that destroy() takes off again.
vi.mock('@/Components/player/attachSource', () => ({
    attachSource: (video: HTMLVideoElement, sources: { hls: string | null }) => {
        video.setAttribute('src', sources.hls ?? '');

        return Promise.resolve({
            mode: 'hls.js',
            destroy: () => {
                video.removeAttribute('src');
            },
        });
    },
}));

/** Answers from the fake server take their time on a busy machine. */
const SLOW = { timeout: 5000 };

/** Stands in for the browser's IntersectionObserver; `show` reports a blip's visible share. */
const observers: {
    callback: IntersectionObserverCallback;
    threshold: number[];
    targets: Set<Element>;
}[] = [];

class FakeObserver {
    entry;

    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
        const threshold = options.threshold;
        this.entry = {
            callback,
            threshold: Array.isArray(threshold) ? threshold : [threshold ?? 0],
            targets: new Set<Element>(),
        };
        observers.push(this.entry);
    }

    observe(target: Element) {
        this.entry.targets.add(target);
    }

    unobserve(target: Element) {
        this.entry.targets.delete(target);
    }

    disconnect() {
        this.entry.targets.clear();
    }

    takeRecords() {
        return [];
    }
}

function show(index: number, ratio: number) {
    const target = document.querySelector(`[data-blip-index="${index}"]`);

    act(() => {
        for (const observer of observers) {
            // The feed's own observer: the one that asks about the 70% mark.
            if (
                target &&
                observer.targets.has(target) &&
                observer.threshold.includes(BLIP_VISIBLE_RATIO)
            ) {
                observer.callback(
                    [
                        {
                            target,
                            intersectionRatio: ratio,
                            isIntersecting: ratio > 0,
                        } as IntersectionObserverEntry,
                    ],
                    {} as IntersectionObserver,
                );
            }
        }
    });
}

/** What each <video> was last told: play or pause. */
const told = new Map<HTMLMediaElement, 'play' | 'pause'>();

function videoOf(index: number): HTMLVideoElement {
    const video = document.querySelector<HTMLVideoElement>(`[data-blip-index="${index}"] video`);

    if (!video) {
        throw new Error(`no video for blip ${index}`);
    }

    return video;
}

function makeBlip(index: number): Blip {
    return {
        id: `blip${String(index).padStart(7, '0')}`,
        title: `Blip number ${index}`,
        poster: null,
        sources: { hls: `/storage/blips/${index}/master.m3u8` },
        duration: 20,
        views: 1500 + index,
        likes: 2_500_000,
        dislikes: 3,
        comment_count: 12,
        comments_enabled: true,
        published_at: '2026-11-20T10:00:00+00:00',
        channel: {
            id: 100 + index,
            handle: `maker${index}`,
            name: `Maker ${index}`,
            avatar_url: null,
            subscribers: 10,
        },
        viewer: { reaction: null, subscription: null },
    };
}

function noMorePages(pageName: string) {
    return { pageName, previousPage: null, nextPage: null, currentPage: 1, reset: false };
}

function blipsPage(
    count: number,
    url = '/blips',
    blips?: Blip[],
    signedIn = false,
    shared: Partial<SharedProps> = {},
    nextPage: string | null = null,
): Page<SharedProps> {
    return {
        component: 'Blips/Index',
        props: {
            ...sharedProps({ ...(signedIn ? { auth: { user: makeUser() } } : {}), ...shared }),
            errors: {},
            blips: { data: blips ?? Array.from({ length: count }, (_, index) => makeBlip(index)) },
            comments: { data: [] },
            commentSort: 'newest',
            reportReasons: [
                { value: 'spam_or_misleading', label: 'Spam or misleading' },
                { value: 'captions_issue', label: 'Captions issue' },
            ],
        },
        url,
        version: null,
        flash: {},
        rescuedProps: [],
        rememberedState: {},
        scrollProps: {
            blips: { ...onlyScrollPage('cursor', '__f'), nextPage },
        },
    };
}

/**
 * Inertia's router is set up once, by the first App rendered, and keeps that page: each
 * test hands its own page to the router before rendering, as a browser's first load would.
 */
let routerReady = false;

async function renderFeed(
    count = 6,
    url = '/blips',
    {
        blips,
        signedIn = false,
        shared,
        nextPage = null,
    }: {
        blips?: Blip[];
        signedIn?: boolean;
        shared?: Partial<SharedProps>;
        nextPage?: string | null;
    } = {},
) {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const page = blipsPage(count, url, blips, signedIn, shared, nextPage);
    activateLocale(page.props.locale, page.props.translations);
    window.history.replaceState(null, '', url);

    if (routerReady) {
        // With its scroll props, which the visit's type leaves out, so the feed knows its next page.
        const { component, props, scrollProps } = page;
        const visit = { component, url: page.url, props, scrollProps };
        router.replace(visit);
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
    routerReady = true;

    render(<App initialPage={page} initialComponent={Index} resolveComponent={() => Index} />);

    return user;
}

/** Element.prototype.scrollIntoView, recording each call: its `this` is the element scrolled to. */
let scrolled = vi.fn();

const held = () =>
    Array.from(document.querySelectorAll('video')).filter((video) => video.hasAttribute('src'));

describe('Blips feed', () => {
    beforeAll(() => {
        withRoutes({
            login: 'login',
            blips: 'blips',
            'videos.reaction.store': 'videos/{video}/reaction',
            'videos.progress': 'videos/{video}/progress',
            'videos.not-interested.store': 'videos/{video}/not-interested',
            'subscriptions.store': 'channels/{channel}/subscription',
            'comments.store': 'videos/{video}/comments',
            'comments.reaction.store': 'comments/{comment}/reaction',
            'comments.replies': 'comments/{comment}/replies',
            'verification.notice': 'verify-email',
            'guest-library.merge': 'guest-library/merge',
            'videos.report.store': 'videos/{video}/report',
            'report-history': 'report-history',
        });
        vi.stubGlobal('IntersectionObserver', FakeObserver);
        installMatchMedia();
    });

    afterAll(() => {
        uninstallMatchMedia();
    });

    beforeEach(() => {
        observers.length = 0;
        told.clear();
        window.localStorage.clear();
        vi.useFakeTimers({ shouldAdvanceTime: true });
        vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
            this: HTMLMediaElement,
        ) {
            told.set(this, 'play');

            return Promise.resolve();
        });
        vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
            this: HTMLMediaElement,
        ) {
            told.set(this, 'pause');
        });
        scrolled = vi.fn();
        Element.prototype.scrollIntoView = scrolled;
        vi.stubGlobal(
            'fetch',
            vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
        );
    });

    afterEach(() => {
        vi.useRealTimers();
        vi.restoreAllMocks();
    });

    it('plays the blip that is at least 70% visible, muted and looped, and pauses the others', async () => {
        await renderFeed();
        show(0, 1);

        await vi.waitFor(() => {
            expect(told.get(videoOf(0))).toBe('play');
        });
        expect(videoOf(0).muted).toBe(true);
        expect(videoOf(0).loop).toBe(true);
        expect(told.get(videoOf(1))).toBe('pause');

        // Halfway between two blips neither plays.
        show(0, 0.5);
        show(1, 0.5);
        expect(told.get(videoOf(0))).toBe('pause');
        expect(told.get(videoOf(1))).toBe('pause');

        show(1, BLIP_VISIBLE_RATIO);
        await vi.waitFor(() => {
            expect(told.get(videoOf(1))).toBe('play');
        });
        expect(told.get(videoOf(0))).toBe('pause');
    });

    it('keeps a media source on the blip on screen and its neighbours only', async () => {
        await renderFeed(8);
        show(0, 1);
        await vi.waitFor(() => {
            expect(held().map((video) => video.closest('section')?.dataset.blipIndex)).toEqual([
                '0',
                '1',
            ]);
        });

        show(0, 0);
        show(4, 1);
        await vi.waitFor(() => {
            expect(held().map((video) => video.closest('section')?.dataset.blipIndex)).toEqual([
                '3',
                '4',
                '5',
            ]);
        });

        show(4, 0);
        show(6, 1);
        await vi.waitFor(() => {
            expect(held().map((video) => video.closest('section')?.dataset.blipIndex)).toEqual([
                '5',
                '6',
                '7',
            ]);
        });
        expect(videoOf(4).hasAttribute('src')).toBe(false);
    });

    it('follows the blip on screen in the URL, replacing the entry', async () => {
        await renderFeed(4, '/blips?v=blip0000000');
        const entries = window.history.length;

        show(0, 0);
        show(2, 1);

        await vi.waitFor(() => {
            expect(window.location.search).toBe('?v=blip0000002');
        });
        expect(window.history.length).toBe(entries);
    });

    it('coming back, opens at the blip its URL names, with the sources around it', async () => {
        await renderFeed(8, '/blips?v=blip0000005');

        expect(scrolled.mock.contexts.at(-1)).toBe(document.querySelector('[data-blip-index="5"]'));
        expect(scrolled.mock.calls.at(-1)?.[0]).toEqual({ behavior: 'instant', block: 'start' });
        await vi.waitFor(() => {
            expect(held().map((video) => video.closest('section')?.dataset.blipIndex)).toEqual([
                '4',
                '5',
                '6',
            ]);
        });
    });

    it('moves with the arrow keys and j/k, toggles with space and mutes with m', async () => {
        const user = await renderFeed(4);
        show(0, 1);

        await user.keyboard('{ArrowDown}');
        expect(scrolled.mock.contexts.at(-1)).toBe(document.querySelector('[data-blip-index="1"]'));

        show(0, 0);
        show(1, 1);
        await user.keyboard('j');
        expect(scrolled.mock.contexts.at(-1)).toBe(document.querySelector('[data-blip-index="2"]'));
        await user.keyboard('k');
        expect(scrolled.mock.contexts.at(-1)).toBe(document.querySelector('[data-blip-index="0"]'));

        await vi.waitFor(() => {
            expect(told.get(videoOf(1))).toBe('play');
        });
        await user.keyboard(' ');
        expect(told.get(videoOf(1))).toBe('pause');
        await user.keyboard(' ');
        await vi.waitFor(() => {
            expect(told.get(videoOf(1))).toBe('play');
        });

        expect(videoOf(1).muted).toBe(true);
        await user.keyboard('m');
        expect(videoOf(1).muted).toBe(false);
        expect(videoOf(2).muted).toBe(false);
    });

    it('moves on to the first blip of the next page when ↓ on the last one loaded fetches it', async () => {
        const requests: HttpRequestConfig[] = [];
        http.setClient({
            request(request) {
                requests.push(request);
                const page = blipsPage(0, '/blips', [3, 4, 5].map(makeBlip));

                return Promise.resolve({
                    status: 200,
                    data: JSON.stringify({ ...page, mergeProps: ['blips.data'] }),
                    headers: { 'x-inertia': 'true', 'content-type': 'application/json' },
                });
            },
        });
        const user = await renderFeed(3, '/blips', { nextPage: 'second' });
        show(0, 0);
        show(2, 1);

        await user.keyboard('{ArrowDown}');

        await vi.waitFor(
            () => {
                expect(document.querySelector('[data-blip-index="3"]')).not.toBeNull();
            },
            { timeout: 5000 },
        );
        expect(requests).toHaveLength(1);
        await vi.waitFor(() => {
            expect(scrolled.mock.contexts.at(-1)).toBe(
                document.querySelector('[data-blip-index="3"]'),
            );
        });
    });

    it('pauses on a tap and shows the play and volume buttons for three seconds', async () => {
        const user = await renderFeed(3);
        show(0, 1);
        const first = within(
            document.querySelector<HTMLElement>('[data-blip-index="0"]') ?? document.body,
        );

        await user.click(first.getByRole('button', { name: 'Pause Blip number 0' }));

        expect(told.get(videoOf(0))).toBe('pause');
        expect(first.getByRole('button', { name: 'Play' })).toBeVisible();
        await user.click(first.getByRole('button', { name: 'Mute' }));
        expect(videoOf(0).muted).toBe(false);
        expect(first.getByRole('button', { name: 'Mute' })).toHaveAttribute(
            'aria-pressed',
            'false',
        );

        act(() => {
            vi.advanceTimersByTime(OVERLAY_MS - 500);
        });
        expect(first.getByRole('button', { name: 'Play' })).toBeVisible();
        act(() => {
            vi.advanceTimersByTime(600);
        });
        expect(first.queryByRole('button', { name: 'Play' })).toBeNull();

        // Scrolled away and back, it plays again.
        show(0, 0);
        show(0, 1);
        await vi.waitFor(() => {
            expect(told.get(videoOf(0))).toBe('play');
        });
    });

    it('shows each blip with its channel, counts in K and M, and the end of the feed', async () => {
        await renderFeed(1);
        const blip = within(
            document.querySelector<HTMLElement>('[data-blip-index="0"]') ?? document.body,
        );

        expect(blip.getByRole('heading', { name: 'Blip number 0' })).toBeVisible();
        expect(blip.getByText('1.5K views')).toBeVisible();
        expect(blip.getByRole('link', { name: 'Maker 0' })).toHaveAttribute(
            'href',
            '/channel/@maker0',
        );
        expect(blip.getByRole('button', { name: 'Subscribe to Maker 0' })).toBeVisible();
        expect(blip.getByRole('button', { name: 'Like this blip' })).toHaveTextContent('2.5M');
        expect(blip.getByRole('button', { name: 'Comments (12)' })).toBeVisible();
        expect(screen.getByText(/that’s every blip for now/)).toBeVisible();
    });

    it('speaks Japanese: the counts, the rail and the end of the feed', async () => {
        const user = await renderFeed(1, '/blips', {
            shared: {
                locale: 'ja',
                translations: {
                    ':count view|:count views': ':count 回視聴',
                    'Comments (:count)': 'コメント (:count)',
                    'More actions': 'その他の操作',
                    'Not interested': '興味なし',
                    'You’re all caught up: that’s every blip for now.':
                        'すべて見終わりました。今のところブリップはこれですべてです。',
                    'Next blip': '次のブリップ',
                },
            },
        });
        const blip = within(
            document.querySelector<HTMLElement>('[data-blip-index="0"]') ?? document.body,
        );

        expect(blip.getByText('1500 回視聴')).toBeVisible();
        expect(blip.getByRole('button', { name: 'コメント (12)' })).toBeVisible();
        expect(screen.getByRole('button', { name: '次のブリップ' })).toBeInTheDocument();
        expect(screen.getByText(/今のところブリップはこれですべてです/)).toBeVisible();

        await user.click(blip.getByRole('button', { name: 'その他の操作' }));
        expect(screen.getByRole('menuitem', { name: '興味なし' })).toBeVisible();
    });

    it('opens the comments of the blip on screen in a panel, and closes it with Escape', async () => {
        const requests: HttpRequestConfig[] = [];
        http.setClient({
            request(request) {
                requests.push(request);
                const page = blipsPage(
                    3,
                    `/blips${new URL(request.url, 'http://localhost').search}`,
                );
                page.props = {
                    ...page.props,
                    comments: {
                        data: [
                            {
                                id: 1,
                                body: 'Lovely light',
                                created_at: '2026-11-20T10:00:00+00:00',
                                likes: 0,
                                dislikes: 0,
                                is_pinned: false,
                                is_hearted: false,
                                is_held: false,
                                reaction: null,
                                author: { id: 9, name: 'Ada', handle: 'ada', avatar_url: null },
                                reply_count: 0,
                            },
                        ],
                    },
                    video: { id: 'blip0000001', comment_count: 13 },
                };
                page.scrollProps = { ...page.scrollProps, comments: noMorePages('comments_page') };

                return Promise.resolve({
                    status: 200,
                    data: JSON.stringify(page),
                    headers: { 'x-inertia': 'true', 'content-type': 'application/json' },
                });
            },
        });
        const user = await renderFeed(3, '/blips?v=blip0000000');
        show(0, 0);
        show(1, 1);
        await vi.waitFor(() => {
            expect(window.location.search).toBe('?v=blip0000001');
        });
        const second = within(
            document.querySelector<HTMLElement>('[data-blip-index="1"]') ?? document.body,
        );

        await user.click(second.getByRole('button', { name: 'Comments (12)' }));

        const panel = await screen.findByRole('complementary', { name: 'Comments' });
        expect(await within(panel).findByText('Lovely light')).toBeVisible();
        expect(within(panel).getByRole('heading', { name: '13 Comments' })).toBeVisible();
        expect(second.getByRole('button', { name: 'Comments (13)' })).toHaveAttribute(
            'aria-expanded',
            'true',
        );
        const request = requests[0];
        expect(new URL(request?.url ?? '', 'http://localhost').search).toBe(
            '?v=blip0000001&comments=1',
        );
        expect(new Set(String(request?.headers?.['X-Inertia-Partial-Data']).split(','))).toEqual(
            new Set(['comments', 'video', 'commentSort']),
        );

        await user.keyboard('{Escape}');

        expect(screen.queryByRole('complementary', { name: 'Comments' })).toBeNull();
        await vi.waitFor(() => {
            expect(window.location.search).toBe('?v=blip0000001');
        });
    });

    it("keeps a guest's like and Not interested in this browser", async () => {
        const server = fakeServer('Blips/Index');
        const user = await renderFeed(3);
        show(0, 1);
        const first = within(
            document.querySelector<HTMLElement>('[data-blip-index="0"]') ?? document.body,
        );

        await user.click(first.getByRole('button', { name: 'Like this blip' }));
        expect(first.getByRole('button', { name: 'Like this blip' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
        expect(window.localStorage.getItem('likedVideos')).toContain('blip0000000');

        await user.click(first.getByRole('button', { name: 'More actions' }));
        await user.click(screen.getByRole('menuitem', { name: 'Not interested' }));

        expect(screen.queryByRole('heading', { name: 'Blip number 0' })).toBeNull();
        expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Blip number 1');
        expect(JSON.parse(window.localStorage.getItem('notInterested') ?? '[]')).toEqual([
            'blip0000000',
        ]);
        expect(server.requests).toHaveLength(0);

        await user.click(screen.getByRole('button', { name: 'Undo' }));
        expect(screen.getByRole('heading', { name: 'Blip number 0' })).toBeInTheDocument();
        expect(JSON.parse(window.localStorage.getItem('notInterested') ?? '[]')).toEqual([]);
    });

    it('sets a blip aside on the account, and shows a subscription on every blip of the channel', async () => {
        const server = fakeServer('Blips/Index');
        server.respond(() => ({ shared: { auth: { user: makeUser() } } }));
        const blips = [makeBlip(0), makeBlip(1), makeBlip(2)].map((blip, index) =>
            index === 1 ? blip : { ...blip, channel: { ...blip.channel, id: 7, name: 'Seven' } },
        );
        const user = await renderFeed(3, '/blips', { blips, signedIn: true });
        show(0, 1);
        const first = within(
            document.querySelector<HTMLElement>('[data-blip-index="0"]') ?? document.body,
        );

        await user.click(first.getByRole('button', { name: 'Subscribe to Seven' }));

        await vi.waitFor(() => {
            expect(
                screen.getAllByRole('button', { name: 'Subscribed to Seven. Unsubscribe' }),
            ).toHaveLength(2);
        }, SLOW);
        expect(screen.getByRole('button', { name: 'Subscribe to Maker 1' })).toBeInTheDocument();

        await user.click(first.getByRole('button', { name: 'More actions' }));
        await user.click(screen.getByRole('menuitem', { name: 'Not interested' }));

        expect(screen.queryByRole('heading', { name: 'Blip number 0' })).toBeNull();
        await vi.waitFor(() => {
            expect(server.requests.at(-1)?.url).toContain('/videos/blip0000000/not-interested');
        });
        expect(server.requests.at(-1)?.method).toBe('post');
        expect(window.localStorage.getItem('notInterested')).toBeNull();
    }, 15_000);

    it('asks a guest to sign in to report', async () => {
        const user = await renderFeed(1);
        show(0, 1);
        await user.click(screen.getByRole('button', { name: 'More actions' }));

        expect(screen.getByRole('menuitem', { name: 'Sign in to report' })).toHaveAttribute(
            'href',
            'http://localhost/login',
        );
    });

    it('reports the blip on screen from its more menu', async () => {
        const server = fakeServer('Blips/Index');
        server.respond(() => ({
            shared: { auth: { user: makeUser() }, flash: { status: 'Thanks for reporting.' } },
        }));
        const user = await renderFeed(2, '/blips', { signedIn: true });
        show(0, 1);
        const first = within(
            document.querySelector<HTMLElement>('[data-blip-index="0"]') ?? document.body,
        );
        await user.click(first.getByRole('button', { name: 'More actions' }));
        await user.click(screen.getByRole('menuitem', { name: 'Report' }));

        const dialog = await screen.findByRole('dialog', { name: 'Report video' }, SLOW);
        await user.click(within(dialog).getByRole('radio', { name: 'Captions issue' }));
        await user.click(within(dialog).getByRole('button', { name: 'Report' }));

        expect(await screen.findByRole('dialog', { name: 'Report sent' }, SLOW)).toHaveTextContent(
            'Thanks for reporting.',
        );
        expect(server.requests.at(-1)?.url).toContain('/videos/blip0000000/report');
        expect(server.requests.at(-1)?.data).toEqual({ reason: 'captions_issue', details: '' });
    }, 15_000);
});
