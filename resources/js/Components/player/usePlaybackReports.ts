import { useEffect, useRef, type RefObject } from 'react';

/** Spec §9: the player reports its position every second while playing. */
export const PROGRESS_INTERVAL_MS = 1000;

export type ProgressReason = 'tick' | 'pause' | 'ended';

/**
 * Calls onProgress with the position every PROGRESS_INTERVAL_MS while the video plays, and
 * when it pauses or ends (useWatchProgress turns these into views and history).
 */
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

        let timer: number | undefined;
        const report = (reason: ProgressReason) => {
            onProgressRef.current?.(video.currentTime, reason);
        };
        const onPlay = () => {
            window.clearInterval(timer);
            timer = window.setInterval(() => {
                report('tick');
            }, PROGRESS_INTERVAL_MS);
        };
        const onStop = (reason: 'pause' | 'ended') => () => {
            window.clearInterval(timer);
            report(reason);
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
    }, [videoRef]);
}
