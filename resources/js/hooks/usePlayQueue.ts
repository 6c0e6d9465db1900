import { router } from '@inertiajs/react';
import { useCallback, useEffect } from 'react';

import useStoredValue from '@/hooks/useStoredValue';
import { queue, removeFromQueue } from '@/lib/queue';
import type { VideoCard } from '@/types/models';

const NO_VIDEOS: VideoCard[] = [];

/**
 * The watch page's side of "Add to queue": the video now playing leaves the queue, and when
 * it ends the first queued video plays next.
 */
export default function usePlayQueue(currentId: string) {
    const queued = useStoredValue(queue, NO_VIDEOS);

    useEffect(() => {
        removeFromQueue(currentId);
    }, [currentId]);

    /** Opens the next queued video, if any; answers whether there was one. */
    const playNext = useCallback((): boolean => {
        const next = queue.get()[0];

        if (next === undefined) {
            return false;
        }

        router.visit(`/watch?v=${encodeURIComponent(next.id)}`);

        return true;
    }, []);

    return { queued, playNext, clear: queue.clear };
}
