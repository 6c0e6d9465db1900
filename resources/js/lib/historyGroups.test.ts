import { describe, expect, it } from 'vitest';

import { groupHistory, historyGroupOf, watchedAtLabel } from './historyGroups';

// Dates built from local parts: the groups follow the browser's calendar, whatever its zone.
const at = (day: number, hours: number, minutes = 0, seconds = 0) =>
    new Date(2026, 2, day, hours, minutes, seconds);

describe('historyGroupOf', () => {
    const now = at(15, 0, 30);

    it('puts everything since local midnight under Today', () => {
        expect(historyGroupOf(at(15, 0, 0), now)).toBe('Today');
        expect(historyGroupOf(at(15, 0, 29), now)).toBe('Today');
    });

    it('puts the previous calendar day, to its last second, under Yesterday', () => {
        expect(historyGroupOf(at(14, 23, 59, 59), now)).toBe('Yesterday');
        expect(historyGroupOf(at(14, 0, 0), now)).toBe('Yesterday');
    });

    it('keeps the rest of the last seven days under Last week, then Older', () => {
        expect(historyGroupOf(at(13, 23, 59, 59), now)).toBe('Last week');
        expect(historyGroupOf(at(9, 0, 0), now)).toBe('Last week');
        expect(historyGroupOf(at(8, 23, 59, 59), now)).toBe('Older');
        expect(historyGroupOf(new Date(2025, 0, 1), now)).toBe('Older');
    });

    it('counts calendar days, not 24-hour spans', () => {
        const lateEvening = at(15, 23, 50);

        expect(historyGroupOf(at(15, 0, 5), lateEvening)).toBe('Today');
        expect(historyGroupOf(at(14, 23, 55), at(15, 0, 1))).toBe('Yesterday');
    });

    it('treats a watch ahead of the clock as Today', () => {
        expect(historyGroupOf(at(16, 9, 0), now)).toBe('Today');
    });

    it('reads ISO times in the browser time zone', () => {
        expect(historyGroupOf(at(14, 22, 0).toISOString(), now)).toBe('Yesterday');
    });
});

describe('groupHistory', () => {
    it('groups in spec order, keeps each group in the given order and hides empty groups', () => {
        const now = at(15, 12);
        const entries = [
            { id: 'a', watched_at: at(15, 11).toISOString() },
            { id: 'b', watched_at: at(15, 8).toISOString() },
            { id: 'c', watched_at: at(10, 8).toISOString() },
            { id: 'd', watched_at: at(1, 8).toISOString() },
        ];

        expect(
            groupHistory(entries, now).map((group) => [
                group.name,
                group.entries.map((entry) => entry.id),
            ]),
        ).toEqual([
            ['Today', ['a', 'b']],
            ['Last week', ['c']],
            ['Older', ['d']],
        ]);
    });

    it('answers no groups for no entries', () => {
        expect(groupHistory([], at(15, 12))).toEqual([]);
    });
});

describe('watchedAtLabel', () => {
    it('prints the time on a 12-hour clock', () => {
        expect(watchedAtLabel(at(15, 0, 5))).toBe('Watched at 12:05 AM');
        expect(watchedAtLabel(at(15, 9, 7))).toBe('Watched at 9:07 AM');
        expect(watchedAtLabel(at(15, 12, 0))).toBe('Watched at 12:00 PM');
        expect(watchedAtLabel(at(15, 23, 59))).toBe('Watched at 11:59 PM');
    });
});
