import { router } from '@inertiajs/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '@/lib/i18n';
import { makeVideo } from '@/test/videos';

import { UP_NEXT_COUNTDOWN_SECONDS } from './EndScreen';
import { PLAYER_QUALITY_KEY, PLAYER_THEATER_KEY, theaterMode } from './playerPreferences';
import { playerSession } from './playerSession';
import VideoPlayer, {
    PLAYER_VOLUME_KEY,
    PROGRESS_INTERVAL_MS,
    type PlaybackMode,
} from './VideoPlayer';

type Listener = (event: string, data: { level: number }) => void;

const hls = vi.hoisted(() => ({
    supported: true,
    liveSyncPosition: null as number | null,
    instances: [] as {
        source: string | null;
        media: HTMLMediaElement | null;
        destroyed: boolean;
        currentLevel: number;
        emit: (event: string, data?: { level: number }) => void;
    }[],
}));

vi.mock('hls.js/light', () => ({
    default: class {
        static isSupported() {
            return hls.supported;
        }

        static Events = { MANIFEST_PARSED: 'manifestParsed', LEVEL_SWITCHED: 'levelSwitched' };

        levels = [
            { height: 360, bitrate: 800_000 },
            { height: 720, bitrate: 2_500_000 },
        ];

        listeners: Record<string, Listener[]> = {};

        state = {
            source: null as string | null,
            media: null as HTMLMediaElement | null,
            destroyed: false,
            currentLevel: -1,
            emit: (event: string, data = { level: 0 }) => {
                this.listeners[event]?.forEach((listener) => {
                    listener(event, data);
                });
            },
        };

        constructor() {
            hls.instances.push(this.state);
        }

        get liveSyncPosition() {
            return hls.liveSyncPosition;
        }

        set currentLevel(level: number) {
            this.state.currentLevel = level;
        }

        on(event: string, listener: Listener) {
            (this.listeners[event] ??= []).push(listener);
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

/** The test DOM's media elements neither play nor fire events: these do as a browser would. */
function fakePlayback() {
    const setPaused = (video: HTMLMediaElement, paused: boolean) => {
        Object.defineProperty(video, 'paused', { configurable: true, value: paused });
        video.dispatchEvent(new Event(paused ? 'pause' : 'play'));
    };
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
        this: HTMLMediaElement,
    ) {
        Object.defineProperty(this, 'ended', { configurable: true, value: false });
        setPaused(this, false);

        return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
        this: HTMLMediaElement,
    ) {
        setPaused(this, true);
    });

    return { play, pause };
}

function setDuration(video: HTMLVideoElement, seconds: number) {
    Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
    fireEvent(video, new Event('durationchange'));
}

function endVideo(video: HTMLVideoElement) {
    Object.defineProperty(video, 'ended', { configurable: true, value: true });
    Object.defineProperty(video, 'paused', { configurable: true, value: true });
    fireEvent(video, new Event('ended'));
}

type Props = Partial<ComponentProps<typeof VideoPlayer>>;

async function renderPlayer(props: Props = {}) {
    const onModeChange = vi.fn<(mode: PlaybackMode) => void>();
    const result = render(
        <VideoPlayer
            videoId="abcdefghijk"
            sources={sources}
            title="Colour bars"
            channelName="Pattern Lab"
            onModeChange={onModeChange}
            {...props}
        />,
    );
    await vi.waitFor(() => {
        expect(onModeChange).toHaveBeenCalled();
    });
    await screen.findByTestId('player-controls');
    const video = result.container.querySelector('video');

    if (!video) {
        throw new Error('no video element');
    }

    return { ...result, video, mode: onModeChange.mock.calls[0]?.[0] };
}

/** A player whose video has loaded and plays: 10 minutes long, at 1:23. */
async function renderPlaying(props: Props = {}) {
    nativeHls('');
    const rendered = await renderPlayer(props);
    setDuration(rendered.video, 600);
    fireEvent(rendered.video, new Event('loadedmetadata'));
    rendered.video.currentTime = 83;
    fireEvent(rendered.video, new Event('timeupdate'));

    return rendered;
}

/** Lets whole seconds pass, a timer at a time, as React schedules the next one after each. */
function tick(seconds: number) {
    for (let i = 0; i < seconds; i++) {
        act(() => {
            vi.advanceTimersByTime(1000);
        });
    }
}

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    act(() => {
        target.dispatchEvent(event);
    });

    return event;
}

describe('VideoPlayer', () => {
    beforeEach(() => {
        window.localStorage.clear();
        hls.supported = true;
        hls.liveSyncPosition = null;
        hls.instances.length = 0;
        fakePlayback();
        vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
        theaterMode.clear();
    });

    afterEach(() => {
        playerSession.close();
        vi.useRealTimers();
    });

    describe('the source', () => {
        it('plays HLS through hls.js wherever it runs, so the renditions can be chosen', async () => {
            nativeHls('maybe');
            const { video, mode, unmount } = await renderPlayer();

            expect(mode).toBe('hls.js');
            expect(hls.instances[0]?.source).toBe(sources.hls);
            expect(hls.instances[0]?.media).toBe(video);

            unmount();
            expect(hls.instances[0]?.destroyed).toBe(true);
        });

        it('shows the poster before it loads the media engine, which waits for that paint', async () => {
            nativeHls('maybe');
            const frames: FrameRequestCallback[] = [];
            const frame = vi
                .spyOn(window, 'requestAnimationFrame')
                .mockImplementation((callback) => frames.push(callback));
            const onModeChange = vi.fn<(mode: PlaybackMode) => void>();
            const { container } = render(
                <VideoPlayer
                    videoId="abcdefghijk"
                    sources={sources}
                    poster="/storage/v/poster.jpg"
                    title="Colour bars"
                    onModeChange={onModeChange}
                />,
            );

            expect(container.querySelector('video')?.poster).toBe('/storage/v/poster.jpg');
            await new Promise((resolve) => setTimeout(resolve, 20));
            expect(hls.instances).toHaveLength(0);
            expect(onModeChange).not.toHaveBeenCalled();

            frame.mockRestore();
            act(() => {
                frames.forEach((callback) => {
                    callback(performance.now());
                });
            });
            await vi.waitFor(() => {
                expect(onModeChange).toHaveBeenCalledWith('hls.js');
            });
            expect(hls.instances).toHaveLength(1);
        });

        it('plays HLS natively where hls.js cannot run', async () => {
            nativeHls('maybe');
            hls.supported = false;
            const { video, mode } = await renderPlayer();

            expect(mode).toBe('native-hls');
            expect(video.getAttribute('src')).toBe(sources.hls);
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

        it('resumes at the stored position and starts playing', async () => {
            nativeHls('maybe');
            const { video } = await renderPlayer({ startAt: 42 });
            setDuration(video, 120);

            fireEvent(video, new Event('loadedmetadata'));

            expect(video.currentTime).toBe(42);
            expect(video.paused).toBe(false);
        });

        it('starts at the viewer’s usual speed', async () => {
            const { video } = await renderPlaying({ playbackRate: 1.5 });

            expect(video.playbackRate).toBe(1.5);
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
        });
    });

    describe('the controls', () => {
        it('plays and pauses', async () => {
            const user = userEvent.setup();
            const { video } = await renderPlaying();

            await user.click(screen.getByRole('button', { name: 'Pause (k)' }));
            expect(video.paused).toBe(true);

            await user.click(screen.getByRole('button', { name: 'Play (k)' }));
            expect(video.paused).toBe(false);
        });

        it('speaks Japanese: the controls, the seek bar and the settings menu', async () => {
            const user = userEvent.setup();
            activateLocale('ja', {
                'Video player: :title': '動画プレーヤー: :title',
                'Pause (k)': '一時停止 (k)',
                'Mute (m)': 'ミュート (m)',
                'Full screen (f)': '全画面表示 (f)',
                Seek: 'シーク',
                ':time of :duration': ':time / :duration',
                Settings: '設定',
                'Playback speed': '再生速度',
                Normal: '標準',
            });
            await renderPlaying();

            expect(
                screen.getByRole('region', { name: '動画プレーヤー: Colour bars' }),
            ).toBeVisible();
            expect(screen.getByRole('button', { name: '一時停止 (k)' })).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'ミュート (m)' })).toBeInTheDocument();
            expect(screen.getByRole('button', { name: '全画面表示 (f)' })).toBeInTheDocument();
            expect(screen.getByRole('slider', { name: 'シーク' })).toHaveAttribute(
                'aria-valuetext',
                '1:23 / 10:00',
            );

            await user.click(screen.getByRole('button', { name: '設定' }));
            expect(screen.getByRole('menuitem', { name: '再生速度 標準' })).toBeInTheDocument();
        });

        it('seeks with the progress bar, which tells the time as "1:23 of 10:00"', async () => {
            const user = userEvent.setup();
            const { video } = await renderPlaying();
            const bar = screen.getByRole('slider', { name: 'Seek' });

            expect(bar).toHaveAttribute('aria-valuetext', '1:23 of 10:00');
            expect(bar).toHaveAttribute('aria-valuemax', '600');

            bar.focus();
            await user.keyboard('{ArrowRight}');
            expect(video.currentTime).toBe(88);
            await user.keyboard('{End}');
            expect(video.currentTime).toBe(600);
            await user.keyboard('{Home}');
            expect(video.currentTime).toBe(0);
        });

        it('shows the buffered range and the time under the pointer', async () => {
            const { video } = await renderPlaying();
            Object.defineProperty(video, 'buffered', {
                configurable: true,
                value: { length: 1, start: () => 0, end: () => 150 },
            });
            fireEvent(video, new Event('progress'));
            const bar = screen.getByRole('slider', { name: 'Seek' });
            vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 16));

            expect(screen.getByTestId('seek-buffered')).toHaveStyle({ width: '25%' });

            fireEvent.pointerMove(bar, { clientX: 300 });
            expect(within(bar).getByText('5:00')).toBeInTheDocument();
        });

        it('shows seek previews from the storyboard where the video has one', async () => {
            const vtt =
                'WEBVTT\n\n00:00:00.000 --> 00:05:00.000\nstoryboard.jpg#xywh=0,0,160,90\n\n00:05:00.000 --> 00:10:00.000\nstoryboard.jpg#xywh=160,0,160,90\n';
            const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(vtt));
            await renderPlaying({ storyboard: '/media/videos/abcdefghijk/storyboard.vtt' });
            const bar = screen.getByRole('slider', { name: 'Seek' });
            vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 16));

            expect(fetch).not.toHaveBeenCalled();
            fireEvent.pointerEnter(bar);
            fireEvent.pointerMove(bar, { clientX: 450 });

            const preview = await screen.findByTestId('seek-preview');
            expect(preview).toHaveStyle({
                backgroundImage:
                    'url("http://localhost:3000/media/videos/abcdefghijk/storyboard.jpg")',
                backgroundPosition: '-160px -0px',
            });
        });

        it('mutes and sets the volume', async () => {
            const user = userEvent.setup();
            const { video } = await renderPlaying();

            await user.click(screen.getByRole('button', { name: 'Mute (m)' }));
            expect(video.muted).toBe(true);

            fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), {
                target: { value: '0.4' },
            });
            expect(video.volume).toBe(0.4);
            expect(video.muted).toBe(false);
        });

        it('changes the playback speed from the settings menu', async () => {
            const user = userEvent.setup();
            const { video } = await renderPlaying();

            await user.click(screen.getByRole('button', { name: 'Settings' }));
            await user.click(screen.getByRole('menuitem', { name: /Playback speed/ }));
            await user.click(screen.getByRole('menuitemradio', { name: '1.5' }));

            expect(video.playbackRate).toBe(1.5);
        });

        it('lists Auto and each rendition of the ladder, and remembers the choice', async () => {
            const user = userEvent.setup();
            await renderPlaying();
            act(() => {
                hls.instances[0]?.emit('manifestParsed');
                hls.instances[0]?.emit('levelSwitched', { level: 1 });
            });

            await user.click(screen.getByRole('button', { name: 'Settings' }));
            await user.click(screen.getByRole('menuitem', { name: /Quality Auto \(720p\)/ }));
            expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
                '720p',
                '360p',
                'Auto (720p)',
            ]);

            await user.click(screen.getByRole('menuitemradio', { name: '360p' }));
            expect(hls.instances[0]?.currentLevel).toBe(0);
            expect(window.localStorage.getItem(PLAYER_QUALITY_KEY)).toBe('360');
        });

        it('starts the next video in the remembered quality', async () => {
            window.localStorage.setItem(PLAYER_QUALITY_KEY, '720');
            await renderPlaying();

            act(() => {
                hls.instances[0]?.emit('manifestParsed');
            });

            expect(hls.instances[0]?.currentLevel).toBe(1);
        });

        it('offers Auto alone where the browser plays HLS itself', async () => {
            const user = userEvent.setup();
            nativeHls('maybe');
            hls.supported = false;
            await renderPlayer();

            await user.click(screen.getByRole('button', { name: 'Settings' }));
            await user.click(screen.getByRole('menuitem', { name: /Quality/ }));

            expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
                'Auto',
            ]);
        });

        it('turns captions on and off where the video has them, and has no button otherwise', async () => {
            const user = userEvent.setup();
            const { video, unmount } = await renderPlaying({
                captions: [{ src: '/captions/en.vtt', srclang: 'en', label: 'English' }],
            });
            const track = { mode: 'disabled' as TextTrackMode };
            Object.defineProperty(video, 'textTracks', { configurable: true, value: [track] });

            expect(video.querySelector('track')).toHaveAttribute('src', '/captions/en.vtt');
            await user.click(screen.getByRole('button', { name: 'Captions (c)' }));
            expect(track.mode).toBe('showing');
            expect(screen.getByRole('button', { name: 'Captions (c)' })).toHaveAttribute(
                'aria-pressed',
                'true',
            );

            unmount();
            playerSession.close();
            await renderPlaying();
            expect(screen.queryByRole('button', { name: 'Captions (c)' })).not.toBeInTheDocument();
        });

        it('goes to theater mode and remembers it', async () => {
            const user = userEvent.setup();
            await renderPlaying();

            await user.click(screen.getByRole('button', { name: 'Theater mode (t)' }));

            expect(screen.getByRole('button', { name: 'Theater mode (t)' })).toHaveAttribute(
                'aria-pressed',
                'true',
            );
            expect(window.localStorage.getItem(PLAYER_THEATER_KEY)).toBe('true');
        });

        it('goes full screen with the whole player, controls and all', async () => {
            const user = userEvent.setup();
            const requestFullscreen = vi.fn().mockResolvedValue(undefined);
            HTMLElement.prototype.requestFullscreen = requestFullscreen;
            await renderPlaying();

            await user.click(screen.getByRole('button', { name: 'Full screen (f)' }));

            expect(requestFullscreen.mock.contexts[0]).toBe(
                screen.getByRole('region', { name: 'Video player: Colour bars' }),
            );
        });

        it('offers picture-in-picture where the browser has it', async () => {
            const user = userEvent.setup();
            Object.defineProperty(document, 'pictureInPictureEnabled', {
                configurable: true,
                value: true,
            });
            const request = vi.fn().mockResolvedValue(undefined);
            HTMLVideoElement.prototype.requestPictureInPicture = request;
            const { video } = await renderPlaying();

            await user.click(screen.getByRole('button', { name: 'Picture in picture' }));

            expect(request.mock.contexts[0]).toBe(video);
            Reflect.deleteProperty(document, 'pictureInPictureEnabled');
        });

        it('hands a playing video to the miniplayer when the viewer leaves', async () => {
            const user = userEvent.setup();
            const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
            const { video, unmount } = await renderPlaying();

            await user.click(screen.getByRole('button', { name: 'Miniplayer (i)' }));
            expect(visit).toHaveBeenCalledWith(route('home'));

            unmount();
            expect(playerSession.get()?.place).toBe('mini');
            expect(video.isConnected).toBe(true);
        });

        it('goes on reporting progress from the miniplayer, and reports where it stopped when closed', async () => {
            vi.useFakeTimers({ shouldAdvanceTime: true });
            const onProgress = vi.fn();
            const { video, unmount } = await renderPlaying({ onProgress });
            fireEvent(video, new Event('play'));

            unmount();
            expect(playerSession.get()?.place).toBe('mini');
            onProgress.mockClear();
            video.currentTime = 95;
            act(() => {
                vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 2);
            });
            expect(onProgress).toHaveBeenCalledTimes(2);
            expect(onProgress).toHaveBeenLastCalledWith(95, 'tick');

            video.currentTime = 97;
            act(() => {
                playerSession.close();
            });
            expect(onProgress).toHaveBeenLastCalledWith(97, 'pause');
            act(() => {
                vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
            });
            expect(onProgress).toHaveBeenCalledTimes(3);
        });

        it('stops a paused video when the viewer leaves', async () => {
            const { video, unmount } = await renderPlaying();
            video.pause();

            unmount();

            expect(playerSession.get()).toBeNull();
            expect(video.isConnected).toBe(false);
        });

        it('stops a playing video when the viewer leaves with the Miniplayer setting off', async () => {
            const { video, unmount } = await renderPlaying({ miniplayer: false });

            unmount();

            expect(playerSession.get()).toBeNull();
            expect(video.isConnected).toBe(false);
        });

        it('still moves to the miniplayer by its button with the setting off', async () => {
            const user = userEvent.setup();
            vi.spyOn(router, 'visit').mockImplementation(() => undefined);
            const { unmount } = await renderPlaying({ miniplayer: false });

            await user.click(screen.getByRole('button', { name: 'Miniplayer (i)' }));
            unmount();

            expect(playerSession.get()?.place).toBe('mini');
        });

        it('takes the same element back, still playing, on the video’s page', async () => {
            const first = await renderPlaying();
            first.unmount();

            const second = await renderPlayer();

            expect(second.video).toBe(first.video);
            expect(second.video.paused).toBe(false);
            expect(playerSession.get()?.place).toBe('page');
            expect(hls.instances).toHaveLength(1);
        });
    });

    describe('the keyboard shortcuts', () => {
        it('answer anywhere on the page', async () => {
            const { video } = await renderPlaying();

            press('k');
            expect(video.paused).toBe(true);
            press('k');
            expect(video.paused).toBe(false);

            press('l');
            expect(video.currentTime).toBe(93);
            press('j');
            press('j');
            expect(video.currentTime).toBe(73);
            press('ArrowRight');
            expect(video.currentTime).toBe(78);
            press('ArrowLeft');
            expect(video.currentTime).toBe(73);

            video.volume = 0.5;
            press('ArrowUp');
            expect(video.volume).toBe(0.55);
            press('ArrowDown');
            press('ArrowDown');
            expect(video.volume).toBe(0.45);

            press('m');
            expect(video.muted).toBe(true);

            press('5');
            expect(video.currentTime).toBe(300);
            press('0');
            expect(video.currentTime).toBe(0);

            press('>', { shiftKey: true });
            expect(video.playbackRate).toBe(1.25);
            press('<', { shiftKey: true });
            press('<', { shiftKey: true });
            expect(video.playbackRate).toBe(0.75);

            press('t');
            expect(theaterMode.get()).toBe(true);
        });

        it('toggle full screen, captions and the miniplayer', async () => {
            const requestFullscreen = vi.fn().mockResolvedValue(undefined);
            HTMLElement.prototype.requestFullscreen = requestFullscreen;
            const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
            const { video } = await renderPlaying({
                captions: [{ src: '/captions/en.vtt', srclang: 'en', label: 'English' }],
            });
            const track = { mode: 'disabled' as TextTrackMode };
            Object.defineProperty(video, 'textTracks', { configurable: true, value: [track] });

            press('f');
            expect(requestFullscreen).toHaveBeenCalled();
            press('c');
            expect(track.mode).toBe('showing');
            press('i');
            expect(visit).toHaveBeenCalledWith(route('home'));
        });

        it('toggle once on space, which never scrolls the page', async () => {
            const { video } = await renderPlaying();

            const event = press(' ');

            expect(video.paused).toBe(true);
            expect(event.defaultPrevented).toBe(true);
        });

        it('leave space to a focused button, which toggles once by itself', async () => {
            const user = userEvent.setup();
            const { video } = await renderPlaying();

            screen.getByRole('button', { name: 'Pause (k)' }).focus();
            await user.keyboard(' ');

            expect(video.paused).toBe(true);
        });

        it('leave the keys alone while typing in a field', async () => {
            const user = userEvent.setup();
            const { video } = await renderPlaying();
            render(<textarea aria-label="Comment" />);

            await user.type(screen.getByRole('textbox', { name: 'Comment' }), ' kjm');

            expect(video.paused).toBe(false);
            expect(video.currentTime).toBe(83);
            expect(video.muted).toBe(false);
        });

        it('leave the keys alone with a modifier or inside a dialog', async () => {
            const { video } = await renderPlaying();
            render(
                <div role="dialog" aria-label="Share">
                    <button type="button">Copy</button>
                </div>,
            );

            press('k', { ctrlKey: true });
            press('k', {}, screen.getByRole('button', { name: 'Copy' }));

            expect(video.paused).toBe(false);
        });
    });

    describe('the end screen', () => {
        const next = makeVideo({ id: 'nextvideo01', title: 'Harbour lights' });

        it('starts the next video after a 5 s countdown when autoplay is on', async () => {
            const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
            const { video } = await renderPlaying({ next });
            vi.useFakeTimers();

            endVideo(video);
            expect(screen.getByText(`Up next in ${UP_NEXT_COUNTDOWN_SECONDS}`)).toBeInTheDocument();
            expect(screen.getByRole('link', { name: /Harbour lights/ })).toHaveAttribute(
                'href',
                '/watch?v=nextvideo01',
            );

            tick(1);
            expect(screen.getByText('Up next in 4')).toBeInTheDocument();
            tick(4);
            expect(visit).toHaveBeenCalledWith('/watch?v=nextvideo01');
        });

        it('stops the countdown on Cancel and offers Replay', async () => {
            const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
            const { video } = await renderPlaying({ next });
            vi.useFakeTimers();
            endVideo(video);

            fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
            tick(10);

            expect(visit).not.toHaveBeenCalled();
            expect(
                within(screen.getByTestId('end-screen')).getByRole('button', { name: 'Replay' }),
            ).toHaveFocus();
        });

        it('offers Replay without a countdown when autoplay is off', async () => {
            const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
            const { video } = await renderPlaying({ next, autoplay: false });
            vi.useFakeTimers();
            endVideo(video);

            tick(10);
            expect(visit).not.toHaveBeenCalled();
            expect(screen.queryByText(/Up next in/)).not.toBeInTheDocument();

            fireEvent.click(
                within(screen.getByTestId('end-screen')).getByRole('button', { name: 'Replay' }),
            );
            expect(video.currentTime).toBe(0);
            expect(video.paused).toBe(false);
        });

        it('counts down to a queued video even with autoplay off', async () => {
            const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
            const { video } = await renderPlaying({ next, nextIsQueued: true, autoplay: false });
            vi.useFakeTimers();
            endVideo(video);

            tick(UP_NEXT_COUNTDOWN_SECONDS);

            expect(visit).toHaveBeenCalledWith('/watch?v=nextvideo01');
        });
    });

    describe('a live stream', () => {
        it('shows LIVE and how many watch instead of a timeline, and goes back to live', async () => {
            const user = userEvent.setup();
            hls.liveSyncPosition = 100;
            const { video } = await renderPlaying({ live: true, watching: 1234 });

            expect(screen.getByText('LIVE')).toBeInTheDocument();
            expect(screen.getByText('1.2K watching')).toBeInTheDocument();
            expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();

            video.currentTime = 98;
            fireEvent(video, new Event('timeupdate'));
            expect(screen.queryByRole('button', { name: 'Go to live' })).not.toBeInTheDocument();

            press('j');
            fireEvent(video, new Event('timeupdate'));
            expect(video.currentTime).toBe(88);
            await user.click(screen.getByRole('button', { name: 'Go to live' }));
            expect(video.currentTime).toBe(100);

            // Never past the live edge.
            press('l');
            expect(video.currentTime).toBe(100);
        });
    });
});
