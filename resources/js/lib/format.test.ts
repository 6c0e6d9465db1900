import { afterEach, describe, expect, it } from 'vitest';

import {
    formatClock,
    formatCount,
    formatDuration,
    formatSubscribers,
    timeAgo,
    viewsAndAge,
    formatBytes,
    formatSpeed,
    formatTimeLeft,
} from './format';
import { activateLocale } from './i18n';

describe('formatCount', () => {
    it.each([
        [0, '0'],
        [7, '7'],
        [999, '999'],
        [1_000, '1K'],
        [1_500, '1.5K'],
        [1_999, '1.9K'],
        [12_345, '12.3K'],
        [999_999, '999.9K'],
        [1_000_000, '1M'],
        [1_250_000, '1.2M'],
        [2_560_000_000, '2560M'],
    ])('shows %d as %s', (count, expected) => {
        expect(formatCount(count)).toBe(expected);
    });

    it('shows nonsense as 0', () => {
        expect(formatCount(Number.NaN)).toBe('0');
        expect(formatCount(-5)).toBe('0');
        expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    });
});

describe('formatSubscribers', () => {
    it.each([
        [999, '999'],
        [1_500, '1.5K'],
        [1_000_000, '1M'],
        [1_250_000, '1.25M'],
        [1_257_000, '1.25M'],
        [1_200_000, '1.2M'],
        [38_900_000, '38.9M'],
    ])('shows %d as %s', (count, expected) => {
        expect(formatSubscribers(count)).toBe(expected);
    });
});

describe('timeAgo', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

    it.each([
        [0, 'just now'],
        [59, 'just now'],
        [60, '1 minute ago'],
        [5 * 60, '5 minutes ago'],
        [3_600, '1 hour ago'],
        [23 * 3_600, '23 hours ago'],
        [86_400, '1 day ago'],
        [29 * 86_400, '29 days ago'],
        [30 * 86_400, '1 month ago'],
        [11 * 30 * 86_400, '11 months ago'],
        [365 * 86_400, '1 year ago'],
        [3 * 365 * 86_400, '3 years ago'],
    ])('shows %d seconds ago as %s', (seconds, expected) => {
        expect(timeAgo(before(seconds), now)).toBe(expected);
    });

    it('accepts ISO strings', () => {
        expect(timeAgo('2026-06-13T12:00:00Z', now)).toBe('2 days ago');
    });

    it('shows a future or unreadable date as just now', () => {
        expect(timeAgo(new Date(now.getTime() + 120_000), now)).toBe('just now');
        expect(timeAgo('not a date', now)).toBe('just now');
    });
});

describe('formatClock', () => {
    it.each([
        [0, '0:00'],
        [83.7, '1:23'],
        [600, '10:00'],
        [3_723, '1:02:03'],
        [Number.NaN, '0:00'],
        [Number.POSITIVE_INFINITY, '0:00'],
        [-4, '0:00'],
    ])('shows %d seconds as %s', (seconds, expected) => {
        expect(formatClock(seconds)).toBe(expected);
    });
});

describe('formatDuration', () => {
    it.each([
        [0, '00:00'],
        [5, '00:05'],
        [65, '01:05'],
        [599.9, '09:59'],
        [3_599, '59:59'],
        [3_600, '1:00:00'],
        [3_723, '1:02:03'],
        [36_000, '10:00:00'],
    ])('shows %d seconds as %s', (seconds, expected) => {
        expect(formatDuration(seconds)).toBe(expected);
    });

    it.each([Number.NaN, -1, Number.POSITIVE_INFINITY, null, undefined])(
        'shows the invalid duration %s as 00:00',
        (seconds) => {
            expect(formatDuration(seconds)).toBe('00:00');
        },
    );
});

describe('viewsAndAge', () => {
    const now = new Date('2026-06-15T12:00:00Z');

    it('joins the view count and the age', () => {
        expect(viewsAndAge(1_500, '2026-06-13T12:00:00Z', now)).toBe('1.5K views • 2 days ago');
    });

    it('says view for exactly one', () => {
        expect(viewsAndAge(1, '2026-06-15T11:00:00Z', now)).toBe('1 view • 1 hour ago');
    });

    it('leaves out the age of an unpublished video', () => {
        expect(viewsAndAge(0, null, now)).toBe('0 views');
    });
});

describe('formatBytes', () => {
    it.each([
        [0, '0 B'],
        [512, '512 B'],
        [1536, '1.5 KB'],
        [5 * 1024 * 1024, '5 MB'],
        [12.34 * 1024 * 1024, '12.3 MB'],
        [4 * 1024 ** 3, '4 GB'],
        [Number.NaN, '0 B'],
        [-3, '0 B'],
    ])('shows %s bytes as %s', (bytes, text) => {
        expect(formatBytes(bytes)).toBe(text);
    });
});

describe('formatSpeed', () => {
    it('shows a rate per second', () => {
        expect(formatSpeed(2.4 * 1024 * 1024)).toBe('2.4 MB/s');
    });
});

describe('formatTimeLeft', () => {
    it.each([
        [0.2, '1 s left'],
        [42.1, '43 s left'],
        [120, '2 min left'],
        [125, '2 min 5 s left'],
        [3600, '1 h left'],
        [3700, '1 h 2 min left'],
        [7199, '2 h left'],
        [Number.POSITIVE_INFINITY, ''],
    ])('shows %s seconds as "%s"', (seconds, text) => {
        expect(formatTimeLeft(seconds)).toBe(text);
    });
});

describe('in other languages', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const nbsp = '\u00a0';

    afterEach(() => {
        activateLocale('en', {});
    });

    it.each([
        ['ja', ['0', '1500', '1.2万', '125万', '25.6億'], '125.7万'],
        ['de', ['0', '1500', '12.345', `1,2${nbsp}Mio.`, `2560${nbsp}Mio.`], `1,25${nbsp}Mio.`],
        ['fr', ['0', `1,5${nbsp}k`, `12,3${nbsp}k`, `1,2${nbsp}M`, `2560${nbsp}M`], `1,25${nbsp}M`],
        [
            'es',
            ['0', `1,5${nbsp}mil`, `12,3${nbsp}mil`, `1,2${nbsp}M`, `2560${nbsp}M`],
            `1,25${nbsp}M`,
        ],
    ])(
        'abbreviates counts in %s, keeping billions in millions where it has a million',
        (locale, counts, subscribers) => {
            activateLocale(locale, {});

            expect([0, 1_500, 12_345, 1_250_000, 2_560_000_000].map(formatCount)).toEqual(counts);
            expect(formatSubscribers(1_257_000)).toBe(subscribers);
        },
    );

    it.each([
        ['ja', '3 日前', '1 か月前', 'たった今'],
        ['de', 'vor 3 Tagen', 'vor 1 Monat', 'gerade eben'],
        ['fr', 'il y a 3 jours', 'il y a 1 mois', "à l'instant"],
        ['es', 'hace 3 días', 'hace 1 mes', 'hace un momento'],
    ])('tells the age in %s', (locale, days, month, justNow) => {
        activateLocale(locale, { 'just now': justNow });

        expect(timeAgo('2026-06-12T12:00:00Z', now)).toBe(days);
        expect(timeAgo('2026-05-16T12:00:00Z', now)).toBe(month);
        expect(timeAgo('2026-06-15T11:59:30Z', now)).toBe(justNow);
    });

    it('says views in the language with the short count', () => {
        activateLocale('fr', { ':count view|:count views': ':count vue|:count vues' });
        expect(viewsAndAge(1, null, now)).toBe('1 vue');
        expect(viewsAndAge(1_500, '2026-06-13T12:00:00Z', now)).toBe(
            `1,5${nbsp}k vues • il y a 2 jours`,
        );

        activateLocale('ja', { ':count view|:count views': ':count 回視聴' });
        expect(viewsAndAge(12_345, null, now)).toBe('1.2万 回視聴');
    });

    it('writes sizes, rates and time left with the language digits', () => {
        activateLocale('de', {
            ':minutes min :seconds s left': 'noch :minutes Min. :seconds Sek.',
        });

        expect(formatBytes(1536)).toBe('1,5 KB');
        expect(formatBytes(0)).toBe('0 B');
        expect(formatSpeed(2.4 * 1024 * 1024)).toBe('2,4 MB/s');
        expect(formatTimeLeft(125)).toBe('noch 2 Min. 5 Sek.');
    });
});
