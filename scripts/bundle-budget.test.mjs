import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { criticalChunks, filesOf, listPages, measure, parseArgs, run } from './bundle-budget.mjs';

/** @type {import('./bundle-budget.mjs').Manifest} */
const manifest = {
    'resources/js/app.tsx': {
        file: 'assets/app.js',
        imports: ['_react.js'],
        dynamicImports: ['resources/js/Pages/Home.tsx', 'resources/js/Pages/Watch.tsx'],
        css: ['assets/app.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_player.js': { file: 'assets/player.js', imports: ['_react.js'], css: ['assets/player.css'] },
    '_hls.js': { file: 'assets/hls.js' },
    'resources/js/Pages/Home.tsx': { file: 'assets/Home.js', imports: ['resources/js/app.tsx'] },
    'resources/js/Pages/Watch.tsx': {
        file: 'assets/Watch.js',
        imports: ['resources/js/app.tsx', '_player.js'],
        dynamicImports: ['_hls.js'],
    },
};

describe('criticalChunks', () => {
    it('follows static imports recursively and counts each chunk once', () => {
        expect(
            criticalChunks(manifest, [
                'resources/js/app.tsx',
                'resources/js/Pages/Watch.tsx',
            ]).sort(),
        ).toEqual([
            '_player.js',
            '_react.js',
            'resources/js/Pages/Watch.tsx',
            'resources/js/app.tsx',
        ]);
    });

    it('leaves dynamic imports out', () => {
        expect(criticalChunks(manifest, ['resources/js/Pages/Watch.tsx'])).not.toContain('_hls.js');
    });

    it('fails when a page is missing from the manifest', () => {
        expect(() => criticalChunks(manifest, ['resources/js/Pages/Gone.tsx'])).toThrow(
            'resources/js/Pages/Gone.tsx is not in the build manifest',
        );
    });
});

describe('measure', () => {
    /** @param {string} file */
    const size = (file) => ({ 'assets/app.js': 60_000, 'assets/react.js': 50_000 })[file] ?? 1_000;

    it('adds up the gzipped JS of the critical path and keeps CSS apart', () => {
        const [home, watch] = measure(
            manifest,
            ['resources/js/Pages/Home.tsx', 'resources/js/Pages/Watch.tsx'],
            size,
            150,
        );

        expect(home).toEqual({ page: 'Home', js: 111_000, css: 1_000, files: 3, over: [] });
        expect(watch).toEqual({ page: 'Watch', js: 112_000, css: 2_000, files: 4, over: [] });
    });

    it('flags a page over the limit', () => {
        const [watch] = measure(manifest, ['resources/js/Pages/Watch.tsx'], size, 111);

        expect(watch?.over).toEqual(['size']);
    });

    it('flags a page that loads more files than allowed, whatever their weight', () => {
        const [home, watch] = measure(
            manifest,
            ['resources/js/Pages/Home.tsx', 'resources/js/Pages/Watch.tsx'],
            size,
            150,
            3,
        );

        expect(home?.over).toEqual([]);
        expect(watch?.over).toEqual(['files']);
    });

    it('names both excesses of a page too heavy and in too many files', () => {
        const [watch] = measure(manifest, ['resources/js/Pages/Watch.tsx'], size, 111, 3);

        expect(watch?.over).toEqual(['size', 'files']);
    });

    it('lists each CSS file once', () => {
        expect(filesOf(manifest, ['resources/js/app.tsx', '_player.js']).css).toEqual([
            'assets/app.css',
            'assets/player.css',
        ]);
    });
});

describe('parseArgs', () => {
    it('takes a limit in kB', () => {
        expect(parseArgs(['--limit=120']).limitKb).toBe(120);
    });

    it('defaults to 150 kB', () => {
        expect(parseArgs([]).limitKb).toBe(150);
    });

    it('takes a number of files, 16 unless told', () => {
        expect(parseArgs(['--max-files=9']).maxFiles).toBe(9);
        expect(parseArgs([]).maxFiles).toBe(16);
    });

    it('rejects what it does not know', () => {
        expect(() => parseArgs(['--limit=lots'])).toThrow('--limit=lots');
        expect(() => parseArgs(['--max-files=2.5'])).toThrow('--max-files=2.5');
    });
});

describe('run', () => {
    /** @type {string} */
    let root;

    beforeEach(() => {
        root = mkdtempSync(join(tmpdir(), 'budget-'));
        mkdirSync(join(root, 'resources/js/Pages/Auth'), { recursive: true });
        mkdirSync(join(root, 'public/build/assets'), { recursive: true });

        for (const page of ['Home.tsx', 'Home.test.tsx', 'Auth/Login.tsx']) {
            writeFileSync(join(root, 'resources/js/Pages', page), '');
        }

        writeFileSync(
            join(root, 'public/build/manifest.json'),
            JSON.stringify({
                'resources/js/app.tsx': { file: 'assets/app.js', css: ['assets/app.css'] },
                'resources/js/Pages/Home.tsx': { file: 'assets/Home.js' },
                'resources/js/Pages/Auth/Login.tsx': { file: 'assets/Login.js' },
            }),
        );

        // Random bytes barely compress, so sizes stay close to their raw length.
        const noise = (/** @type {number} */ length) =>
            Buffer.from(Array.from({ length }, () => Math.floor(Math.random() * 256)));
        writeFileSync(join(root, 'public/build/assets/app.js'), noise(4_000));
        writeFileSync(join(root, 'public/build/assets/app.css'), 'body{}');
        writeFileSync(join(root, 'public/build/assets/Home.js'), noise(1_000));
        writeFileSync(join(root, 'public/build/assets/Login.js'), noise(2_000));
    });

    afterEach(() => {
        rmSync(root, { recursive: true, force: true });
    });

    it('lists every page but its tests', () => {
        expect(listPages(root)).toEqual([
            'resources/js/Pages/Auth/Login.tsx',
            'resources/js/Pages/Home.tsx',
        ]);
    });

    it('prints a row per page and passes under the limit', () => {
        /** @type {string[]} */
        const out = [];

        expect(run(root, ['--limit=10'], (text) => out.push(text))).toBe(0);
        expect(out.join('\n')).toMatch(/Auth\/Login\s+6\.\d kB\s+2\s+0\.\d kB\s+ok/);
        expect(out.join('\n')).toMatch(/Home\s+5\.\d kB\s+2/);
    });

    it('exits non-zero when a page is over the limit', () => {
        /** @type {string[]} */
        const out = [];

        expect(run(root, ['--limit=5.5'], (text) => out.push(text))).toBe(1);
        expect(out.join('\n')).toMatch(/Auth\/Login.*OVER/);
        expect(out.join('\n')).toContain('1 page(s) over the 5.5 kB budget.');
    });

    it('exits non-zero when a page loads more files than allowed', () => {
        /** @type {string[]} */
        const out = [];

        expect(run(root, ['--max-files=1'], (text) => out.push(text))).toBe(1);
        expect(out.join('\n')).toMatch(/Home\s+5\.\d kB\s+2\s+0\.\d kB\s+TOO MANY FILES/);
        expect(out.join('\n')).toContain(
            '2 page(s) load more than 1 JS files before they can paint.',
        );
    });
});
