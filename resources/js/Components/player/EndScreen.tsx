import { Link, router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';

import { watchUrl } from '@/Components/video/VideoCard';
import { t } from '@/lib/i18n';
import type { VideoCard } from '@/types/models';

import { ReplayIcon } from './PlayerIcons';

/** Seconds the end screen counts down before the next video starts. */
export const UP_NEXT_COUNTDOWN_SECONDS = 5;

const buttonClass =
    'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400';

/**
 * What shows when a video ends: the next video with a countdown that starts it (when the
 * viewer has autoplay on, or queued it), which Cancel stops; Replay otherwise.
 */
export default function EndScreen({
    next,
    countdown,
    onReplay,
}: {
    next: VideoCard | null;
    /** Whether the next video starts by itself after the countdown. */
    countdown: boolean;
    onReplay: () => void;
}) {
    const [remaining, setRemaining] = useState(UP_NEXT_COUNTDOWN_SECONDS);
    const [cancelled, setCancelled] = useState(false);
    const replayRef = useRef<HTMLButtonElement>(null);
    const counting = next !== null && countdown && !cancelled;

    // Cancel goes away with the countdown: focus lands on what takes its place.
    useEffect(() => {
        if (cancelled) {
            replayRef.current?.focus();
        }
    }, [cancelled]);

    useEffect(() => {
        if (!counting) {
            return;
        }

        if (remaining === 0) {
            router.visit(watchUrl(next.id));

            return;
        }

        const timer = window.setTimeout(() => {
            setRemaining((seconds) => seconds - 1);
        }, 1000);

        return () => {
            window.clearTimeout(timer);
        };
    }, [counting, remaining, next]);

    return (
        <div
            data-testid="end-screen"
            className="absolute inset-0 z-20 flex items-center justify-center bg-black/85 p-3 pb-14 text-white sm:p-6 sm:pb-16"
        >
            <div className="flex w-full max-w-lg flex-col items-center gap-2 sm:gap-4">
                {next && (
                    <>
                        <p aria-live="polite" className="text-sm text-neutral-200">
                            {counting
                                ? t('Up next in :seconds', { seconds: remaining })
                                : t('Up next')}
                        </p>
                        <Link
                            href={watchUrl(next.id)}
                            className="flex w-full items-center gap-3 rounded-lg p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-sky-400"
                        >
                            <span className="aspect-video w-28 shrink-0 overflow-hidden rounded-md bg-neutral-800 sm:w-48">
                                {next.thumbnail && (
                                    <img
                                        src={next.thumbnail}
                                        alt=""
                                        className="size-full object-cover"
                                    />
                                )}
                            </span>
                            <span className="min-w-0">
                                <span className="line-clamp-2 text-sm font-semibold sm:text-base">
                                    {next.title}
                                </span>
                                <span className="block truncate text-xs text-neutral-300 sm:text-sm">
                                    {next.channel.name}
                                </span>
                            </span>
                        </Link>
                    </>
                )}
                <div className="flex gap-2">
                    {counting ? (
                        <>
                            <button
                                type="button"
                                onClick={() => {
                                    setCancelled(true);
                                }}
                                className={`${buttonClass} bg-white/15 hover:bg-white/25`}
                            >
                                {t('Cancel')}
                            </button>
                            <button
                                type="button"
                                onClick={() => {
                                    router.visit(watchUrl(next.id));
                                }}
                                className={`${buttonClass} bg-white text-neutral-900 hover:bg-neutral-200`}
                            >
                                {t('Play now')}
                            </button>
                        </>
                    ) : (
                        <button
                            ref={replayRef}
                            type="button"
                            onClick={onReplay}
                            className={`${buttonClass} bg-white/15 hover:bg-white/25`}
                        >
                            <ReplayIcon className="size-5" />
                            {t('Replay')}
                        </button>
                    )}
                </div>
            </div>
        </div>
    );
}
