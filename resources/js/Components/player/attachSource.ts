import type Hls from 'hls.js';
// hls.js's module builds demux and remux every segment on the page's main thread unless given
// the worker's script: playback would block the page for tens of milliseconds a segment.
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';

import { AUTO_QUALITY, type QualityLevel, type QualityState } from './quality';

export interface VideoSources {
    hls: string | null;
    mp4?: string | null;
}

export type PlaybackMode = 'native-hls' | 'hls.js' | 'mp4' | 'none';

export interface AttachedSource {
    mode: PlaybackMode;
    /** Lets go of the media: stops hls.js and takes the source off the element. */
    destroy: () => void;
    /** The ladder and the choice in it; no levels where hls.js does not play (native HLS, MP4). */
    quality: () => QualityState;
    selectQuality: (index: number) => void;
    /** Calls back when the ladder is known or the level changes; returns the unsubscribe. */
    onQualityChange: (listener: () => void) => () => void;
    /** Where a live stream's "now" is on the element's timeline; null when not known. */
    liveEdge: () => number | null;
}

export interface AttachOptions {
    /**
     * Plays HLS through hls.js wherever it runs, even where the browser plays HLS itself, so
     * the ladder's renditions can be chosen. Off, native HLS wins (cheaper for the blips feed).
     */
    preferHlsJs?: boolean;
    /** Picks the starting level once the ladder is known; AUTO_QUALITY leaves it to hls.js. */
    initialQuality?: (levels: QualityLevel[]) => number;
}

const NO_QUALITY: QualityState = { levels: [], selected: AUTO_QUALITY, playing: AUTO_QUALITY };

/** The end of what the element may seek to: a live stream's "now" outside hls.js. */
function seekableEnd(video: HTMLVideoElement): number | null {
    const { seekable } = video;

    return seekable.length > 0 ? seekable.end(seekable.length - 1) : null;
}

function elementSource(
    video: HTMLVideoElement,
    mode: PlaybackMode,
    unload: () => void,
): AttachedSource {
    return {
        mode,
        destroy: unload,
        quality: () => NO_QUALITY,
        selectQuality: () => undefined,
        onQualityChange: () => () => undefined,
        liveEdge: () => seekableEnd(video),
    };
}

function hlsSource(
    video: HTMLVideoElement,
    hls: Hls,
    events: typeof Hls.Events,
    unload: () => void,
    initialQuality?: (levels: QualityLevel[]) => number,
): AttachedSource {
    const listeners = new Set<() => void>();
    let state = NO_QUALITY;
    const update = (next: Partial<QualityState>) => {
        state = { ...state, ...next };
        listeners.forEach((listener) => {
            listener();
        });
    };

    hls.on(events.MANIFEST_PARSED, () => {
        const levels = hls.levels.map((level, index) => ({
            index,
            height: level.height,
            bitrate: level.bitrate,
        }));
        const selected = initialQuality?.(levels) ?? AUTO_QUALITY;

        if (selected !== AUTO_QUALITY) {
            hls.currentLevel = selected;
        }
        update({ levels, selected });
    });
    hls.on(events.LEVEL_SWITCHED, (_event, data) => {
        update({ playing: data.level });
    });

    return {
        mode: 'hls.js',
        destroy: () => {
            listeners.clear();
            hls.destroy();
            unload();
        },
        quality: () => state,
        selectQuality: (index) => {
            // Setting currentLevel switches at once (dropping what was buffered in another level);
            // -1 hands the choice back to hls.js's bandwidth estimate.
            hls.currentLevel = index;
            update({ selected: index });
        },
        onQualityChange: (listener) => {
            listeners.add(listener);

            return () => {
                listeners.delete(listener);
            };
        },
        liveEdge: () => hls.liveSyncPosition ?? seekableEnd(video),
    };
}

/**
 * Attaches the best source the browser can play: HLS natively, HLS through hls.js (loaded
 * only now, so it never weighs on a page's first load), or the MP4 file. The watch page's
 * player and the blips feed play through this one engine. An aborted `signal` (the element
 * no longer wants media) stops it from attaching anything once hls.js has loaded.
 */
export async function attachSource(
    video: HTMLVideoElement,
    sources: VideoSources,
    signal?: AbortSignal,
    options: AttachOptions = {},
): Promise<AttachedSource> {
    // Removing the attribute (not just emptying it) and reloading is what makes the element
    // drop its buffered media.
    const unload = () => {
        video.removeAttribute('src');
        video.load();
    };
    const none = elementSource(video, 'none', () => undefined);

    // Media may come from another origin: a bucket, a CDN, or the signed URL a private file's
    // route redirects to. Chromium's own HLS player refuses segments from an origin other
    // than the playlist's unless they are fetched with CORS, as hls.js fetches everything.
    video.crossOrigin = 'anonymous';

    const native =
        sources.hls !== null && video.canPlayType('application/vnd.apple.mpegurl') !== '';

    if (sources.hls && native && !options.preferHlsJs) {
        video.src = sources.hls;

        return elementSource(video, 'native-hls', unload);
    }

    if (sources.hls) {
        const { default: HlsPlayer } = await import('hls.js/light');

        if (signal?.aborted) {
            return none;
        }

        if (HlsPlayer.isSupported()) {
            const hls = new HlsPlayer({
                workerPath: hlsWorkerUrl,
                // On Auto, never a rendition larger than the player shows (re-checked as it
                // resizes): a phone on a fast network would otherwise fetch 720p for a 390 px
                // player. A rendition the viewer picks is theirs.
                capLevelToPlayerSize: true,
            });
            const attached = hlsSource(
                video,
                hls,
                HlsPlayer.Events,
                unload,
                options.initialQuality,
            );
            hls.attachMedia(video);
            hls.loadSource(sources.hls);

            return attached;
        }

        if (native) {
            video.src = sources.hls;

            return elementSource(video, 'native-hls', unload);
        }
    }

    if (sources.mp4) {
        video.src = sources.mp4;

        return elementSource(video, 'mp4', unload);
    }

    return none;
}
