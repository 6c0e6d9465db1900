import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
});

// Red marks errors: a focused control drawn in red looks invalid (a field focused on load above all).
const redWhenFocused = /\b(?:[a-z-]+-)?focus(?:-visible|-within)?:(?:outline|ring|border)-red-\d+/g;

describe('focus colour', () => {
    it('reads the sources it checks', () => {
        expect(Object.keys(sources).length).toBeGreaterThan(100);
    });

    it('draws every focus ring and focused border in the focus colour, never in red', () => {
        const offenders = Object.entries(sources).flatMap(([path, source]) =>
            (source.match(redWhenFocused) ?? []).map((found) => `${path}: ${found}`),
        );

        expect(offenders).toEqual([]);
    });
});
