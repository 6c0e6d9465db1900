import { describe, expect, it } from 'vitest';

import { TransferRate } from './transferRate';

const MB = 1024 * 1024;

describe('TransferRate', () => {
    it('knows nothing before half a second of progress', () => {
        const rate = new TransferRate();
        rate.record(0, 0);
        rate.record(MB, 400);

        expect(rate.bytesPerSecond()).toBeNull();
        expect(rate.secondsLeft(10 * MB)).toBeNull();
    });

    it('measures bytes per second and the time left at that speed', () => {
        const rate = new TransferRate();
        rate.record(0, 0);
        rate.record(MB, 1000);
        rate.record(2 * MB, 2000);

        expect(rate.bytesPerSecond()).toBe(MB);
        expect(rate.secondsLeft(10 * MB)).toBe(8);
    });

    it('follows the last five seconds only', () => {
        const rate = new TransferRate();
        rate.record(0, 0);
        rate.record(10 * MB, 1000);
        for (let second = 2; second <= 8; second++) {
            rate.record(10 * MB + (second - 1) * MB, second * 1000);
        }

        expect(rate.bytesPerSecond()).toBe(MB);
    });

    it('starts over when a retried chunk moves the count back', () => {
        const rate = new TransferRate();
        rate.record(0, 0);
        rate.record(5 * MB, 1000);
        rate.record(4 * MB, 1500);
        rate.record(4 * MB + MB / 2, 2500);

        expect(rate.bytesPerSecond()).toBe(MB / 2);
    });

    it('forgets everything on reset, so a pause does not lower the speed', () => {
        const rate = new TransferRate();
        rate.record(0, 0);
        rate.record(MB, 1000);
        rate.reset();
        rate.record(MB, 60_000);

        expect(rate.bytesPerSecond()).toBeNull();
    });
});
