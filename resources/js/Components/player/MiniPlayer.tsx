import { router } from '@inertiajs/react';
import { useLayoutEffect, useRef } from 'react';

import CloseIcon from '@/Components/icons/CloseIcon';
import { t } from '@/lib/i18n';

import { ExpandIcon, PauseIcon, PlayIcon, ReplayIcon } from './PlayerIcons';
import { playerSession, type PlayerSession } from './playerSession';
import useMediaState from './useMediaState';

const buttonClass =
    'flex size-9 shrink-0 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:text-neutral-100 dark:hover:bg-neutral-800';

/**
 * The video playing on in a corner after the viewer left its page: play and pause, close,
 * and back to the video's page, where the full player takes the same element back.
 */
export default function MiniPlayer({ session }: { session: PlayerSession }) {
    const hostRef = useRef<HTMLDivElement>(null);
    const { element, video } = session;
    const media = useMediaState(element);
    const paused = media?.paused ?? element.paused;
    const ended = media?.ended ?? element.ended;

    useLayoutEffect(() => {
        hostRef.current?.append(element);
    }, [element]);

    const togglePlay = () => {
        if (element.paused || element.ended) {
            element.play().catch(() => undefined);
        } else {
            element.pause();
        }
    };

    const backToVideo = () => {
        router.visit(route('watch', { v: video.id }));
    };

    return (
        <section
            aria-label={t('Miniplayer')}
            className="fixed right-2 bottom-2 z-40 flex w-[calc(100vw-1rem)] items-center overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-black/10 sm:right-4 sm:bottom-4 sm:w-96 sm:flex-col sm:items-stretch dark:bg-neutral-900 dark:ring-white/10"
        >
            <div className="relative aspect-video w-36 shrink-0 bg-black sm:w-full">
                <div ref={hostRef} className="absolute inset-0" />
                <button
                    type="button"
                    onClick={backToVideo}
                    aria-label={t('Back to :title', { title: video.title })}
                    className="absolute inset-0 hidden cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-400 sm:block"
                >
                    <span className="absolute top-2 left-2 flex size-8 items-center justify-center rounded-full bg-black/60 text-white">
                        <ExpandIcon className="size-4" />
                    </span>
                </button>
            </div>
            <div className="flex min-w-0 flex-1 items-center gap-1 px-2 py-1.5 sm:px-3">
                <button
                    type="button"
                    onClick={backToVideo}
                    className="min-w-0 flex-1 rounded text-start focus-visible:outline-2 focus-visible:outline-sky-500"
                >
                    <span className="block truncate text-sm font-semibold">{video.title}</span>
                    {video.channelName && (
                        <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">
                            {video.channelName}
                        </span>
                    )}
                </button>
                <button
                    type="button"
                    onClick={togglePlay}
                    aria-label={ended ? t('Replay') : paused ? t('Play') : t('Pause')}
                    className={buttonClass}
                >
                    {ended ? (
                        <ReplayIcon className="size-5" />
                    ) : paused ? (
                        <PlayIcon className="size-5" />
                    ) : (
                        <PauseIcon className="size-5" />
                    )}
                </button>
                <button
                    type="button"
                    onClick={() => {
                        playerSession.close();
                    }}
                    aria-label={t('Close miniplayer')}
                    className={buttonClass}
                >
                    <CloseIcon className="size-5" />
                </button>
            </div>
        </section>
    );
}
