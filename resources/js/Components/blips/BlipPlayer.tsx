import { useEffect, useRef } from 'react';

import Icon from '@/Components/icons/Icon';
import { attachSource, type AttachedSource } from '@/Components/player/attachSource';
import usePlaybackReports, { type ProgressReason } from '@/Components/player/usePlaybackReports';
import { t } from '@/lib/i18n';
import type { Blip } from '@/types/models';

function PlayPauseIcon({ playing }: { playing: boolean }) {
    return (
        <Icon className="size-8" fill="currentColor" strokeWidth={0}>
            {playing ? (
                <path d="M7 4h3.5v16H7zM13.5 4H17v16h-3.5z" />
            ) : (
                <path d="M8 4.5v15a1 1 0 0 0 1.52.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 8 4.5Z" />
            )}
        </Icon>
    );
}

function VolumeIcon({ muted }: { muted: boolean }) {
    return (
        <Icon className="size-6">
            <path d="M11 5 6 9H2v6h4l5 4V5Z" />
            {muted ? (
                <path d="m22 9-6 6M16 9l6 6" />
            ) : (
                <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
            )}
        </Icon>
    );
}

const overlayButtonClass =
    'flex items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * One blip's video, muted and looped. It holds a media source only while `loaded` (the blip
 * on screen and its neighbours): taking `loaded` away detaches hls.js and removes the
 * source, so the element lets go of its buffers. It plays while `playing`.
 */
export default function BlipPlayer({
    blip,
    loaded,
    playing,
    muted,
    controlsShown,
    showPoster,
    onTogglePlay,
    onToggleMute,
    onShowControls,
    onProgress,
}: {
    blip: Blip;
    loaded: boolean;
    playing: boolean;
    muted: boolean;
    /** The play/pause and volume buttons, shown for a while after a tap. */
    controlsShown: boolean;
    /** Far-off blips skip even their poster image. */
    showPoster: boolean;
    onTogglePlay: () => void;
    onToggleMute: () => void;
    onShowControls: () => void;
    onProgress: (seconds: number, reason: ProgressReason) => void;
}) {
    const videoRef = useRef<HTMLVideoElement>(null);
    const hls = blip.sources.hls;

    usePlaybackReports(videoRef, onProgress);

    useEffect(() => {
        const video = videoRef.current;

        if (!video || !loaded) {
            return;
        }

        const controller = new AbortController();
        let attached: AttachedSource | null = null;

        void attachSource(video, { hls }, controller.signal).then((source) => {
            if (controller.signal.aborted) {
                source.destroy();
            } else {
                attached = source;
            }
        });

        return () => {
            controller.abort();
            attached?.destroy();
        };
    }, [hls, loaded]);

    useEffect(() => {
        if (videoRef.current) {
            videoRef.current.muted = muted;
        }
    }, [muted]);

    useEffect(() => {
        const video = videoRef.current;

        if (!video) {
            return;
        }

        if (!playing || !loaded) {
            video.pause();

            return;
        }

        // The source may still be on its way (hls.js loads lazily): start once it can play.
        const start = () => {
            video.play().catch(() => undefined);
        };
        start();
        video.addEventListener('canplay', start);

        return () => {
            video.removeEventListener('canplay', start);
        };
    }, [playing, loaded]);

    return (
        <div className="absolute inset-0">
            <video
                ref={videoRef}
                muted
                loop
                playsInline
                preload="auto"
                poster={showPoster ? (blip.poster ?? undefined) : undefined}
                aria-hidden="true"
                className="size-full object-cover"
            />
            <button
                type="button"
                onClick={onTogglePlay}
                onFocus={onShowControls}
                aria-label={
                    playing
                        ? t('Pause :title', { title: blip.title })
                        : t('Play :title', { title: blip.title })
                }
                aria-keyshortcuts="Space M ArrowUp ArrowDown J K"
                className="absolute inset-0 size-full cursor-pointer focus-visible:outline-none"
            />
            {controlsShown && (
                <>
                    <button
                        type="button"
                        onClick={onTogglePlay}
                        aria-label={playing ? t('Pause') : t('Play')}
                        className={`${overlayButtonClass} absolute top-1/2 left-1/2 size-16 -translate-x-1/2 -translate-y-1/2`}
                    >
                        <PlayPauseIcon playing={playing} />
                    </button>
                    <button
                        type="button"
                        onClick={onToggleMute}
                        aria-label={t('Mute')}
                        aria-pressed={muted}
                        className={`${overlayButtonClass} absolute top-3 left-3 size-11`}
                    >
                        <VolumeIcon muted={muted} />
                    </button>
                </>
            )}
        </div>
    );
}
