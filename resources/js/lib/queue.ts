import { storedValue } from '@/lib/storedValue';
import type { VideoCard } from '@/types/models';

/**
 * "Add to queue": videos the watch page plays next, in this tab only (session storage, key
 * `queue`), each kept as the card it was added from so the watch page can list it at once.
 */
export const QUEUE_KEY = 'queue';

/** Enough for an evening; older additions fall off the end. */
export const QUEUE_MAX = 100;

function isQueue(value: unknown): value is VideoCard[] {
    return (
        Array.isArray(value) &&
        value.every(
            (item: unknown) =>
                typeof item === 'object' &&
                item !== null &&
                typeof (item as VideoCard).id === 'string' &&
                typeof (item as VideoCard).title === 'string' &&
                typeof (item as VideoCard).channel === 'object',
        )
    );
}

export const queue = storedValue<VideoCard[]>(QUEUE_KEY, isQueue, [], 'sessionStorage');

export function addToQueue(video: VideoCard): void {
    queue.set([...queue.get().filter((item) => item.id !== video.id), video].slice(-QUEUE_MAX));
}

export function removeFromQueue(videoId: string): void {
    const items = queue.get();

    if (items.some((item) => item.id === videoId)) {
        queue.set(items.filter((item) => item.id !== videoId));
    }
}
