import type { Page } from '@inertiajs/core';
import { App } from '@inertiajs/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { BLIP_VISIBLE_RATIO, OVERLAY_MS } from '@/Components/blips/feed';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { sharedProps } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
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

function blipsPage(count: number, url = '/blips'): Page {
    return {
        component: 'Blips/Index',
        props: {
            ...sharedProps(),
            errors: {},
            blips: { data: Array.from({ length: count }, (_, index) => makeBlip(index)) },
            comments: { data: [] },
            commentSort: 'newest',
        },
        url,
        version: null,
        flash: {},
        rescuedProps: [],
        rememberedState: {},
        scrollProps: {
            blips: {
                pageName: 'cursor',
                previousPage: null,
                nextPage: null,
                currentPage: '__f',
                reset: false,
            },
        },
    };
}

function renderFeed(count = 6, url = '/blips') {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    window.history.replaceState(null, '', url);
    render(
        <App
            initialPage={blipsPage(count, url)}
            initialComponent={Index}
            resolveComponent={() => Index}
        />,
    );

    return user;
}

/** Element.prototype.scrollIntoView, which jsdom lacks: each call's `this` is the element scrolled to. */
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
            'verification.notice': 'verify-email',
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
        renderFeed();
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
        renderFeed(8);
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
        renderFeed(4, '/blips?v=blip0000000');
        const entries = window.history.length;

        show(0, 0);
        show(2, 1);

        await vi.waitFor(() => {
            expect(window.location.search).toBe('?v=blip0000002');
        });
        expect(window.history.length).toBe(entries);
    });

    it('coming back, opens at the blip its URL names, with the sources around it', async () => {
        renderFeed(8, '/blips?v=blip0000005');

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
        const user = renderFeed(4);
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

    it('pauses on a tap and shows the play and volume buttons for three seconds', async () => {
        const user = renderFeed(3);
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

    it('shows each blip with its channel, counts in K and M, and the end of the feed', () => {
        renderFeed(1);
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
        expect(blip.getByRole('link', { name: 'Sign in to like this blip' })).toHaveTextContent(
            '2.5M',
        );
        expect(blip.getByRole('button', { name: 'Comments (12)' })).toBeVisible();
        expect(screen.getByText(/that’s every blip for now/)).toBeVisible();
    });

    it('hides a blip on Not interested, with an Undo', async () => {
        const server = fakeServer('Blips/Index');
        const user = renderFeed(3);
        show(0, 1);
        const first = within(
            document.querySelector<HTMLElement>('[data-blip-index="0"]') ?? document.body,
        );

        await user.click(first.getByRole('button', { name: 'More actions' }));
        await user.click(screen.getByRole('menuitem', { name: 'Not interested' }));

        expect(screen.queryByRole('heading', { name: 'Blip number 0' })).toBeNull();
        expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Blip number 1');
        expect(server.requests).toHaveLength(0);

        await user.click(screen.getByRole('button', { name: 'Undo' }));
        expect(screen.getByRole('heading', { name: 'Blip number 0' })).toBeInTheDocument();
    });
});
