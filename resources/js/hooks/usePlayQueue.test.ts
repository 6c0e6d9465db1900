import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { addToQueue, queue } from '@/lib/queue';
import { makeVideo } from '@/test/videos';

import usePlayQueue from './usePlayQueue';

describe('usePlayQueue', () => {
    afterEach(() => {
        sessionStorage.clear();
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

    it('has the first queued video next, in the order added', () => {
        addToQueue(makeVideo({ id: 'firstvideo1' }));
        addToQueue(makeVideo({ id: 'secondvideo' }));
        const { result } = renderHook(() => usePlayQueue('something11'));

        expect(result.current.next?.id).toBe('firstvideo1');
    });

    it('has nothing next when the queue is empty', () => {
        const { result } = renderHook(() => usePlayQueue('something11'));

        expect(result.current.next).toBeNull();
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
