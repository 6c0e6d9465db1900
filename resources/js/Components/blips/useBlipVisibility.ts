import { useEffect, useState, type RefObject } from 'react';

import { BLIP_VISIBLE_RATIO } from './feed';

/** The attribute that numbers each blip screen for the observer. */
export const BLIP_INDEX_ATTRIBUTE = 'data-blip-index';

/**
 * Which blip of the feed is on screen: `visibleIndex` is the one at least
 * BLIP_VISIBLE_RATIO visible (null mid-scroll, when none is), `currentIndex` the last one
 * that was (where the viewer is, for the URL, the media window and the keys).
 */
export default function useBlipVisibility(
    feedRef: RefObject<HTMLElement | null>,
    count: number,
    startIndex = 0,
): { visibleIndex: number | null; currentIndex: number } {
    const [visibleIndex, setVisibleIndex] = useState<number | null>(startIndex);
    const [currentIndex, setCurrentIndex] = useState(startIndex);

    useEffect(() => {
        const feed = feedRef.current;

        if (!feed) {
            return;
        }

        const observer = new IntersectionObserver(
            (entries) => {
                for (const entry of entries) {
                    const index = Number(entry.target.getAttribute(BLIP_INDEX_ATTRIBUTE));

                    if (entry.intersectionRatio >= BLIP_VISIBLE_RATIO) {
                        setVisibleIndex(index);
                        setCurrentIndex(index);
                    } else {
                        setVisibleIndex((visible) => (visible === index ? null : visible));
                    }
                }
            },
            { root: feed, threshold: [0, BLIP_VISIBLE_RATIO, 1] },
        );

        feed.querySelectorAll(`[${BLIP_INDEX_ATTRIBUTE}]`).forEach((element) => {
            observer.observe(element);
        });

        return () => {
            observer.disconnect();
        };
    }, [feedRef, count]);

    // A feed that shrank (a blip set aside) keeps its place inside the list.
    const last = Math.max(0, count - 1);

    return {
        visibleIndex: visibleIndex === null ? null : Math.min(visibleIndex, last),
        currentIndex: Math.min(currentIndex, last),
    };
}
