import { usePage } from '@inertiajs/react';
import { useCallback, useEffect, useRef } from 'react';

import { recordGuestWatch } from '@/lib/guestLibrary';
import type { PageProps } from '@/types';

/** The player ticks every second; the server hears about it at most this often while playing. */
export const PROGRESS_REPORT_MS = 10_000;

function xsrfToken(): string {
    const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);

    return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/**
 * Sends the position reached to the server: at the first tick (which counts the view), then
 * every PROGRESS_REPORT_MS, and whenever playback pauses or ends or the page goes away, so
 * history resumes where the viewer really stopped. A signed-out viewer's history and resume
 * position are kept in this browser instead (lib/guestLibrary.ts).
 */
export default function useWatchProgress(videoId: string) {
    const signedIn = usePage<PageProps>().props.auth.user !== null;
    const lastSent = useRef<number | null>(null);
    const latest = useRef<number | null>(null);

    const send = useCallback(
        (seconds: number) => {
            lastSent.current = Date.now();

            if (!signedIn) {
                recordGuestWatch(videoId, seconds);
            }

            // keepalive lets the last report finish while the page unloads.
            void fetch(route('videos.progress', { video: videoId }), {
                method: 'POST',
                keepalive: true,
                credentials: 'same-origin',
                headers: {
                    'Content-Type': 'application/json',
                    Accept: 'application/json',
                    'X-Requested-With': 'XMLHttpRequest',
                    'X-XSRF-TOKEN': xsrfToken(),
                },
                body: JSON.stringify({ position: Math.max(0, Math.floor(seconds)) }),
            }).catch(() => {
                // A lost report only costs a few seconds of resume position; the next one catches up.
            });
        },
        [videoId, signedIn],
    );

    useEffect(() => {
        lastSent.current = null;
        latest.current = null;

        const flush = () => {
            if (latest.current !== null) {
                send(latest.current);
            }
        };
        window.addEventListener('pagehide', flush);

        return () => {
            window.removeEventListener('pagehide', flush);
            // Leaving for another page inside the app.
            flush();
        };
    }, [send]);

    return useCallback(
        (seconds: number, reason: 'tick' | 'pause' | 'ended') => {
            latest.current = seconds;
            const due =
                lastSent.current === null || Date.now() - lastSent.current >= PROGRESS_REPORT_MS;

            if (reason !== 'tick' || due) {
                send(seconds);
            }
        },
        [send],
    );
}
