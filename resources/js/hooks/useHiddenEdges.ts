import { useEffect, useRef, useState, type RefObject } from 'react';

export type Side = 'before' | 'after';

export type HiddenEdges = Record<Side, boolean>;

/** How wide the fade at an edge with hidden items is, in pixels. */
export const EDGE_FADE = 48;

/** Fades the edges beyond which items are hidden, so a cut-off item reads as "more this way". */
export function edgeMask(hidden: HiddenEdges): string | undefined {
    if (!hidden.before && !hidden.after) {
        return undefined;
    }
    const start = hidden.before ? `transparent 0, black ${String(EDGE_FADE)}px` : 'black 0';
    const end = hidden.after
        ? `black calc(100% - ${String(EDGE_FADE)}px), transparent 100%`
        : 'black 100%';

    return `linear-gradient(to right, ${start}, ${end})`;
}

/**
 * Which ends of a sideways-scrolling row hide items, kept up to date as it scrolls or resizes.
 * `beforeChange` sees each new measure first (to move focus off a control that will go).
 */
export default function useHiddenEdges(
    row: RefObject<HTMLElement | null>,
    beforeChange?: (next: HiddenEdges) => void,
): HiddenEdges {
    const [hidden, setHidden] = useState<HiddenEdges>({ before: false, after: false });
    // The latest callback, without subscribing again each render.
    const notify = useRef(beforeChange);
    useEffect(() => {
        notify.current = beforeChange;
    });

    useEffect(() => {
        const element = row.current;
        if (!element) {
            return;
        }
        const measure = () => {
            const next = {
                before: element.scrollLeft > 1,
                after: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
            };
            notify.current?.(next);
            setHidden((current) =>
                current.before === next.before && current.after === next.after ? current : next,
            );
        };
        element.addEventListener('scroll', measure, { passive: true });
        // A ResizeObserver reports each element once as soon as it observes it: the first measure.
        const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
        observer?.observe(element);
        for (const item of element.children) {
            observer?.observe(item);
        }

        return () => {
            element.removeEventListener('scroll', measure);
            observer?.disconnect();
        };
    }, [row]);

    return hidden;
}
