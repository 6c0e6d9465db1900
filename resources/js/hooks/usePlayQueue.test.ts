import { router } from '@inertiajs/react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { addToQueue, queue } from '@/lib/queue';
import { makeVideo } from '@/test/videos';

import usePlayQueue from './usePlayQueue';

describe('usePlayQueue', () => {
    afterEach(() => {
        sessionStorage.clear();
        vi.restoreAllMocks();
    });

    it('takes the video now playing off the queue', () => {
        const playing = makeVideo({ id: 'playing0001' });
        const next = makeVideo({ id: 'nextvideo01' });
        addToQueue(playing);
        addToQueue(next);

        const { result } = renderHook(() => usePlayQueue('playing0001'));

        expect(result.current.queued.map((video) => video.id)).toEqual(['nextvideo01']);
        expect(queue.get()).toEqual([next]);
    });

    it('plays the first queued video next, in the order added', () => {
        const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
        addToQueue(makeVideo({ id: 'firstvideo1' }));
        addToQueue(makeVideo({ id: 'secondvideo' }));
        const { result } = renderHook(() => usePlayQueue('something11'));

        let played = false;
        act(() => {
            played = result.current.playNext();
        });

        expect(played).toBe(true);
        expect(visit).toHaveBeenCalledWith('/watch?v=firstvideo1');
    });

    it('does nothing at the end of an empty queue', () => {
        const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
        const { result } = renderHook(() => usePlayQueue('something11'));

        expect(result.current.playNext()).toBe(false);
        expect(visit).not.toHaveBeenCalled();
    });

    it('keeps the queue in this tab only, and clears it on request', () => {
        addToQueue(makeVideo({ id: 'firstvideo1' }));
        const { result } = renderHook(() => usePlayQueue('something11'));

        expect(sessionStorage.getItem('queue')).not.toBeNull();
        expect(localStorage.getItem('queue')).toBeNull();

        act(() => {
            result.current.clear();
        });

        expect(result.current.queued).toEqual([]);
    });
});
