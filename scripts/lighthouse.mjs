// Reads the reports `composer lighthouse` wrote (scripts/lighthouse.sh) and prints each page's
// four scores, the LCP and its element for home and watch, and what keeps a page under a gate.
// Fails when a score is under its gate, or when the LCP element of home or watch shows content
// that the page's first response did not carry (it waited for a deferred prop).
//
//   node scripts/lighthouse.mjs [--runs=N] REPORT_DIR PAGE...
//
// REPORT_DIR holds PAGE-1.report.json to PAGE-N.report.json (Lighthouse's JSON output of each
// run) and PAGE.html (the page's first response, as the browser got it) for every PAGE. Each
// page counts with its run of median performance.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The lowest score each category may have, out of 100. */
export const GATES = /** @type {const} */ ({
    performance: 90,
    accessibility: 97,
    'best-practices': 95,
    seo: 90,
});

/** @typedef {keyof typeof GATES} Category */

/** The pages whose largest paint must come with the first response. */
export const LCP_PAGES = ['home', 'watch'];

/**
 * The parts of Lighthouse's JSON report read here.
 *
 * @typedef {{ selector?: string, snippet?: string, nodeLabel?: string }} ReportNode
 * @typedef {{ type?: string, items?: ReportDetails[], node?: ReportNode }} ReportDetails
 * @typedef {{ title: string, score: number | null, displayValue?: string, numericValue?: number, details?: ReportDetails }} Audit
 * @typedef {{ score: number | null, auditRefs: { id: string, weight: number }[] }} ReportCategory
 * @typedef {{ categories: Record<string, ReportCategory | undefined>, audits: Record<string, Audit | undefined>, environment?: { benchmarkIndex?: number } }} Report
 */

/**
 * @typedef {{ selector: string, snippet: string, label: string }} LcpElement
 * @typedef {{ id: string, title: string, value: string }} Finding
 * @typedef {{
 *     scores: Record<Category, number | null>,
 *     lcpMs: number | null,
 *     lcpElement: LcpElement | null,
 *     findings: Record<Category, Finding[]>,
 *     benchmarkIndex: number | null,
 *     performanceRuns?: (number | null)[],
 * }} Summary
 */

/** @type {Category[]} */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The first node a details tree holds (the LCP element audit nests it in a list of tables).
 *
 * @param {ReportDetails | undefined} details
 * @returns {ReportNode | null}
 */
function firstNode(details) {
    if (!details) {
        return null;
    }
    if (details.node) {
        return details.node;
    }
    for (const item of details.items ?? []) {
        const node = firstNode(item);
        if (node) {
            return node;
        }
    }

    return null;
}

/**
 * @param {Report} report
 * @returns {Summary}
 */
export function summarize(report) {
    const node = firstNode(report.audits['largest-contentful-paint-element']?.details);
    const lcp = report.audits['largest-contentful-paint']?.numericValue;

    /** @type {Partial<Record<Category, number | null>>} */
    const scores = {};
    /** @type {Partial<Record<Category, Finding[]>>} */
    const findings = {};
    for (const category of CATEGORIES) {
        const entry = report.categories[category];
        scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
        // What costs the category points: weighted audits that did not pass.
        findings[category] = (entry?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .flatMap((ref) => {
                const audit = report.audits[ref.id];

                return audit && audit.score !== null && audit.score < 1
                    ? [{ id: ref.id, title: audit.title, value: audit.displayValue ?? '' }]
                    : [];
            });
    }

    return {
        scores: /** @type {Record<Category, number | null>} */ (scores),
        lcpMs: lcp === undefined ? null : Math.round(lcp),
        lcpElement: node
            ? {
                  selector: node.selector ?? '',
                  snippet: node.snippet ?? '',
                  label: node.nodeLabel ?? '',
              }
            : null,
        findings: /** @type {Record<Category, Finding[]>} */ (findings),
        benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    };
}

/**
 * The run of median performance (the lower middle one of an even count), with the performance
 * of every run: on a shared machine one run may land on a busy second.
 *
 * @param {Summary[]} runs
 * @returns {Summary}
 */
export function medianRun(runs) {
    const performance = (/** @type {Summary} */ run) => run.scores.performance ?? -1;
    const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (median === undefined) {
        throw new Error('No Lighthouse run to summarize.');
    }

    return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

/** @param {string} text */
const decodeEntities = (text) =>
    text
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');

/**
 * What the LCP element shows that the server had to name: an image's source, a video's
 * poster, or (for text) the text itself.
 *
 * @param {LcpElement} element
 * @returns {string}
 */
export function paintedContent(element) {
    const opening = /^<(\w+)[^>]*>/.exec(element.snippet);
    const tag = opening?.[1]?.toLowerCase();
    const attribute = (/** @type {string} */ name) =>
        new RegExp(`\\s${name}="([^"]*)"`).exec(opening?.[0] ?? '')?.[1];
    const source =
        tag === 'video' ? attribute('poster') : tag === 'img' ? attribute('src') : undefined;

    return decodeEntities(source ?? element.label).trim();
}

/**
 * Whether the first response carried what the LCP element shows: the page object in the HTML
 * names it (JSON may escape slashes, ampersands and non-ASCII).
 *
 * @param {LcpElement} element
 * @param {string} html
 */
export function inFirstResponse(element, html) {
    const content = paintedContent(element);
    if (content === '') {
        return false;
    }
    const unescaped = html
        .replace(/\\\//g, '/')
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, /** @type {string} */ hex) =>
            String.fromCharCode(parseInt(hex, 16)),
        );

    return unescaped.includes(content) || html.includes(content);
}

/**
 * @param {string} page
 * @param {Summary} summary
 * @param {string | null} html the page's first response, for the pages in LCP_PAGES
 * @returns {string[]}
 */
export function gateFailures(page, summary, html) {
    /** @type {string[]} */
    const failures = [];
    for (const category of CATEGORIES) {
        const score = summary.scores[category];
        if (score === null || score < GATES[category]) {
            failures.push(`${page}: ${category} ${score ?? 'missing'} < ${GATES[category]}`);
        }
    }
    if (LCP_PAGES.includes(page)) {
        if (summary.lcpElement === null) {
            failures.push(`${page}: Lighthouse found no LCP element`);
        } else if (html !== null && !inFirstResponse(summary.lcpElement, html)) {
            failures.push(
                `${page}: the LCP element shows "${paintedContent(summary.lcpElement)}", which the first response did not carry (a deferred prop?)`,
            );
        }
    }

    return failures;
}

/**
 * @param {{ page: string, summary: Summary }[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
    const header = [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'LCP',
        'performance of each run',
    ];
    const body = rows.map(({ page, summary }) => [
        page,
        ...CATEGORIES.map((category) => String(summary.scores[category] ?? '-')),
        summary.lcpMs === null ? '-' : `${(summary.lcpMs / 1000).toFixed(1)} s`,
        (summary.performanceRuns ?? []).map((score) => score ?? '-').join(' '),
    ]);
    const gates = ['gate', ...CATEGORIES.map((category) => `≥ ${GATES[category]}`), '', ''];
    const all = [header, ...body, gates];
    const widths = header.map((_, i) => Math.max(...all.map((cells) => (cells[i] ?? '').length)));
    /** @param {string[]} cells */
    const line = (cells) =>
        cells
            .map((cell, i) =>
                i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
            )
            .join('  ')
            .trimEnd();

    return [
        line(header),
        line(widths.map((w) => '-'.repeat(w))),
        ...body.map(line),
        line(gates),
    ].join('\n');
}

/**
 * @param {string} file
 * @returns {Report}
 */
function readReport(file) {
    /** @type {unknown} */
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof data !== 'object' || data === null || !('categories' in data)) {
        throw new Error(`${file} is not a Lighthouse report.`);
    }

    return /** @type {Report} */ (data);
}

/**
 * @param {string[]} argv [--runs=N] REPORT_DIR PAGE...
 * @param {(text: string) => void} print
 * @returns {number} the exit code
 */
export function run(argv, print) {
    const runsOption = /^--runs=(\d+)$/.exec(argv[0] ?? '');
    const runs = runsOption ? Number(runsOption[1]) : 1;
    const [dir, ...pages] = runsOption ? argv.slice(1) : argv;
    if (dir === undefined || pages.length === 0 || runs < 1) {
        throw new Error('Usage: node scripts/lighthouse.mjs [--runs=N] REPORT_DIR PAGE...');
    }

    const rows = pages.map((page) => ({
        page,
        summary: medianRun(
            Array.from({ length: runs }, (_, index) =>
                summarize(readReport(join(dir, `${page}-${index + 1}.report.json`))),
            ),
        ),
    }));
    print(formatTable(rows));

    /** @type {string[]} */
    const failures = [];
    for (const { page, summary } of rows) {
        const html = LCP_PAGES.includes(page)
            ? readFileSync(join(dir, `${page}.html`), 'utf8')
            : null;
        if (html !== null && summary.lcpElement !== null) {
            const served = inFirstResponse(summary.lcpElement, html)
                ? 'in the first response'
                : 'NOT in the first response';
            print(
                `\n${page}: LCP ${summary.lcpMs ?? '-'} ms, ${summary.lcpElement.selector}\n  ${summary.lcpElement.snippet}\n  shows ${paintedContent(summary.lcpElement)}, ${served}`,
            );
        }
        failures.push(...gateFailures(page, summary, html));
    }

    const below = rows.flatMap(({ page, summary }) =>
        CATEGORIES.filter((category) => (summary.scores[category] ?? 0) < 100).flatMap((category) =>
            summary.findings[category].map(
                (finding) =>
                    `  ${page} ${category}: ${finding.title}${finding.value ? ` (${finding.value})` : ''} [${finding.id}]`,
            ),
        ),
    );
    if (below.length > 0) {
        print(`\nWhat costs points:\n${below.join('\n')}`);
    }
    const indexes = rows.flatMap(({ summary }) =>
        summary.benchmarkIndex === null ? [] : [Math.round(summary.benchmarkIndex)],
    );
    if (indexes.length > 0) {
        // Lighthouse's measure of this machine's speed; its 4× CPU slowdown is calibrated on 1000–2000.
        print(`\nBenchmark index of this machine during the runs: ${indexes.join(', ')}`);
    }
    print(`Reports: ${dir}/<page>-<run>.report.html`);

    if (failures.length > 0) {
        print(`\nlighthouse: ${failures.length} gate(s) failed\n${failures.join('\n')}`);

        return 1;
    }
    print('\nlighthouse: every page passes its gates');

    return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    try {
        process.exitCode = run(process.argv.slice(2), (text) => {
            process.stdout.write(`${text}\n`);
        });
    } catch (error) {
        process.stderr.write(
            `lighthouse: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exitCode = 2;
    }
}
