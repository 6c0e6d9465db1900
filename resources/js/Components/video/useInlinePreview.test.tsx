import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import SearchVideoRow from '@/Components/search/SearchVideoRow';
import { guestSettings } from '@/lib/guestSettings';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import { defaultSettings } from '@/test/settings';
import { makeVideo } from '@/test/videos';
import type { SharedProps } from '@/types';
import type {
    LiveCard as LiveCardData,
    SearchVideo,
    VideoCard as VideoCardData,
} from '@/types/models';

import LiveCard from './LiveCard';
import { previewLevel, previewStart } from './previewPlayback';
import { PREVIEW_DELAY_MS } from './useInlinePreview';
import VideoCard from './VideoCard';

const engine = vi.hoisted(() => ({
    attached: [] as { video: HTMLVideoElement; hls: string | null; destroyed: boolean }[],
}));

// The engine takes the element and the playlist; what it does with them is attachSource's own spec.
vi.mock('@/Components/player/attachSource', () => ({
    attachSource: (video: HTMLVideoElement, sources: { hls: string | null }) => {
        const attachment = { video, hls: sources.hls, destroyed: false };
        engine.attached.push(attachment);
        video.setAttribute('src', 'blob:preview');

        return Promise.resolve({
            mode: 'hls.js',
            destroy: () => {
                attachment.destroyed = true;
                video.removeAttribute('src');
            },
        });
    },
}));

function CardsHarness({ videos, progress }: { videos: VideoCardData[]; progress?: number }) {
    return (
        <div>
            {videos.map((video) => (
                <VideoCard key={video.id} video={video} progress={progress} />
            ))}
        </div>
    );
}

const sunrise = makeVideo({
    id: 'sunrise0001',
    title: 'Sunrise over the ridge',
    duration: 60,
    hls_url: '/storage/videos/sunrise0001/hls/master.m3u8',
});
const harbour = makeVideo({
    id: 'harbour0001',
    title: 'Harbour lights',
    duration: 90,
    hls_url: '/storage/videos/harbour0001/hls/master.m3u8',
});

function renderCards(
    options: { videos?: VideoCardData[]; progress?: number; shared?: Partial<SharedProps> } = {},
) {
    return renderPage(CardsHarness, {
        props: { videos: options.videos ?? [sunrise], progress: options.progress },
        shared: options.shared,
    });
}

function card(title = 'Sunrise over the ridge'): HTMLElement {
    const heading = screen.getByRole('heading', { name: title });
    const article = heading.closest('article');
    if (!article) {
        throw new Error(`No card for ${title}`);
    }

    return article;
}

function previews(): HTMLVideoElement[] {
    return screen.queryAllByTestId<HTMLVideoElement>('inline-preview');
}

function hover(element: HTMLElement, pointerType = 'mouse'): void {
    fireEvent.pointerEnter(element, { pointerType });
}

async function wait(ms: number): Promise<void> {
    await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
    });
}

/** The element reports playback at this second, as a browser does once frames show. */
function playAt(video: HTMLVideoElement, seconds: number): void {
    Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
    fireEvent(video, new Event('playing'));
}

beforeEach(() => {
    withRoutes({ login: 'login' });
    vi.useFakeTimers();
    installMatchMedia({ pointer: 'mouse' });
    engine.attached = [];
});

afterEach(() => {
    vi.useRealTimers();
    uninstallMatchMedia();
    localStorage.clear();
});

describe('inline preview on a video card', () => {
    it('starts a muted preview once the pointer has rested on the card for half a second', async () => {
        renderCards();

        hover(card());
        await wait(PREVIEW_DELAY_MS - 1);
        expect(previews()).toHaveLength(0);

        await wait(1);
        const [video] = previews();
        expect(video?.muted).toBe(true);
        expect(engine.attached.map((attachment) => attachment.hls)).toEqual([
            '/storage/videos/sunrise0001/hls/master.m3u8',
        ]);
    });

    it('passing over the card starts nothing', async () => {
        renderCards();

        hover(card());
        await wait(200);
        fireEvent.pointerLeave(card());
        await wait(PREVIEW_DELAY_MS);

        expect(previews()).toHaveLength(0);
        expect(engine.attached).toHaveLength(0);
    });

    it('keeps the thumbnail in sight until frames play, then counts down the time left', async () => {
        renderCards();

        hover(card());
        await wait(PREVIEW_DELAY_MS);
        const [video] = previews();
        if (!video) {
            throw new Error('No preview');
        }
        expect(video).toHaveClass('opacity-0');
        expect(screen.getByText('01:00')).toBeInTheDocument();

        act(() => {
            playAt(video, 14.2);
        });

        expect(video).not.toHaveClass('opacity-0');
        expect(screen.getByText('00:46')).toBeInTheDocument();
        expect(screen.getByTestId('resume-bar').firstElementChild).toHaveStyle({
            width: `${(14.2 / 60) * 100}%`,
        });
    });

    it('starts a little way in, or where the viewer left off', async () => {
        const play = vi
            .spyOn(HTMLMediaElement.prototype, 'play')
            .mockImplementation(() => Promise.resolve());
        renderCards({ videos: [sunrise, harbour], progress: 40 });

        hover(card('Harbour lights'));
        await wait(PREVIEW_DELAY_MS);
        const [video] = previews();
        if (!video) {
            throw new Error('No preview');
        }
        fireEvent(video, new Event('loadedmetadata'));

        expect(video.currentTime).toBe(40);
        expect(play).toHaveBeenCalled();

        expect(previewStart(60)).toBe(6);
        expect(previewStart(3_600)).toBe(30);
        expect(previewStart(60, 40)).toBe(40);
        // Resuming in the last seconds would end the preview at once.
        expect(previewStart(60, 58)).toBe(6);
        play.mockRestore();
    });

    it('stops when the pointer leaves and lets go of the media', async () => {
        renderCards();

        hover(card());
        await wait(PREVIEW_DELAY_MS);
        const [video] = previews();
        act(() => {
            if (video) {
                playAt(video, 20);
            }
        });
        fireEvent.pointerLeave(card());
        await wait(0);

        expect(previews()).toHaveLength(0);
        expect(engine.attached[0]?.destroyed).toBe(true);
        expect(video?.hasAttribute('src')).toBe(false);
        expect(screen.getByText('01:00')).toBeInTheDocument();
        expect(screen.queryByTestId('resume-bar')).toBeNull();
    });

    it('stops at the end of the video', async () => {
        renderCards();

        hover(card());
        await wait(PREVIEW_DELAY_MS);
        const [video] = previews();
        act(() => {
            if (video) {
                fireEvent(video, new Event('ended'));
            }
        });
        await wait(0);

        expect(previews()).toHaveLength(0);
        expect(engine.attached[0]?.destroyed).toBe(true);
    });

    it('stops when the page is hidden, as switching tabs leaves no pointer event', async () => {
        renderCards();

        hover(card());
        await wait(PREVIEW_DELAY_MS);
        expect(previews()).toHaveLength(1);
        Object.defineProperty(document, 'hidden', { configurable: true, value: true });
        act(() => {
            document.dispatchEvent(new Event('visibilitychange'));
        });
        Reflect.deleteProperty(document, 'hidden');
        await wait(0);

        expect(previews()).toHaveLength(0);
        expect(engine.attached[0]?.destroyed).toBe(true);
    });

    it('plays one preview at a time', async () => {
        renderCards({ videos: [sunrise, harbour] });

        hover(card('Sunrise over the ridge'));
        await wait(PREVIEW_DELAY_MS);
        // A leave the page never heard (the pointer went into a menu over the card, say).
        hover(card('Harbour lights'));
        await wait(PREVIEW_DELAY_MS);

        expect(previews()).toHaveLength(1);
        expect(card('Harbour lights')).toContainElement(previews()[0] ?? null);
        expect(engine.attached.map((attachment) => attachment.destroyed)).toEqual([true, false]);
    });

    it('is not started by keyboard focus', async () => {
        renderCards();

        act(() => {
            screen.getAllByRole('link', { name: 'Sunrise over the ridge' })[0]?.focus();
        });
        await wait(PREVIEW_DELAY_MS);

        expect(previews()).toHaveLength(0);
    });

    it('never plays on a touch screen, nor for a touch on a laptop with a mouse', async () => {
        renderCards();

        hover(card(), 'touch');
        await wait(PREVIEW_DELAY_MS);
        expect(previews()).toHaveLength(0);

        installMatchMedia({ pointer: 'touch' });
        hover(card());
        await wait(PREVIEW_DELAY_MS);
        expect(previews()).toHaveLength(0);
    });

    it('is off when the viewer turned inline playback off', async () => {
        const settings = defaultSettings();
        settings.playback.inline_playback = false;
        renderCards({ shared: { auth: { user: makeUser() }, settings } });

        hover(card());
        await wait(PREVIEW_DELAY_MS);

        expect(previews()).toHaveLength(0);
    });

    it("is off when a visitor's browser keeps inline playback off", async () => {
        guestSettings.set({ playback: { inline_playback: false } });
        renderCards();

        hover(card());
        await wait(PREVIEW_DELAY_MS);

        expect(previews()).toHaveLength(0);
    });

    it('is off with reduced motion, chosen in Appearance or on the device', async () => {
        const settings = defaultSettings();
        settings.appearance.reduced_motion = true;
        renderCards({ shared: { auth: { user: makeUser() }, settings } });

        hover(card());
        await wait(PREVIEW_DELAY_MS);
        expect(previews()).toHaveLength(0);

        installMatchMedia({ pointer: 'mouse', prefersReducedMotion: true });
        guestSettings.clear();
        renderCards({ videos: [harbour] });
        hover(card('Harbour lights'));
        await wait(PREVIEW_DELAY_MS);
        expect(previews()).toHaveLength(0);
    });

    it('needs a playlist to play', async () => {
        renderCards({ videos: [makeVideo({ title: 'Still processing', hls_url: null })] });

        hover(card('Still processing'));
        await wait(PREVIEW_DELAY_MS);

        expect(previews()).toHaveLength(0);
    });
});

describe('inline preview on the other cards', () => {
    it('plays a live stream from the Live carousel', async () => {
        const stream: LiveCardData = {
            ...makeVideo({ kind: 'live', hls_url: '/live/stream00001/master.m3u8' }),
            title: 'Night market live',
            live_viewers: 12,
            stream_category: null,
            tags: [],
            description: '',
        };
        renderPage(LiveCard, { props: { stream } });

        hover(screen.getByRole('link', { name: /Night market live/ }));
        await wait(PREVIEW_DELAY_MS);

        expect(previews()).toHaveLength(1);
        expect(engine.attached[0]?.hls).toBe('/live/stream00001/master.m3u8');
        expect(screen.getByText('LIVE')).toBeInTheDocument();
    });

    it('plays a search result and counts down its time left', async () => {
        withRoutes({ watch: 'watch' });
        const video: SearchVideo = { ...harbour, snippet: [] };
        renderPage(SearchVideoRow, { props: { video } });

        hover(screen.getByRole('article'));
        await wait(PREVIEW_DELAY_MS);
        const [element] = previews();
        act(() => {
            if (element) {
                playAt(element, 30);
            }
        });

        expect(screen.getByText('01:00')).toBeInTheDocument();
        fireEvent.pointerLeave(screen.getByRole('article'));
        await wait(0);
        expect(previews()).toHaveLength(0);
        expect(screen.getByText('01:30')).toBeInTheDocument();
    });
});

describe('previewLevel', () => {
    const ladder = [
        { index: 0, height: 1080, bitrate: 5_000_000 },
        { index: 1, height: 240, bitrate: 400_000 },
        { index: 2, height: 480, bitrate: 1_200_000 },
    ];

    it('takes the lowest rendition as tall as the card shows it', () => {
        expect(previewLevel(ladder, 170)).toBe(1);
        expect(previewLevel(ladder, 340)).toBe(2);
    });

    it('takes the tallest when none is tall enough', () => {
        expect(previewLevel(ladder, 1_440)).toBe(0);
    });
});
