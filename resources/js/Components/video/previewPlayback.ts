import { attachSource, type AttachedSource } from '@/Components/player/attachSource';
import type { QualityLevel } from '@/Components/player/quality';

/** A preview skips this share of the video (at most MAX_LEAD_IN seconds), past its opening. */
const LEAD_IN_SHARE = 0.1;
const MAX_LEAD_IN = 30;
/** A resume position closer than this to the end starts the preview at its lead-in instead. */
const MIN_SECONDS_LEFT = 5;

/** Where a preview starts: the viewer's resume position, else a little way in. */
export function previewStart(duration: number, resumeAt = 0): number {
    if (resumeAt > 0 && resumeAt < duration - MIN_SECONDS_LEFT) {
        return resumeAt;
    }

    return Math.floor(Math.min(duration * LEAD_IN_SHARE, MAX_LEAD_IN));
}

/** The lowest rendition at least as tall as the card shows it (in device pixels), else the tallest. */
export function previewLevel(levels: QualityLevel[], pixelHeight: number): number {
    const byHeight = [...levels].sort((a, b) => a.height - b.height);
    const fitting = byHeight.find((level) => level.height >= pixelHeight) ?? byHeight.at(-1);

    return fitting?.index ?? -1;
}

export interface PreviewPlayback {
    hls: string;
    duration: number;
    live: boolean;
    resumeAt?: number;
    /** The second reached, from the first frame that plays on. */
    onPosition: (seconds: number) => void;
    /** The preview is over: the video ended, or the page was hidden (no pointer leave comes then). */
    onDone: () => void;
    /** Aborted when the card no longer wants the preview: the media is let go of. */
    signal: AbortSignal;
}

/**
 * Plays a card's preview, muted, in the element: the part of useInlinePreview loaded with the
 * first preview, beside the engine (hls.js, so the rendition fits the card rather than the
 * bandwidth), so no page's first load carries it.
 */
export function playPreview(
    element: HTMLVideoElement,
    { hls, duration, live, resumeAt, onPosition, onDone, signal }: PreviewPlayback,
): void {
    let attached: AttachedSource | null = null;
    let showing = false;
    const startAt = live ? 0 : previewStart(duration, resumeAt);

    element.muted = true;
    element.addEventListener(
        'loadedmetadata',
        () => {
            if (startAt > 0) {
                element.currentTime = startAt;
            }
            element.play().catch(() => undefined);
        },
        { once: true, signal },
    );
    element.addEventListener(
        'playing',
        () => {
            showing = true;
            onPosition(element.currentTime);
        },
        { signal },
    );
    element.addEventListener(
        'timeupdate',
        () => {
            if (showing) {
                onPosition(element.currentTime);
            }
        },
        { signal },
    );
    element.addEventListener('ended', onDone, { signal });
    document.addEventListener(
        'visibilitychange',
        () => {
            if (document.hidden) {
                onDone();
            }
        },
        { signal },
    );
    signal.addEventListener('abort', () => attached?.destroy(), { once: true });

    void attachSource(element, { hls }, signal, {
        preferHlsJs: true,
        initialQuality: (levels) =>
            previewLevel(levels, element.clientHeight * window.devicePixelRatio),
    }).then((source) => {
        if (signal.aborted) {
            source.destroy();
        } else {
            attached = source;
        }
    });
}
