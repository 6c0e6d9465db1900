import {
    useCallback,
    useEffect,
    useReducer,
    useRef,
    useState,
    useSyncExternalStore,
    type PointerEvent,
    type RefObject,
} from 'react';

import Spinner from '@/Components/ui/Spinner';
import useStoredValue from '@/hooks/useStoredValue';
import { formatClock, formatCount } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { VideoCard } from '@/types/models';

import type { AttachedSource } from './attachSource';
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
import { rememberQuality, theaterMode } from './playerPreferences';
import { AUTO_QUALITY, type QualityState } from './quality';
import SeekBar from './SeekBar';
import useMediaState, { type MediaState } from './useMediaState';
import usePlayerShortcuts from './usePlayerShortcuts';

/** The controls fade this long after the pointer last moved over a playing video. */
export const CONTROLS_HIDE_MS = 3000;

/** A live stream further than this behind its edge offers "Go to live". */
export const BEHIND_LIVE_SECONDS = 8;

const VOLUME_STEP = 0.05;

const NO_QUALITY: QualityState = { levels: [], selected: AUTO_QUALITY, playing: AUTO_QUALITY };

const noSubscription = () => () => undefined;

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

export interface PlayerChromeProps {
    video: HTMLVideoElement;
    /** The media engine, once attached: quality levels and the live edge. */
    source: AttachedSource | null;
    /** The player's frame, which goes full screen with the controls in it. */
    frameRef: RefObject<HTMLDivElement | null>;
    storyboard?: string | null;
    hasCaptions: boolean;
    live: boolean;
    watching: number | null;
    autoplay: boolean;
    next: VideoCard | null;
    nextIsQueued: boolean;
    /** Leaves for the home page with the video playing on in the miniplayer. */
    onMiniplayer: () => void;
}

/**
 * Everything over the video: the controls, the page-wide shortcuts, the loading spinner and
 * the end screen. The watch page's first load does without it (VideoPlayer loads it at once,
 * beside the video), so the page's critical path stays within its budget.
 */
export default function PlayerChrome({
    video,
    source,
    frameRef,
    storyboard,
    hasCaptions,
    live,
    watching,
    autoplay,
    next,
    nextIsQueued,
    onMiniplayer,
}: PlayerChromeProps) {
    // The actions reach the element through a ref: it is the DOM's, not React's state.
    const videoRef = useRef(video);
    const [awake, setAwake] = useState(true);
    const [fullscreen, setFullscreen] = useState(false);
    const [pictureInPicture, setPictureInPicture] = useState(false);
    // Captions live on the element's text tracks; a toggle re-reads them.
    const [, tracksChanged] = useReducer((version: number) => version + 1, 0);
    const hideTimer = useRef<number | undefined>(undefined);
    const theater = useStoredValue(theaterMode, false);
    const media = useMediaState(video);
    const quality = useSyncExternalStore(
        source?.onQualityChange ?? noSubscription,
        source?.quality ?? (() => NO_QUALITY),
    );

    useEffect(() => {
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
    }, [video, frameRef]);

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

    const togglePlay = useCallback(() => {
        const element = videoRef.current;

        if (element.paused || element.ended) {
            element.play().catch(() => undefined);
        } else {
            element.pause();
        }
    }, []);

    const seekTo = useCallback((seconds: number) => {
        videoRef.current.currentTime = seconds;
    }, []);

    const seekBy = useCallback(
        (seconds: number) => {
            const element = videoRef.current;
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

            if (!live && Number.isFinite(element.duration)) {
                element.currentTime = element.duration * fraction;
            }
        },
        [live],
    );

    const toggleMute = useCallback(() => {
        videoRef.current.muted = !videoRef.current.muted;
    }, []);

    const setVolume = useCallback((volume: number) => {
        const element = videoRef.current;
        element.volume = Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
        element.muted = element.volume === 0;
    }, []);

    const stepVolume = useCallback(
        (direction: 1 | -1) => {
            setVolume(videoRef.current.volume + direction * VOLUME_STEP);
        },
        [setVolume],
    );

    const setRate = useCallback((rate: number) => {
        videoRef.current.playbackRate = rate;
    }, []);

    const stepSpeed = useCallback(
        (direction: 1 | -1) => {
            const rate = videoRef.current.playbackRate;
            const index = PLAYBACK_SPEEDS.findIndex((speed) => speed >= rate);
            const at = index < 0 ? PLAYBACK_SPEEDS.length - 1 : index;
            const last = PLAYBACK_SPEEDS.length - 1;
            setRate(PLAYBACK_SPEEDS[Math.max(0, Math.min(last, at + direction))] ?? 1);
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
    }, [frameRef]);

    const toggleTheater = useCallback(() => {
        theaterMode.set(!theaterMode.get());
    }, []);

    const toggleCaptions = useCallback(() => {
        const tracks = Array.from(videoRef.current.textTracks);

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
            void videoRef.current.requestPictureInPicture().catch(() => undefined);
        }
    }, []);

    const goToLive = useCallback(() => {
        const edge = source?.liveEdge() ?? null;

        if (edge !== null) {
            videoRef.current.currentTime = edge;
            videoRef.current.play().catch(() => undefined);
        }
    }, [source]);

    const replay = useCallback(() => {
        videoRef.current.currentTime = 0;
        videoRef.current.play().catch(() => undefined);
    }, []);

    usePlayerShortcuts({
        onKey: wake,
        togglePlay,
        seekBy,
        seekToFraction,
        stepVolume,
        toggleMute,
        toggleFullscreen,
        toggleTheater,
        openMiniplayer: onMiniplayer,
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

    if (!media) {
        return null;
    }

    const ended = media.ended && !live;
    const shown = awake || media.paused || ended;
    const liveEdge = live ? (source?.liveEdge() ?? null) : null;
    const captionsOn =
        hasCaptions && Array.from(video.textTracks).some((track) => track.mode === 'showing');
    const behindLive = liveEdge !== null && liveEdge - media.currentTime > BEHIND_LIVE_SECONDS;

    return (
        <div
            onPointerMove={wake}
            onFocus={wake}
            data-controls-shown={shown || undefined}
            className={`absolute inset-0 ${shown ? '' : 'cursor-none'}`}
        >
            <div
                aria-hidden="true"
                className="absolute inset-0"
                onPointerUp={onSurfacePointerUp}
                onDoubleClick={toggleFullscreen}
            />

            {media.waiting && (
                <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
                    <Spinner label={t('Loading')} className="size-12" />
                </div>
            )}

            {media.paused && !ended && !media.waiting && (
                <button
                    type="button"
                    onClick={togglePlay}
                    aria-label={t('Play')}
                    className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
                >
                    <PlayIcon className="size-8" />
                </button>
            )}

            {ended && (
                <EndScreen next={next} countdown={autoplay || nextIsQueued} onReplay={replay} />
            )}

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
                    openMiniplayer: onMiniplayer,
                    toggleCaptions,
                    togglePictureInPicture,
                    goToLive,
                }}
            />
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
            className={`pointer-events-none absolute inset-x-0 bottom-0 z-30 bg-gradient-to-t from-black/80 via-black/40 to-transparent px-2 pt-10 pb-1 transition-opacity duration-200 focus-within:opacity-100 motion-reduce:transition-none sm:px-3 ${shown ? 'opacity-100' : 'opacity-0'}`}
        >
            {/* The shade above the bar lets clicks through to the video and the end screen;
                hidden controls take no clicks either (a pointer moving in shows them first). */}
            <div className={shown ? 'pointer-events-auto' : ''}>
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
                        aria-label={
                            media.ended
                                ? t('Replay')
                                : media.paused
                                  ? t('Play (k)')
                                  : t('Pause (k)')
                        }
                        className={controlClass}
                    >
                        {media.ended ? <ReplayIcon /> : media.paused ? <PlayIcon /> : <PauseIcon />}
                    </button>
                    <div className="group/volume flex items-center">
                        <button
                            type="button"
                            onClick={actions.toggleMute}
                            aria-label={t('Mute (m)')}
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
                            aria-label={t('Volume')}
                            aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)}%`}
                            className="hidden h-1 w-0 cursor-pointer accent-white opacity-0 transition-[width,opacity,margin] group-focus-within/volume:mx-2 group-focus-within/volume:w-20 group-focus-within/volume:opacity-100 group-hover/volume:mx-2 group-hover/volume:w-20 group-hover/volume:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-400 motion-reduce:transition-none sm:block"
                        />
                    </div>
                    {live ? (
                        <div className="ml-1 flex min-w-0 items-center gap-2 text-sm">
                            <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold tracking-wide">
                                {t('LIVE')}
                            </span>
                            {watching !== null && (
                                <span className="truncate text-neutral-200">
                                    {tc(':count watching', watching, {
                                        count: formatCount(watching),
                                    })}
                                </span>
                            )}
                            {behindLive && (
                                <button
                                    type="button"
                                    onClick={actions.goToLive}
                                    className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-sky-400"
                                >
                                    {t('Go to live')}
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
                            aria-label={t('Captions (c)')}
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
                        aria-label={t('Miniplayer (i)')}
                        className={`${controlClass} hidden sm:flex`}
                    >
                        <MiniplayerIcon />
                    </button>
                    {pictureInPicture !== null && (
                        <button
                            type="button"
                            onClick={actions.togglePictureInPicture}
                            aria-label={t('Picture in picture')}
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
                            aria-label={t('Theater mode (t)')}
                            aria-pressed={theater}
                            className={`${controlClass} hidden lg:flex`}
                        >
                            <TheaterIcon active={theater} />
                        </button>
                    )}
                    <button
                        type="button"
                        onClick={actions.toggleFullscreen}
                        aria-label={fullscreen ? t('Exit full screen (f)') : t('Full screen (f)')}
                        className={controlClass}
                    >
                        <FullscreenIcon active={fullscreen} />
                    </button>
                </div>
            </div>
        </div>
    );
}
