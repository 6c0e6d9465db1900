import { useEffect, useRef, type KeyboardEvent } from 'react';

import { readJson, writeJson } from '@/lib/storage';

import { attachSource, type PlaybackMode, type VideoSources } from './attachSource';
import usePlaybackReports, { type ProgressReason } from './usePlaybackReports';

export { PROGRESS_INTERVAL_MS } from './usePlaybackReports';
export type { PlaybackMode, VideoSources } from './attachSource';

/** Volume and mute survive reloads and carry over to the next video. */
export const PLAYER_VOLUME_KEY = 'player.volume';

const SEEK_STEP_SECONDS = 5;

interface StoredVolume {
    volume: number;
    muted: boolean;
}

function isStoredVolume(value: unknown): value is StoredVolume {
    const candidate = value as StoredVolume | null;

    return (
        typeof candidate === 'object' &&
        candidate !== null &&
        typeof candidate.volume === 'number' &&
        candidate.volume >= 0 &&
        candidate.volume <= 1 &&
        typeof candidate.muted === 'boolean'
    );
}

export default function VideoPlayer({
    sources,
    poster,
    title,
    startAt = 0,
    autoPlay = true,
    playbackRate = 1,
    onProgress,
    onModeChange,
}: {
    sources: VideoSources;
    poster?: string | null;
    title: string;
    /** Seconds to resume from. */
    startAt?: number;
    autoPlay?: boolean;
    /** The speed to start at: the viewer's default playback speed (Settings › Playback). */
    playbackRate?: number;
    /** Called every PROGRESS_INTERVAL_MS while playing, and on pause and end. */
    onProgress?: (seconds: number, reason: ProgressReason) => void;
    onModeChange?: (mode: PlaybackMode) => void;
}) {
    const { hls, mp4 = null } = sources;
    const videoRef = useRef<HTMLVideoElement>(null);
    const frameRef = useRef<HTMLDivElement>(null);
    const onModeChangeRef = useRef(onModeChange);

    useEffect(() => {
        onModeChangeRef.current = onModeChange;
    });

    usePlaybackReports(videoRef, onProgress);

    useEffect(() => {
        const video = videoRef.current;

        if (!video) {
            return;
        }

        const stored = readJson<StoredVolume | null>(PLAYER_VOLUME_KEY, isStoredVolume, null);

        if (stored) {
            video.volume = stored.volume;
            video.muted = stored.muted;
        }

        let cancelled = false;
        let destroy: () => void = () => undefined;

        const onLoaded = () => {
            if (startAt > 0 && startAt < video.duration) {
                video.currentTime = startAt;
            }
            video.defaultPlaybackRate = playbackRate;
            video.playbackRate = playbackRate;

            if (autoPlay) {
                // Browsers refuse autoplay with sound until the visitor interacts; the
                // controls stay there to start it by hand.
                video.play().catch(() => undefined);
            }
        };
        video.addEventListener('loadedmetadata', onLoaded, { once: true });

        void attachSource(video, { hls, mp4 }).then((attached) => {
            if (cancelled) {
                attached.destroy();

                return;
            }

            destroy = attached.destroy;
            onModeChangeRef.current?.(attached.mode);
        });

        return () => {
            cancelled = true;
            video.removeEventListener('loadedmetadata', onLoaded);
            destroy();
        };
    }, [hls, mp4, startAt, autoPlay, playbackRate]);

    useEffect(() => {
        const video = videoRef.current;

        if (!video) {
            return;
        }

        const onVolume = () => {
            writeJson(PLAYER_VOLUME_KEY, { volume: video.volume, muted: video.muted });
        };

        video.addEventListener('volumechange', onVolume);

        return () => {
            video.removeEventListener('volumechange', onVolume);
        };
    }, []);

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        const video = videoRef.current;

        if (!video || event.altKey || event.ctrlKey || event.metaKey) {
            return;
        }

        switch (event.key) {
            case ' ':
            case 'k':
                if (video.paused) {
                    video.play().catch(() => undefined);
                } else {
                    video.pause();
                }
                break;
            case 'ArrowLeft':
                video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_SECONDS);
                break;
            case 'ArrowRight':
                video.currentTime = Math.min(
                    Number.isFinite(video.duration) ? video.duration : Infinity,
                    video.currentTime + SEEK_STEP_SECONDS,
                );
                break;
            case 'm':
                video.muted = !video.muted;
                break;
            case 'f':
                if (document.fullscreenElement) {
                    void document.exitFullscreen();
                } else {
                    void frameRef.current?.requestFullscreen();
                }
                break;
            default:
                return;
        }

        event.preventDefault();
    };

    return (
        // The frame takes the shortcuts (space/k, arrows, m, f) whenever focus is inside the player.
        <div
            ref={frameRef}
            onKeyDown={onKeyDown}
            className="relative aspect-video w-full overflow-hidden bg-black sm:rounded-xl"
        >
            <video
                ref={videoRef}
                controls
                playsInline
                preload="metadata"
                poster={poster ?? undefined}
                aria-label={`Video player: ${title}. Space or K plays and pauses, arrows seek, M mutes, F goes full screen.`}
                className="size-full"
            />
        </div>
    );
}
