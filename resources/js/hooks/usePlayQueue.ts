import { useEffect } from 'react';

import useStoredValue from '@/hooks/useStoredValue';
import { queue, removeFromQueue } from '@/lib/queue';
import type { VideoCard } from '@/types/models';

const NO_VIDEOS: VideoCard[] = [];

/**
 * The watch page's side of "Add to queue": the video now playing leaves the queue, and the
 * first queued video is what plays next (the player's end screen starts it).
 */
export default function usePlayQueue(currentId: string) {
    const queued = useStoredValue(queue, NO_VIDEOS);

    useEffect(() => {
        removeFromQueue(currentId);
    }, [currentId]);

    return { queued, next: queued[0] ?? null, clear: queue.clear };
}
