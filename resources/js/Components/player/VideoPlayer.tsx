import { router } from '@inertiajs/react';
import {
    useCallback,
    useEffect,
    useLayoutEffect,
    useReducer,
    useRef,
    useState,
    useSyncExternalStore,
    type PointerEvent,
} from 'react';

import Spinner from '@/Components/ui/Spinner';
import useStoredValue from '@/hooks/useStoredValue';
import { formatClock, formatCount } from '@/lib/format';
import type { VideoCard } from '@/types/models';

import {
    attachSource,
    type AttachedSource,
    type PlaybackMode,
    type QualityState,
    type VideoSources,
} from './attachSource';
import EndScreen from './EndScreen';
import {
    CaptionsIcon,
    FullscreenIcon,
    MiniplayerIcon,
    PauseIcon,
    PictureInPictureIcon,
    PlayIcon,
    ReplayIcon,
    TheaterIcon,
    VolumeIcon,
} from './PlayerIcons';
import PlayerSettings, { PLAYBACK_SPEEDS } from './PlayerSettings';
import {
    preferredLevel,
    rememberQuality,
    rememberVolume,
    storedVolume,
    theaterMode,
} from './playerPreferences';
import { playerSession, type PlayerSession } from './playerSession';
import SeekBar from './SeekBar';
import useMediaState, { type MediaState } from './useMediaState';
import usePlaybackReports, { type ProgressReason } from './usePlaybackReports';
import usePlayerShortcuts from './usePlayerShortcuts';

export { PROGRESS_INTERVAL_MS } from './usePlaybackReports';
export { PLAYER_VOLUME_KEY } from './playerPreferences';
export type { PlaybackMode, VideoSources } from './attachSource';

/** A WebVTT captions file of the video. */
export interface CaptionTrack {
    src: string;
    srclang: string;
    label: string;
}

/** The controls fade this long after the pointer last moved over a playing video. */
export const CONTROLS_HIDE_MS = 3000;

/** A live stream further than this behind its edge offers "Go to live". */
export const BEHIND_LIVE_SECONDS = 8;

const VOLUME_STEP = 0.05;

const NO_QUALITY: QualityState = { levels: [], selected: -1, playing: -1 };

const noSubscription = () => () => undefined;

// The media engine of each session, kept here (the watch page's chunk) so a player taking a
// session back from the miniplayer finds its quality levels.
const engines = new WeakMap<PlayerSession, Promise<AttachedSource>>();

const controlClass =
    'flex size-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-400 aria-pressed:text-sky-300';

function pictureInPictureSupported(video: HTMLVideoElement): boolean {
    return (
        typeof document !== 'undefined' &&
        document.pictureInPictureEnabled &&
        typeof video.requestPictureInPicture === 'function' &&
        !video.disablePictureInPicture
    );
}

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
    const ready = attachSource(
        element,
        { hls: props.sources.hls, mp4: props.sources.mp4 ?? null },
        controller.signal,
        {
            preferHlsJs: true,
            initialQuality: preferredLevel,
        },
    ).then((source) => {
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
        release: () => {
            controller.abort();
            attached?.destroy();
        },
    };
    engines.set(session, ready);

    return session;
}

/**
 * The watch page's player: our own controls around the <video> element (which lives in a
 * playerSession, so the miniplayer can carry it on when the viewer leaves the page), the
 * page-wide keyboard shortcuts, and the end screen.
 */
export default function VideoPlayer(props: VideoPlayerProps) {
    const {
        title,
        storyboard,
        live = false,
        watching = null,
        autoplay = true,
        next = null,
        nextIsQueued = false,
        onProgress,
        onModeChange,
    } = props;
    const frameRef = useRef<HTMLDivElement>(null);
    const hostRef = useRef<HTMLDivElement>(null);
    const videoRef = useRef<HTMLVideoElement>(null);
    const creation = useRef(props);
    const playOnRef = useRef(false);
    const onModeChangeRef = useRef(onModeChange);
    const [session, setSession] = useState<PlayerSession | null>(null);
    const [source, setSource] = useState<AttachedSource | null>(null);
    const [awake, setAwake] = useState(true);
    const [fullscreen, setFullscreen] = useState(false);
    const [pictureInPicture, setPictureInPicture] = useState(false);
    // Captions live on the element's text tracks; a toggle re-reads them.
    const [, tracksChanged] = useReducer((version: number) => version + 1, 0);
    const hideTimer = useRef<number | undefined>(undefined);
    const theater = useStoredValue(theaterMode, false);
    const hasCaptions = (props.captions?.length ?? 0) > 0;
    const video = session?.element ?? null;
    const media = useMediaState(video);
    const quality = useSyncExternalStore(
        source?.onQualityChange ?? noSubscription,
        source?.quality ?? (() => NO_QUALITY),
    );

    useEffect(() => {
        onModeChangeRef.current = onModeChange;
    });

    usePlaybackReports(videoRef, onProgress);

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
        videoRef.current = session.element;
        setSession(session);

        return () => {
            const { element } = session;
            playerSession.leave(session, playOnRef.current || (!element.paused && !element.ended));
            videoRef.current = null;
        };
    }, []);

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

    useEffect(() => {
        if (!video) {
            return;
        }

        const onFullscreen = () => {
            setFullscreen(document.fullscreenElement === frameRef.current);
        };
        const onEnterPip = () => {
            setPictureInPicture(true);
        };
        const onLeavePip = () => {
            setPictureInPicture(false);
        };
        document.addEventListener('fullscreenchange', onFullscreen);
        video.addEventListener('enterpictureinpicture', onEnterPip);
        video.addEventListener('leavepictureinpicture', onLeavePip);

        return () => {
            document.removeEventListener('fullscreenchange', onFullscreen);
            video.removeEventListener('enterpictureinpicture', onEnterPip);
            video.removeEventListener('leavepictureinpicture', onLeavePip);
        };
    }, [video]);

    useEffect(
        () => () => {
            window.clearTimeout(hideTimer.current);
        },
        [],
    );

    /** Shows the controls, and hides them again a while later if the video plays on. */
    const wake = useCallback(() => {
        setAwake(true);
        window.clearTimeout(hideTimer.current);
        hideTimer.current = window.setTimeout(() => {
            setAwake(false);
        }, CONTROLS_HIDE_MS);
    }, []);

    // The actions reach the element through the ref: it is the DOM's, not React's state.
    const togglePlay = useCallback(() => {
        const element = videoRef.current;

        if (!element) {
            return;
        }

        if (element.paused || element.ended) {
            element.play().catch(() => undefined);
        } else {
            element.pause();
        }
    }, []);

    const seekTo = useCallback((seconds: number) => {
        if (videoRef.current) {
            videoRef.current.currentTime = seconds;
        }
    }, []);

    const seekBy = useCallback(
        (seconds: number) => {
            const element = videoRef.current;

            if (!element) {
                return;
            }

            // A live stream goes no further than its edge; a video no further than its end.
            const end = live ? (source?.liveEdge() ?? element.currentTime) : element.duration;
            const limit = Number.isFinite(end) ? end : Infinity;
            element.currentTime = Math.max(0, Math.min(limit, element.currentTime + seconds));
        },
        [live, source],
    );

    const seekToFraction = useCallback(
        (fraction: number) => {
            const element = videoRef.current;

            if (element && !live && Number.isFinite(element.duration)) {
                element.currentTime = element.duration * fraction;
            }
        },
        [live],
    );

    const toggleMute = useCallback(() => {
        if (videoRef.current) {
            videoRef.current.muted = !videoRef.current.muted;
        }
    }, []);

    const setVolume = useCallback((volume: number) => {
        const element = videoRef.current;

        if (element) {
            element.volume = Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
            element.muted = element.volume === 0;
        }
    }, []);

    const stepVolume = useCallback(
        (direction: 1 | -1) => {
            if (videoRef.current) {
                setVolume(videoRef.current.volume + direction * VOLUME_STEP);
            }
        },
        [setVolume],
    );

    const setRate = useCallback((rate: number) => {
        if (videoRef.current) {
            videoRef.current.playbackRate = rate;
        }
    }, []);

    const stepSpeed = useCallback(
        (direction: 1 | -1) => {
            const rate = videoRef.current?.playbackRate ?? 1;
            const index = PLAYBACK_SPEEDS.findIndex((speed) => speed >= rate);
            const at = index < 0 ? PLAYBACK_SPEEDS.length - 1 : index;
            const next =
                PLAYBACK_SPEEDS[Math.max(0, Math.min(PLAYBACK_SPEEDS.length - 1, at + direction))];
            setRate(next ?? 1);
        },
        [setRate],
    );

    const toggleFullscreen = useCallback(() => {
        const frame = frameRef.current;

        if (document.fullscreenElement) {
            void document.exitFullscreen();
        } else if (typeof frame?.requestFullscreen === 'function') {
            void frame.requestFullscreen().catch(() => undefined);
        }
    }, []);

    const toggleTheater = useCallback(() => {
        theaterMode.set(!theaterMode.get());
    }, []);

    const openMiniplayer = useCallback(() => {
        playOnRef.current = true;
        router.visit(route('home'));
    }, []);

    const toggleCaptions = useCallback(() => {
        const tracks = Array.from(videoRef.current?.textTracks ?? []);

        if (!hasCaptions || tracks.length === 0) {
            return;
        }

        const on = !tracks.some((track) => track.mode === 'showing');
        tracks.forEach((track, index) => {
            track.mode = on && index === 0 ? 'showing' : 'disabled';
        });
        tracksChanged();
    }, [hasCaptions]);

    const togglePictureInPicture = useCallback(() => {
        if (document.pictureInPictureElement) {
            void document.exitPictureInPicture().catch(() => undefined);
        } else {
            void videoRef.current?.requestPictureInPicture().catch(() => undefined);
        }
    }, []);

    const goToLive = useCallback(() => {
        const element = videoRef.current;
        const edge = source?.liveEdge() ?? null;

        if (element && edge !== null) {
            element.currentTime = edge;
            element.play().catch(() => undefined);
        }
    }, [source]);

    const replay = useCallback(() => {
        seekTo(0);
        videoRef.current?.play().catch(() => undefined);
    }, [seekTo]);

    usePlayerShortcuts({
        enabled: video !== null,
        onKey: wake,
        togglePlay,
        seekBy,
        seekToFraction,
        stepVolume,
        toggleMute,
        toggleFullscreen,
        toggleTheater,
        openMiniplayer,
        toggleCaptions,
        stepSpeed,
    });

    const onSurfacePointerUp = (event: PointerEvent<HTMLDivElement>) => {
        // A tap on a touch screen shows the controls; a click plays or pauses.
        if (event.pointerType === 'touch') {
            if (awake) {
                setAwake(false);
            } else {
                wake();
            }
        } else {
            togglePlay();
        }
    };

    const ended = media?.ended === true && !live;
    const paused = media?.paused ?? true;
    const shown = awake || paused || ended;
    const liveEdge = live ? (source?.liveEdge() ?? null) : null;
    const captionsOn =
        hasCaptions &&
        video !== null &&
        Array.from(video.textTracks).some((track) => track.mode === 'showing');
    const behindLive =
        liveEdge !== null && media !== null && liveEdge - media.currentTime > BEHIND_LIVE_SECONDS;

    return (
        <div
            ref={frameRef}
            role="region"
            aria-label={`Video player: ${title}`}
            aria-keyshortcuts="Space K J L ArrowLeft ArrowRight ArrowUp ArrowDown M F T I C"
            tabIndex={-1}
            data-theater={theater}
            onPointerMove={wake}
            onFocus={wake}
            className={`group/player [container-type:size] relative w-full overflow-hidden bg-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${fullscreen ? 'h-full' : 'aspect-video'} ${theater ? 'lg:max-h-[calc(100dvh-10.5rem)]' : 'sm:rounded-xl'} ${shown ? '' : 'cursor-none'}`}
        >
            <div ref={hostRef} className="absolute inset-0" />
            <div
                aria-hidden="true"
                className="absolute inset-0"
                onPointerUp={onSurfacePointerUp}
                onDoubleClick={toggleFullscreen}
            />

            {media?.waiting && (
                <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
                    <Spinner label="Loading" className="size-12" />
                </div>
            )}

            {paused && !ended && !media?.waiting && (
                <button
                    type="button"
                    onClick={togglePlay}
                    aria-label="Play"
                    className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
                >
                    <PlayIcon className="size-8" />
                </button>
            )}

            {ended && (
                <EndScreen next={next} countdown={autoplay || nextIsQueued} onReplay={replay} />
            )}

            {video && media && (
                <PlayerControls
                    media={media}
                    shown={shown}
                    live={live}
                    watching={watching}
                    behindLive={behindLive}
                    storyboard={storyboard}
                    quality={quality}
                    onQuality={(level) => {
                        source?.selectQuality(level);
                        rememberQuality(quality.levels[level]?.height ?? 'auto');
                    }}
                    theater={theater}
                    fullscreen={fullscreen}
                    pictureInPicture={pictureInPictureSupported(video) ? pictureInPicture : null}
                    captions={hasCaptions ? captionsOn : null}
                    actions={{
                        togglePlay,
                        seekTo,
                        seekBy,
                        setRate,
                        toggleMute,
                        setVolume,
                        toggleFullscreen,
                        toggleTheater,
                        openMiniplayer,
                        toggleCaptions,
                        togglePictureInPicture,
                        goToLive,
                    }}
                />
            )}
        </div>
    );
}

interface ControlActions {
    togglePlay: () => void;
    seekTo: (seconds: number) => void;
    seekBy: (seconds: number) => void;
    setRate: (rate: number) => void;
    toggleMute: () => void;
    setVolume: (volume: number) => void;
    toggleFullscreen: () => void;
    toggleTheater: () => void;
    openMiniplayer: () => void;
    toggleCaptions: () => void;
    togglePictureInPicture: () => void;
    goToLive: () => void;
}

function PlayerControls({
    media,
    shown,
    live,
    watching,
    behindLive,
    storyboard,
    quality,
    onQuality,
    theater,
    fullscreen,
    pictureInPicture,
    captions,
    actions,
}: {
    media: MediaState;
    shown: boolean;
    live: boolean;
    watching: number | null;
    behindLive: boolean;
    storyboard?: string | null;
    quality: QualityState;
    onQuality: (level: number) => void;
    theater: boolean;
    fullscreen: boolean;
    /** Whether the video plays picture-in-picture; null where the browser cannot. */
    pictureInPicture: boolean | null;
    /** Whether captions show; null when the video has none. */
    captions: boolean | null;
    actions: ControlActions;
}) {
    const volumeLevel =
        media.muted || media.volume === 0 ? 'muted' : media.volume < 0.5 ? 'low' : 'high';

    return (
        <div
            data-testid="player-controls"
            className={`absolute inset-x-0 bottom-0 z-30 bg-gradient-to-t from-black/80 via-black/40 to-transparent px-2 pt-10 pb-1 transition-opacity duration-200 focus-within:opacity-100 motion-reduce:transition-none sm:px-3 ${shown ? 'opacity-100' : 'opacity-0'}`}
        >
            {!live && (
                <SeekBar
                    media={media}
                    storyboard={storyboard}
                    onSeek={actions.seekTo}
                    onSeekBy={actions.seekBy}
                />
            )}
            <div className="flex items-center gap-0.5 text-white sm:gap-1">
                <button
                    type="button"
                    onClick={actions.togglePlay}
                    aria-label={media.ended ? 'Replay' : media.paused ? 'Play (k)' : 'Pause (k)'}
                    className={controlClass}
                >
                    {media.ended ? <ReplayIcon /> : media.paused ? <PlayIcon /> : <PauseIcon />}
                </button>
                <div className="group/volume flex items-center">
                    <button
                        type="button"
                        onClick={actions.toggleMute}
                        aria-label="Mute (m)"
                        aria-pressed={media.muted}
                        className={`${controlClass} aria-pressed:text-white`}
                    >
                        <VolumeIcon level={volumeLevel} />
                    </button>
                    <input
                        type="range"
                        min={0}
                        max={1}
                        step={0.05}
                        value={media.muted ? 0 : media.volume}
                        onChange={(event) => {
                            actions.setVolume(Number(event.target.value));
                        }}
                        aria-label="Volume"
                        aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)}%`}
                        className="hidden h-1 w-0 cursor-pointer accent-white transition-[width] group-focus-within/volume:w-20 group-hover/volume:w-20 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-400 motion-reduce:transition-none sm:block"
                    />
                </div>
                {live ? (
                    <div className="ml-1 flex min-w-0 items-center gap-2 text-sm">
                        <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold tracking-wide">
                            LIVE
                        </span>
                        {watching !== null && (
                            <span className="truncate text-neutral-200">
                                {formatCount(watching)} watching
                            </span>
                        )}
                        {behindLive && (
                            <button
                                type="button"
                                onClick={actions.goToLive}
                                className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-sky-400"
                            >
                                Go to live
                            </button>
                        )}
                    </div>
                ) : (
                    <span className="ml-1 text-xs whitespace-nowrap text-neutral-100 tabular-nums sm:text-sm">
                        {formatClock(media.currentTime)} / {formatClock(media.duration)}
                    </span>
                )}
                <span className="flex-1" />
                {captions !== null && (
                    <button
                        type="button"
                        onClick={actions.toggleCaptions}
                        aria-label="Captions (c)"
                        aria-pressed={captions}
                        className={controlClass}
                    >
                        <CaptionsIcon />
                    </button>
                )}
                <PlayerSettings
                    rate={media.rate}
                    quality={quality}
                    onRate={actions.setRate}
                    onQuality={onQuality}
                    buttonClassName={controlClass}
                />
                <button
                    type="button"
                    onClick={actions.openMiniplayer}
                    aria-label="Miniplayer (i)"
                    className={`${controlClass} hidden sm:flex`}
                >
                    <MiniplayerIcon />
                </button>
                {pictureInPicture !== null && (
                    <button
                        type="button"
                        onClick={actions.togglePictureInPicture}
                        aria-label="Picture in picture"
                        aria-pressed={pictureInPicture}
                        className={`${controlClass} hidden sm:flex`}
                    >
                        <PictureInPictureIcon />
                    </button>
                )}
                {!fullscreen && (
                    <button
                        type="button"
                        onClick={actions.toggleTheater}
                        aria-label="Theater mode (t)"
                        aria-pressed={theater}
                        className={`${controlClass} hidden lg:flex`}
                    >
                        <TheaterIcon active={theater} />
                    </button>
                )}
                <button
                    type="button"
                    onClick={actions.toggleFullscreen}
                    aria-label={fullscreen ? 'Exit full screen (f)' : 'Full screen (f)'}
                    className={controlClass}
                >
                    <FullscreenIcon active={fullscreen} />
                </button>
            </div>
        </div>
    );
}
