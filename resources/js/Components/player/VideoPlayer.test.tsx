import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import VideoPlayer, {
    PLAYER_VOLUME_KEY,
    PROGRESS_INTERVAL_MS,
    type PlaybackMode,
} from './VideoPlayer';

const hls = vi.hoisted(() => ({
    supported: true,
    instances: [] as {
        source: string | null;
        media: HTMLMediaElement | null;
        destroyed: boolean;
    }[],
}));

vi.mock('hls.js', () => ({
    default: class {
        static isSupported() {
            return hls.supported;
        }

        state = {
            source: null as string | null,
            media: null as HTMLMediaElement | null,
            destroyed: false,
        };

        constructor() {
            hls.instances.push(this.state);
        }

        loadSource(url: string) {
            this.state.source = url;
        }

        attachMedia(media: HTMLMediaElement) {
            this.state.media = media;
        }

        destroy() {
            this.state.destroyed = true;
        }
    },
}));

const sources = { hls: '/storage/v/master.m3u8', mp4: '/storage/v/file.mp4' };

function nativeHls(answer: CanPlayTypeResult) {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
        type === 'application/vnd.apple.mpegurl' ? answer : '',
    );
}

async function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
    const onModeChange = vi.fn<(mode: PlaybackMode) => void>();
    const result = render(
        <VideoPlayer
            sources={sources}
            title="Colour bars"
            onModeChange={onModeChange}
            {...props}
        />,
    );
    await vi.waitFor(() => {
        expect(onModeChange).toHaveBeenCalled();
    });
    const video = result.container.querySelector('video');

    if (!video) {
        throw new Error('no video element');
    }

    return { ...result, video, mode: onModeChange.mock.calls[0]?.[0] };
}

describe('VideoPlayer', () => {
    beforeEach(() => {
        window.localStorage.clear();
        hls.supported = true;
        hls.instances.length = 0;
        vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
        vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
        vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    });

    afterEach(() => {
        vi.useRealTimers();
    });

    it('plays HLS natively where the browser can', async () => {
        nativeHls('maybe');
        const { video, mode } = await renderPlayer();

        expect(mode).toBe('native-hls');
        expect(video.getAttribute('src')).toBe(sources.hls);
        expect(hls.instances).toHaveLength(0);
    });

    it('loads hls.js where the browser cannot play HLS itself', async () => {
        nativeHls('');
        const { video, mode, unmount } = await renderPlayer();

        expect(mode).toBe('hls.js');
        expect(hls.instances[0]?.source).toBe(sources.hls);
        expect(hls.instances[0]?.media).toBe(video);

        unmount();
        expect(hls.instances[0]?.destroyed).toBe(true);
    });

    it('falls back to the MP4 file without HLS support', async () => {
        nativeHls('');
        hls.supported = false;
        const { video, mode } = await renderPlayer();

        expect(mode).toBe('mp4');
        expect(video.getAttribute('src')).toBe(sources.mp4);
    });

    it('remembers the volume and mute state', async () => {
        nativeHls('maybe');
        const first = await renderPlayer();
        first.video.volume = 0.35;
        first.video.muted = true;
        fireEvent(first.video, new Event('volumechange'));
        first.unmount();

        expect(JSON.parse(window.localStorage.getItem(PLAYER_VOLUME_KEY) ?? '{}')).toEqual({
            volume: 0.35,
            muted: true,
        });

        const second = await renderPlayer();
        expect(second.video.volume).toBe(0.35);
        expect(second.video.muted).toBe(true);
    });

    it('resumes at the stored position', async () => {
        nativeHls('maybe');
        const { video } = await renderPlayer({ startAt: 42 });
        Object.defineProperty(video, 'duration', { configurable: true, value: 120 });

        fireEvent(video, new Event('loadedmetadata'));

        expect(video.currentTime).toBe(42);
    });

    it('reports progress every second while playing, and on pause', async () => {
        nativeHls('maybe');
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const onProgress = vi.fn();
        const { video } = await renderPlayer({ onProgress });

        video.currentTime = 3;
        fireEvent(video, new Event('play'));
        act(() => {
            vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
        });
        expect(onProgress).toHaveBeenCalledTimes(3);
        expect(onProgress).toHaveBeenLastCalledWith(3, 'tick');

        fireEvent(video, new Event('pause'));
        expect(onProgress).toHaveBeenLastCalledWith(3, 'pause');
        act(() => {
            vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
        });
        expect(onProgress).toHaveBeenCalledTimes(4);
    });

    it('answers the keyboard shortcuts', async () => {
        nativeHls('maybe');
        const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
        const { video } = await renderPlayer();
        Object.defineProperty(video, 'paused', { configurable: true, value: true });
        Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
        video.currentTime = 50;

        fireEvent.keyDown(video, { key: 'k' });
        expect(play).toHaveBeenCalled();

        fireEvent.keyDown(video, { key: 'ArrowRight' });
        expect(video.currentTime).toBe(55);
        fireEvent.keyDown(video, { key: 'ArrowLeft' });
        fireEvent.keyDown(video, { key: 'ArrowLeft' });
        expect(video.currentTime).toBe(45);

        fireEvent.keyDown(video, { key: 'm' });
        expect(video.muted).toBe(true);
    });
});
