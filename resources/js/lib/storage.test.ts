import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readJson, readString, writeJson, writeString } from './storage';

const isStringList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');

// A browser's storage that refuses one operation, as private modes and full quotas do.
function failingStorage(method: 'getItem' | 'setItem', reason: string): void {
    vi.stubGlobal('localStorage', {
        getItem: () => null,
        setItem: () => undefined,
        [method]: () => {
            throw new Error(reason);
        },
    });
}

describe('storage', () => {
    let warn: ReturnType<typeof vi.spyOn>;

    beforeEach(() => {
        localStorage.clear();
        warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    });

    afterEach(() => {
        vi.unstubAllGlobals();
        localStorage.clear();
    });

    it('reads back a string it wrote', () => {
        expect(writeString('theme', 'dark')).toBe(true);
        expect(readString('theme')).toBe('dark');
    });

    it('answers null for a missing string', () => {
        expect(readString('missing')).toBeNull();
    });

    it('answers null and warns when reading throws', () => {
        failingStorage('getItem', 'denied');

        expect(readString('theme')).toBeNull();
        expect(warn).toHaveBeenCalledOnce();
    });

    it('reports failure and warns when writing throws', () => {
        failingStorage('setItem', 'quota');

        expect(writeString('theme', 'dark')).toBe(false);
        expect(warn).toHaveBeenCalledOnce();
    });

    it('round-trips JSON values', () => {
        expect(writeJson('ids', ['a', 'b'])).toBe(true);
        expect(readJson('ids', isStringList, [])).toEqual(['a', 'b']);
    });

    it('falls back when the JSON value is missing', () => {
        expect(readJson('ids', isStringList, ['default'])).toEqual(['default']);
    });

    it('falls back and warns when the stored JSON is malformed', () => {
        localStorage.setItem('ids', '{not json');

        expect(readJson('ids', isStringList, [])).toEqual([]);
        expect(warn).toHaveBeenCalledOnce();
    });

    it('falls back when the stored JSON has the wrong shape', () => {
        localStorage.setItem('ids', JSON.stringify({ a: 1 }));

        expect(readJson('ids', isStringList, [])).toEqual([]);
    });
});
