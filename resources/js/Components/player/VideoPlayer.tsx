import { router } from '@inertiajs/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';

import useStoredValue from '@/hooks/useStoredValue';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { t } from '@/lib/i18n';
import type { CaptionTrack, VideoCard } from '@/types/models';

import type { AttachedSource, PlaybackMode, VideoSources } from './attachSource';
import { preferredLevel, rememberVolume, storedVolume, theaterMode } from './playerPreferences';
import { playerSession, type PlayerSession } from './playerSession';
import { reportPlayback, type ProgressReason } from './usePlaybackReports';

export { PROGRESS_INTERVAL_MS } from './usePlaybackReports';
export { PLAYER_VOLUME_KEY } from './playerPreferences';
export type { PlaybackMode, VideoSources } from './attachSource';

// The media engine's first chunk and the controls load beside the video, not before the page:
// both fetches start with this module.
const engine = import('./attachSource');
const chrome = import('./PlayerChrome');
const PlayerChrome = lazy(() => chrome);

// The media engine of each session, kept here (the watch page's chunk) so a player taking a
// session back from the miniplayer finds its quality levels.
const engines = new WeakMap<PlayerSession, Promise<AttachedSource>>();

interface VideoPlayerProps {
    videoId: string;
    title: string;
    channelName?: string;
    sources: VideoSources;
    poster?: string | null;
    /** The seek previews' WebVTT index, when the video has one. */
    storyboard?: string | null;
    captions?: CaptionTrack[];
    /** A live stream: no timeline, the LIVE badge, how many watch and a way back to live. */
    live?: boolean;
    /** Viewers watching a live stream now. */
    watching?: number | null;
    /** Seconds to resume from. */
    startAt?: number;
    /** The viewer's setting: at the end, the next video starts after a countdown. */
    autoplay?: boolean;
    /**
     * The viewer's Miniplayer setting: leaving the page while the video plays moves it to the
     * miniplayer; off, it stops (the miniplayer button still moves it there).
     */
    miniplayer?: boolean;
    /** The viewer's usual speed. */
    playbackRate?: number;
    /** What plays next, for the end screen. */
    next?: VideoCard | null;
    /** The next video was queued by the viewer: it starts after the countdown whatever autoplay says. */
    nextIsQueued?: boolean;
    /** Called every PROGRESS_INTERVAL_MS while playing, and on pause and end. */
    onProgress?: (seconds: number, reason: ProgressReason) => void;
    onModeChange?: (mode: PlaybackMode) => void;
}

/** Makes the element and starts loading the video; the session is what outlives the page. */
function startSession(
    props: VideoPlayerProps,
    onLoaded: (video: HTMLVideoElement) => void,
): PlayerSession {
    const element = document.createElement('video');
    element.playsInline = true;
    element.preload = 'metadata';
    element.className = 'size-full object-contain';
    if (props.poster) {
        element.poster = props.poster;
    }
    props.captions?.forEach((caption) => {
        const track = document.createElement('track');
        track.kind = 'captions';
        track.src = caption.src;
        track.srclang = caption.srclang;
        track.label = caption.label;
        element.append(track);
    });

    const volume = storedVolume();
    if (volume) {
        element.volume = volume.volume;
        element.muted = volume.muted;
    }
    element.defaultPlaybackRate = props.playbackRate ?? 1;
    element.playbackRate = props.playbackRate ?? 1;
    element.addEventListener('volumechange', () => {
        rememberVolume({ volume: element.volume, muted: element.muted });
    });
    element.addEventListener(
        'loadedmetadata',
        () => {
            onLoaded(element);
        },
        { once: true },
    );

    const controller = new AbortController();
    let attached: AttachedSource | null = null;
    const sources = { hls: props.sources.hls, mp4: props.sources.mp4 ?? null };
    // The engine fetches hls.js (108 kB) once attached: after the poster has painted, so that
    // on a slow connection it does not hold up the page's first picture.
    const ready = afterNextPaint()
        .then(() => engine)
        .then(({ attachSource }) =>
            attachSource(element, sources, controller.signal, {
                preferHlsJs: true,
                initialQuality: preferredLevel,
            }),
        )
        .then((source) => {
            if (controller.signal.aborted) {
                source.destroy();
            } else {
                attached = source;
            }

            return source;
        });

    const session: PlayerSession = {
        video: { id: props.videoId, title: props.title, channelName: props.channelName ?? '' },
        element,
        onProgress: props.onProgress,
        release: () => {
            // Stopped while playing: the last position, since no pause event will be heard.
            if (!element.paused && !element.ended) {
                session.onProgress?.(element.currentTime, 'pause');
            }
            stopReports();
            controller.abort();
            attached?.destroy();
        },
    };
    const stopReports = reportPlayback(element, (seconds, reason) => {
        session.onProgress?.(seconds, reason);
    });
    engines.set(session, ready);

    return session;
}

/**
 * The watch page's player: our own controls around the <video> element (which lives in a
 * playerSession, so the miniplayer can carry it on when the viewer leaves the page), the
 * page-wide keyboard shortcuts, and the end screen.
 */
/**
 * The watch page's player: the <video> element (which lives in a playerSession, so the
 * miniplayer can carry it on when the viewer leaves the page) in a frame, with our own
 * controls, shortcuts and end screen over it (PlayerChrome).
 */
export default function VideoPlayer(props: VideoPlayerProps) {
    const {
        title,
        storyboard,
        live = false,
        watching = null,
        autoplay = true,
        miniplayer = true,
        next = null,
        nextIsQueued = false,
        onProgress,
        onModeChange,
    } = props;
    const frameRef = useRef<HTMLDivElement>(null);
    const hostRef = useRef<HTMLDivElement>(null);
    const creation = useRef(props);
    const playOnRef = useRef(false);
    const onModeChangeRef = useRef(onModeChange);
    const miniplayerRef = useRef(miniplayer);
    const [session, setSession] = useState<PlayerSession | null>(null);
    const [source, setSource] = useState<AttachedSource | null>(null);
    const theater = useStoredValue(theaterMode, false);

    useEffect(() => {
        onModeChangeRef.current = onModeChange;
        miniplayerRef.current = miniplayer;
    });

    // Before the page leaves the document (a layout effect's cleanup runs first), so a video
    // moving to the miniplayer never stops.
    useLayoutEffect(() => {
        const host = hostRef.current;
        const initial = creation.current;

        if (!host) {
            return;
        }

        let current = playerSession.resume(initial.videoId);

        if (!current) {
            current = startSession(initial, (element) => {
                const startAt = initial.live ? 0 : (initial.startAt ?? 0);

                if (startAt > 0 && startAt < element.duration) {
                    element.currentTime = startAt;
                }
                // Browsers refuse autoplay with sound until the visitor interacts; the
                // controls stay there to start it by hand.
                element.play().catch(() => undefined);
            });
            playerSession.start(current);
        }

        const session = current;
        host.append(session.element);
        setSession(session);

        return () => {
            const { element } = session;
            const playing = !element.paused && !element.ended;
            playerSession.leave(session, playOnRef.current || (miniplayerRef.current && playing));
        };
    }, []);

    useEffect(() => {
        if (session) {
            playerSession.reportTo(session, onProgress);
        }
    }, [session, onProgress]);

    useEffect(() => {
        if (!session) {
            return;
        }

        let cancelled = false;
        void engines.get(session)?.then((attached) => {
            if (!cancelled) {
                setSource(attached);
                onModeChangeRef.current?.(attached.mode);
            }
        });

        return () => {
            cancelled = true;
        };
    }, [session]);

    return (
        <div
            ref={frameRef}
            role="region"
            aria-label={t('Video player: :title', { title })}
            aria-keyshortcuts="Space K J L ArrowLeft ArrowRight ArrowUp ArrowDown M F T I C"
            // A tab stop of its own: the focus ring shows where the shortcuts go.
            tabIndex={0}
            data-theater={theater}
            className={`group/player [container-type:size] relative aspect-video w-full overflow-hidden bg-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 sm:rounded-xl ${theater ? 'lg:max-h-[calc(100dvh-10.5rem)]' : ''}`}
        >
            <div ref={hostRef} className="absolute inset-0" />
            {session && (
                <Suspense fallback={null}>
                    <PlayerChrome
                        // Controls belong to one element; a new one gets fresh controls.
                        key={session.video.id}
                        video={session.element}
                        source={source}
                        frameRef={frameRef}
                        storyboard={storyboard}
                        hasCaptions={(props.captions?.length ?? 0) > 0}
                        live={live}
                        watching={watching}
                        autoplay={autoplay}
                        next={next}
                        nextIsQueued={nextIsQueued}
                        onMiniplayer={() => {
                            playOnRef.current = true;
                            router.visit(route('home'));
                        }}
                    />
                </Suspense>
            )}
        </div>
    );
}
