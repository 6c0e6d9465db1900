import { usePage } from '@inertiajs/react';
import {
    useCallback,
    useEffect,
    useRef,
    useState,
    type PointerEvent,
    type RefCallback,
} from 'react';

import { guestSettings, withGuestSettings } from '@/lib/guestSettings';
import type { PageProps } from '@/types';

/** How long the pointer rests on a card before its preview starts: crossing a grid starts none. */
export const PREVIEW_DELAY_MS = 500;

/** A device whose main pointer is a mouse; touch screens (hover: none, coarse) get no previews. */
const HOVER_POINTER_QUERY = '(hover: hover) and (pointer: fine)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface PreviewSource {
    /** The card's playlist (VideoCard.hls_url); no preview without one. */
    hls: string | null | undefined;
    /** Seconds; a live stream plays from its live edge. */
    duration: number;
    live: boolean;
    /** Where the viewer left off, when the card shows it. */
    resumeAt?: number;
}

export interface InlinePreview {
    /** For the element whose hover starts the preview (the card). */
    hoverProps: {
        onPointerEnter: (event: PointerEvent) => void;
        onPointerLeave: () => void;
    };
    /** The delay has passed: the card renders its PreviewVideo over the thumbnail. */
    active: boolean;
    /** The second the preview has reached once its frames show; null before (the thumbnail shows). */
    position: number | null;
    bindVideo: RefCallback<HTMLVideoElement>;
}

/** Stops the preview playing now, so starting another one leaves a single preview on the page. */
let stopPlaying: (() => void) | null = null;

function matches(query: string): boolean {
    return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether previews may start now: asked when the pointer enters a card rather than watched by
 * every card of a grid. The viewer's Inline playback and Reduced motion settings (a visitor's
 * as this browser keeps them), the device's reduced-motion preference and its pointer decide.
 */
function previewsAllowed(props: PageProps): boolean {
    const settings =
        props.auth.user === null
            ? withGuestSettings(props.settings, guestSettings.get(), null)
            : props.settings;

    return (
        settings.playback.inline_playback &&
        !settings.appearance.reduced_motion &&
        !matches(REDUCED_MOTION_QUERY) &&
        matches(HOVER_POINTER_QUERY)
    );
}

/**
 * A card's muted hover preview, as YouTube's inline playback: the pointer resting on the card
 * for PREVIEW_DELAY_MS plays the video in the thumbnail's place (previewPlayback, through the
 * watch page's engine, both loaded with the first preview); leaving the card stops it and lets
 * go of the media. Keyboard focus and touch never start one.
 */
export default function useInlinePreview({
    hls,
    duration,
    live,
    resumeAt,
}: PreviewSource): InlinePreview {
    const props = usePage<PageProps>().props;
    const [active, setActive] = useState(false);
    const [position, setPosition] = useState<number | null>(null);
    const timer = useRef<number | undefined>(undefined);

    const stop = useCallback(() => {
        window.clearTimeout(timer.current);
        timer.current = undefined;
        setActive(false);
        setPosition(null);
    }, []);

    useEffect(
        () => () => {
            window.clearTimeout(timer.current);
        },
        [],
    );

    useEffect(() => {
        if (!active) {
            return;
        }

        stopPlaying?.();
        stopPlaying = stop;

        return () => {
            if (stopPlaying === stop) {
                stopPlaying = null;
            }
        };
    }, [active, stop]);

    const onPointerEnter = (event: PointerEvent) => {
        if (event.pointerType !== 'mouse' || !hls || !previewsAllowed(props)) {
            return;
        }

        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
            timer.current = undefined;
            setActive(true);
        }, PREVIEW_DELAY_MS);
    };

    const bindVideo = useCallback(
        (element: HTMLVideoElement | null) => {
            if (!element || !hls) {
                return;
            }

            const controller = new AbortController();
            const { signal } = controller;

            void import('./previewPlayback').then(({ playPreview }) => {
                if (!signal.aborted) {
                    playPreview(element, {
                        hls,
                        duration,
                        live,
                        resumeAt,
                        onPosition: setPosition,
                        onDone: stop,
                        signal,
                    });
                }
            });

            return () => {
                controller.abort();
            };
        },
        [hls, duration, live, resumeAt, stop],
    );

    return { hoverProps: { onPointerEnter, onPointerLeave: stop }, active, position, bindVideo };
}
