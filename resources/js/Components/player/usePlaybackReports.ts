import { useEffect, useRef, type RefObject } from 'react';

/** Spec §9: the player reports its position every second while playing. */
export const PROGRESS_INTERVAL_MS = 1000;

export type ProgressReason = 'tick' | 'pause' | 'ended';

/**
 * Calls report with the position every PROGRESS_INTERVAL_MS while the video plays, and when
 * it pauses or ends (useWatchProgress turns these into views and history). Returns the way
 * to stop.
 */
export function reportPlayback(
    video: HTMLVideoElement,
    report: (seconds: number, reason: ProgressReason) => void,
): () => void {
    let timer: number | undefined;
    const onPlay = () => {
        window.clearInterval(timer);
        timer = window.setInterval(() => {
            report(video.currentTime, 'tick');
        }, PROGRESS_INTERVAL_MS);
    };
    const onStop = (reason: 'pause' | 'ended') => () => {
        window.clearInterval(timer);
        report(video.currentTime, reason);
    };
    const onPause = onStop('pause');
    const onEnded = onStop('ended');

    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);

    return () => {
        window.clearInterval(timer);
        video.removeEventListener('play', onPlay);
        video.removeEventListener('pause', onPause);
        video.removeEventListener('ended', onEnded);
    };
}

/** reportPlayback for as long as the component shows the video. */
export default function usePlaybackReports(
    videoRef: RefObject<HTMLVideoElement | null>,
    onProgress?: (seconds: number, reason: ProgressReason) => void,
): void {
    const onProgressRef = useRef(onProgress);

    useEffect(() => {
        onProgressRef.current = onProgress;
    });

    useEffect(() => {
        const video = videoRef.current;

        if (!video) {
            return;
        }

        return reportPlayback(video, (seconds, reason) => {
            onProgressRef.current?.(seconds, reason);
        });
    }, [videoRef]);
}
