import { useCallback, useSyncExternalStore } from 'react';

export interface MediaState {
    paused: boolean;
    ended: boolean;
    /** Waiting for data while it should be playing. */
    waiting: boolean;
    currentTime: number;
    /** Seconds; 0 until known, Infinity or a moving end for live streams. */
    duration: number;
    /** The end of the buffered stretch the playhead is in. */
    bufferedEnd: number;
    volume: number;
    muted: boolean;
    rate: number;
}

const EVENTS = [
    'play',
    'pause',
    'playing',
    'waiting',
    'seeking',
    'seeked',
    'timeupdate',
    'durationchange',
    'loadedmetadata',
    'progress',
    'volumechange',
    'ratechange',
    'ended',
    'emptied',
] as const;

/** Events after which the element is no longer waiting for data. */
const NOT_WAITING = new Set(['playing', 'pause', 'seeked', 'ended', 'emptied']);

function bufferedEnd(video: HTMLVideoElement): number {
    const { buffered, currentTime } = video;

    for (let i = 0; i < buffered.length; i++) {
        if (buffered.start(i) <= currentTime + 0.5 && currentTime <= buffered.end(i)) {
            return buffered.end(i);
        }
    }

    return currentTime;
}

function readMediaState(video: HTMLVideoElement, waiting: boolean): MediaState {
    return {
        paused: video.paused,
        ended: video.ended,
        waiting: waiting && !video.paused,
        currentTime: video.currentTime,
        duration: Number.isNaN(video.duration) ? 0 : video.duration,
        bufferedEnd: bufferedEnd(video),
        volume: video.volume,
        muted: video.muted,
        rate: video.playbackRate,
    };
}

interface MediaStore {
    state: MediaState;
    listeners: Set<() => void>;
}

// One store per element, listening for as long as the element lives: the page's player and
// the miniplayer read the same element in turn.
const stores = new WeakMap<HTMLVideoElement, MediaStore>();

function storeOf(video: HTMLVideoElement): MediaStore {
    const existing = stores.get(video);

    if (existing) {
        return existing;
    }

    let waiting = false;
    const store: MediaStore = { state: readMediaState(video, false), listeners: new Set() };
    const onEvent = (event: Event) => {
        if (event.type === 'waiting') {
            waiting = true;
        } else if (NOT_WAITING.has(event.type)) {
            waiting = false;
        }
        store.state = readMediaState(video, waiting);
        store.listeners.forEach((listener) => {
            listener();
        });
    };
    EVENTS.forEach((type) => {
        video.addEventListener(type, onEvent);
    });
    stores.set(video, store);

    return store;
}

/** What the controls show, read again from the element at each of its media events. */
export default function useMediaState(video: HTMLVideoElement | null): MediaState | null {
    const subscribe = useCallback(
        (listener: () => void) => {
            if (!video) {
                return () => undefined;
            }

            const { listeners } = storeOf(video);
            listeners.add(listener);

            return () => {
                listeners.delete(listener);
            };
        },
        [video],
    );

    return useSyncExternalStore(subscribe, () => (video ? storeOf(video).state : null));
}
