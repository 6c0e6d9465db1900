// Prints the gzipped critical-path weight of every page (the entry, the page chunk and
// everything they import statically) and how many files that is, and fails when one is over
// either budget.
//
//   node scripts/bundle-budget.mjs [--limit=150] [--max-files=16] [--manifest=public/build/manifest.json]

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ENTRY = 'resources/js/app.tsx';
export const PAGES_DIR = 'resources/js/Pages';
export const DEFAULT_LIMIT_KB = 150;
/**
 * Lighthouse's slow 4G adds a round trip for each wave of files a page needs before it can
 * paint: Studio/Content needed 27, and scored 87 where 15 scored 90 (vite.config.ts groups the
 * small shared modules into one chunk).
 */
export const DEFAULT_MAX_FILES = 16;

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk
 * @typedef {Record<string, Chunk>} Manifest
 * @typedef {'size' | 'files'} Excess what a page has too much of
 * @typedef {{ page: string, js: number, css: number, files: number, over: Excess[] }} Row
 */

/**
 * Page sources under the given directory, as manifest keys, tests left out.
 *
 * @param {string} root
 * @param {string} [dir]
 * @returns {string[]}
 */
export function listPages(root, dir = PAGES_DIR) {
    return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name))
        .filter((entry) => !/\.test\.tsx$/.test(entry.name))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
}

/**
 * The manifest keys a first visit to the page loads: the roots and their static imports,
 * followed recursively, each once. Dynamic imports load later, so they are not counted.
 *
 * @param {Manifest} manifest
 * @param {string[]} roots
 * @returns {string[]}
 */
export function criticalChunks(manifest, roots) {
    /** @type {Set<string>} */
    const seen = new Set();
    const pending = [...roots];

    while (pending.length > 0) {
        const key = /** @type {string} */ (pending.pop());

        if (seen.has(key)) {
            continue;
        }

        const chunk = manifest[key];

        if (!chunk) {
            throw new Error(`${key} is not in the build manifest; run the build first.`);
        }

        seen.add(key);
        pending.push(...(chunk.imports ?? []));
    }

    return [...seen];
}

/**
 * @param {Manifest} manifest
 * @param {string[]} keys
 * @returns {{ js: string[], css: string[] }}
 */
export function filesOf(manifest, keys) {
    const js = new Set(keys.map((key) => manifest[key]?.file ?? ''));
    const css = new Set(keys.flatMap((key) => manifest[key]?.css ?? []));

    return { js: [...js], css: [...css] };
}

/**
 * @param {Manifest} manifest
 * @param {string[]} pages
 * @param {(file: string) => number} gzippedSize
 * @param {number} limitKb
 * @param {number} maxFiles
 * @returns {Row[]}
 */
export function measure(manifest, pages, gzippedSize, limitKb, maxFiles = DEFAULT_MAX_FILES) {
    return pages.map((page) => {
        const { js, css } = filesOf(manifest, criticalChunks(manifest, [ENTRY, page]));
        const jsBytes = js.reduce((sum, file) => sum + gzippedSize(file), 0);
        const cssBytes = css.reduce((sum, file) => sum + gzippedSize(file), 0);

        return {
            page: page.slice(PAGES_DIR.length + 1).replace(/\.tsx$/, ''),
            js: jsBytes,
            css: cssBytes,
            files: js.length,
            over: [
                ...(jsBytes > limitKb * 1000 ? /** @type {const} */ (['size']) : []),
                ...(js.length > maxFiles ? /** @type {const} */ (['files']) : []),
            ],
        };
    });
}

/** @type {Record<Excess, string>} */
const EXCESS_LABELS = { size: 'OVER', files: 'TOO MANY FILES' };

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * @param {Row[]} rows
 * @param {number} limitKb
 * @returns {string}
 */
export function formatTable(rows, limitKb) {
    const header = ['page', 'JS (gzip)', 'chunks', 'CSS (gzip)', `budget ${limitKb} kB`];
    const body = rows.map((row) => [
        row.page,
        kb(row.js),
        String(row.files),
        kb(row.css),
        row.over.map((excess) => EXCESS_LABELS[excess]).join(', ') || 'ok',
    ]);
    const widths = header.map((title, i) =>
        Math.max(title.length, ...body.map((cells) => (cells[i] ?? '').length)),
    );
    /** @param {string[]} cells */
    const line = (cells) =>
        cells
            .map((cell, i) =>
                i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
            )
            .join('  ');

    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/**
 * @param {string[]} argv
 * @returns {{ limitKb: number, maxFiles: number, manifest: string }}
 */
export function parseArgs(argv) {
    const options = {
        limitKb: DEFAULT_LIMIT_KB,
        maxFiles: DEFAULT_MAX_FILES,
        manifest: 'public/build/manifest.json',
    };

    for (const arg of argv) {
        const [name, value] = arg.split('=', 2);

        if (name === '--limit' && value !== undefined && Number(value) > 0) {
            options.limitKb = Number(value);
        } else if (
            name === '--max-files' &&
            value !== undefined &&
            Number.isInteger(Number(value)) &&
            Number(value) > 0
        ) {
            options.maxFiles = Number(value);
        } else if (name === '--manifest' && value) {
            options.manifest = value;
        } else {
            throw new Error(`Unknown or invalid option: ${arg}`);
        }
    }

    return options;
}

/**
 * @param {string} file
 * @returns {Manifest}
 */
function readManifest(file) {
    /** @type {unknown} */
    const data = JSON.parse(readFileSync(file, 'utf8'));

    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw new Error(`${file} is not a build manifest.`);
    }

    return /** @type {Manifest} */ (data);
}

/**
 * @param {string} root
 * @param {string[]} argv
 * @param {(text: string) => void} print
 * @returns {number} the exit code
 */
export function run(root, argv, print) {
    const { limitKb, maxFiles, manifest: manifestPath } = parseArgs(argv);
    const manifestFile = join(root, manifestPath);
    const manifest = readManifest(manifestFile);
    // Manifest paths are relative to the build directory the manifest sits in.
    const buildDir = dirname(manifestFile);
    /** @param {string} file */
    const gzippedSize = (file) => gzipSync(readFileSync(join(buildDir, file)), { level: 9 }).length;

    const rows = measure(manifest, listPages(root), gzippedSize, limitKb, maxFiles);
    const overSize = rows.filter((row) => row.over.includes('size')).length;
    const overFiles = rows.filter((row) => row.over.includes('files')).length;

    print(formatTable(rows, limitKb));

    if (overSize > 0) {
        print(`\n${overSize} page(s) over the ${limitKb} kB budget.`);
    }
    if (overFiles > 0) {
        print(`\n${overFiles} page(s) load more than ${maxFiles} JS files before they can paint.`);
    }

    return overSize + overFiles > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    try {
        process.exitCode = run(process.cwd(), process.argv.slice(2), (text) => {
            process.stdout.write(`${text}\n`);
        });
    } catch (error) {
        process.stderr.write(
            `bundle-budget: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exitCode = 2;
    }
}
