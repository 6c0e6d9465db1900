export interface VideoSources {
    hls: string | null;
    mp4?: string | null;
}

export type PlaybackMode = 'native-hls' | 'hls.js' | 'mp4' | 'none';

export interface AttachedSource {
    mode: PlaybackMode;
    /** Lets go of the media: stops hls.js and takes the source off the element. */
    destroy: () => void;
}

interface HlsInstance {
    loadSource: (url: string) => void;
    attachMedia: (media: HTMLMediaElement) => void;
    destroy: () => void;
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
): Promise<AttachedSource> {
    // Removing the attribute (not just emptying it) and reloading is what makes the element
    // drop its buffered media.
    const unload = () => {
        video.removeAttribute('src');
        video.load();
    };

    // Media may come from another origin: a bucket, a CDN, or the signed URL a private file's
    // route redirects to. Chromium's own HLS player refuses segments from an origin other
    // than the playlist's unless they are fetched with CORS, as hls.js fetches everything.
    video.crossOrigin = 'anonymous';

    if (sources.hls && video.canPlayType('application/vnd.apple.mpegurl') !== '') {
        video.src = sources.hls;

        return { mode: 'native-hls', destroy: unload };
    }

    if (sources.hls) {
        const { default: Hls } = await import('hls.js');

        if (signal?.aborted) {
            return { mode: 'none', destroy: () => undefined };
        }

        if (Hls.isSupported()) {
            const hls: HlsInstance = new Hls();
            hls.attachMedia(video);
            hls.loadSource(sources.hls);

            return {
                mode: 'hls.js',
                destroy: () => {
                    hls.destroy();
                    unload();
                },
            };
        }
    }

    if (sources.mp4) {
        video.src = sources.mp4;

        return { mode: 'mp4', destroy: unload };
    }

    return { mode: 'none', destroy: () => undefined };
}
