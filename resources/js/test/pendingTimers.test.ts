import { describe, expect, it } from 'vitest';

import { trackPendingTimers } from '@/test/pendingTimers';

const pause = (ms: number) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

function nodeTimers() {
    return { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
}

describe('trackPendingTimers', () => {
    it('cancels the timeouts still pending, and only those', async () => {
        const timers = nodeTimers();
        const cancelPending = trackPendingTimers(timers);
        const fired: string[] = [];

        timers.setTimeout(() => fired.push('early'), 1);
        await pause(20);
        timers.setTimeout(() => fired.push('left behind'), 30);
        cancelPending();
        await pause(60);

        expect(fired).toEqual(['early']);
    });

    it('passes arguments on and lets a cleared timeout stay cleared', async () => {
        const timers = nodeTimers();
        trackPendingTimers(timers);
        const fired: string[] = [];

        timers.setTimeout((word: string) => fired.push(word), 1, 'passed');
        const cleared = timers.setTimeout(() => fired.push('cleared'), 1);
        timers.clearTimeout(cleared);
        await pause(20);

        expect(fired).toEqual(['passed']);
    });
});
