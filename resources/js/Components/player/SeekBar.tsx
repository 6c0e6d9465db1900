import { useState, type KeyboardEvent, type PointerEvent } from 'react';

import { formatClock } from '@/lib/format';
import { t } from '@/lib/i18n';

import { tileAt, useStoryboard } from './storyboard';
import type { MediaState } from './useMediaState';

/** Seconds an arrow key moves the playhead, as YouTube's ← and →. */
export const SEEK_STEP_SECONDS = 5;

/** PageUp and PageDown, as YouTube's j and l. */
export const SEEK_JUMP_SECONDS = 10;

function clamp(value: number, min: number, max: number): number {
    return Math.min(max, Math.max(min, value));
}

/**
 * The progress bar: a slider over the video's length showing what is played and buffered,
 * with the time (and the storyboard's preview, where the video has one) under the pointer.
 * Dragging or clicking seeks; arrows, PageUp/PageDown, Home and End move it by keyboard.
 */
export default function SeekBar({
    media,
    storyboard,
    onSeek,
    onSeekBy,
}: {
    media: MediaState;
    storyboard?: string | null;
    /** Moves the playhead to a time. */
    onSeek: (seconds: number) => void;
    /** Moves the playhead by some seconds from where the element is now. */
    onSeekBy: (seconds: number) => void;
}) {
    const [hover, setHover] = useState<{ x: number; time: number } | null>(null);
    const [dragging, setDragging] = useState(false);
    const previews = useStoryboard(storyboard);
    const duration = Number.isFinite(media.duration) ? media.duration : 0;
    const share = (seconds: number) => (duration > 0 ? clamp(seconds / duration, 0, 1) * 100 : 0);

    const seek = (time: number) => {
        onSeek(clamp(time, 0, duration));
    };

    const pointed = (event: PointerEvent<HTMLDivElement>) => {
        const rect = event.currentTarget.getBoundingClientRect();
        const x = clamp(event.clientX - rect.left, 0, rect.width);

        return { x, time: rect.width > 0 ? (x / rect.width) * duration : 0 };
    };

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        const steps: Record<string, number> = {
            ArrowLeft: -SEEK_STEP_SECONDS,
            ArrowDown: -SEEK_STEP_SECONDS,
            ArrowRight: SEEK_STEP_SECONDS,
            ArrowUp: SEEK_STEP_SECONDS,
            PageDown: -SEEK_JUMP_SECONDS,
            PageUp: SEEK_JUMP_SECONDS,
        };

        if (event.key in steps) {
            onSeekBy(steps[event.key] ?? 0);
        } else if (event.key === 'Home') {
            seek(0);
        } else if (event.key === 'End') {
            seek(duration);
        } else {
            return;
        }

        event.preventDefault();
    };

    const tile = hover ? tileAt(previews.tiles, hover.time) : null;
    // The label stays inside the bar at either end.
    const half = tile ? tile.width / 2 : 24;

    return (
        <div
            role="slider"
            tabIndex={0}
            aria-label={t('Seek')}
            aria-valuemin={0}
            aria-valuemax={Math.floor(duration)}
            aria-valuenow={Math.floor(media.currentTime)}
            aria-valuetext={t(':time of :duration', {
                time: formatClock(media.currentTime),
                duration: formatClock(duration),
            })}
            onKeyDown={onKeyDown}
            onFocus={previews.load}
            onPointerEnter={previews.load}
            onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                setDragging(true);
                seek(pointed(event).time);
            }}
            onPointerMove={(event) => {
                const point = pointed(event);
                setHover(point);

                if (dragging) {
                    seek(point.time);
                }
            }}
            onPointerUp={(event) => {
                event.currentTarget.releasePointerCapture(event.pointerId);
                setDragging(false);
            }}
            onPointerLeave={() => {
                if (!dragging) {
                    setHover(null);
                }
            }}
            className="group/seek relative flex h-4 cursor-pointer touch-none items-center rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
        >
            <div className="relative h-1 w-full overflow-hidden rounded-full bg-white/30 transition-[height] group-hover/seek:h-1.5 motion-reduce:transition-none">
                <div
                    data-testid="seek-buffered"
                    className="absolute inset-y-0 left-0 bg-white/50"
                    style={{ width: `${share(media.bufferedEnd)}%` }}
                />
                {hover && (
                    <div
                        className="absolute inset-y-0 left-0 bg-white/40"
                        style={{ width: `${share(hover.time)}%` }}
                    />
                )}
                <div
                    className="absolute inset-y-0 left-0 bg-red-600"
                    style={{ width: `${share(media.currentTime)}%` }}
                />
            </div>
            <div
                aria-hidden="true"
                className="absolute size-3.5 -translate-x-1/2 scale-0 rounded-full bg-red-600 transition-transform group-hover/seek:scale-100 group-focus-visible/seek:scale-100 motion-reduce:transition-none"
                style={{ left: `${share(media.currentTime)}%` }}
            />
            {hover && (
                <div
                    aria-hidden="true"
                    className="pointer-events-none absolute bottom-full mb-3 flex -translate-x-1/2 flex-col items-center gap-1"
                    style={{ left: `clamp(${half}px, ${hover.x}px, calc(100% - ${half}px))` }}
                >
                    {tile && (
                        <div
                            data-testid="seek-preview"
                            className="rounded-md bg-black bg-no-repeat ring-2 ring-white"
                            style={{
                                width: tile.width,
                                height: tile.height,
                                backgroundImage: `url("${tile.url}")`,
                                backgroundPosition: `-${tile.x}px -${tile.y}px`,
                            }}
                        />
                    )}
                    <span className="rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
                        {formatClock(hover.time)}
                    </span>
                </div>
            )}
        </div>
    );
}
