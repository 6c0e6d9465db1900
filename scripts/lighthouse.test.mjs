import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
    formatTable,
    gateFailures,
    inFirstResponse,
    medianRun,
    paintedContent,
    run,
    summarize,
} from './lighthouse.mjs';

const THUMBNAIL = '/storage/samples/clips/landscape-3/thumbnails/b285b895900d2315414c.jpg';

/**
 * A report shaped as Lighthouse 12 writes it, cut down to what the script reads.
 *
 * @param {Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>} [scores]
 * @param {string} [snippet] the LCP element's markup
 * @returns {import('./lighthouse.mjs').Report}
 */
function report(scores = {}, snippet = `<img alt="" class="absolute" src="${THUMBNAIL}">`) {
    /** @param {number} score */
    const category = (score) => ({
        score,
        auditRefs: [
            { id: 'meta-description', weight: 1 },
            { id: 'largest-contentful-paint-element', weight: 0 },
        ],
    });

    return {
        categories: {
            performance: category(scores.performance ?? 0.95),
            accessibility: category(scores.accessibility ?? 1),
            'best-practices': category(scores['best-practices'] ?? 1),
            seo: category(scores.seo ?? 0.92),
        },
        audits: {
            'largest-contentful-paint': {
                title: 'Largest Contentful Paint',
                score: 0.8,
                numericValue: 2412.3,
                displayValue: '2.4 s',
            },
            'largest-contentful-paint-element': {
                title: 'Largest Contentful Paint element',
                score: 0,
                details: {
                    type: 'list',
                    items: [
                        {
                            type: 'table',
                            items: [
                                {
                                    node: {
                                        selector: 'section > a > img.absolute',
                                        snippet,
                                        nodeLabel: 'section > a > img.absolute',
                                    },
                                },
                            ],
                        },
                        { type: 'table', items: [] },
                    ],
                },
            },
            'meta-description': {
                title: 'Document does not have a meta description',
                score: 0,
            },
        },
        environment: { benchmarkIndex: 1530.5 },
    };
}

/** The first response of a page whose featured thumbnail came with it. */
const servedHtml = `<script data-page="app" type="application/json">{"props":{"featured":[{"thumbnail_url":"${THUMBNAIL.replace(/\//g, '\\/')}"}]}}</script>`;

describe('summarize', () => {
    it('reads the scores out of 100, the LCP, its element and the failed weighted audits', () => {
        const summary = summarize(report({ performance: 0.834 }));

        expect(summary.scores).toEqual({
            performance: 83,
            accessibility: 100,
            'best-practices': 100,
            seo: 92,
        });
        expect(summary.lcpMs).toBe(2412);
        expect(summary.lcpElement?.selector).toBe('section > a > img.absolute');
        expect(summary.findings.seo).toEqual([
            {
                id: 'meta-description',
                title: 'Document does not have a meta description',
                value: '',
            },
        ]);
        expect(summary.benchmarkIndex).toBe(1530.5);
    });
});

describe('medianRun', () => {
    it('takes the run of median performance and keeps every run’s figure', () => {
        const runs = [0.91, 0.78, 0.86].map((performance) =>
            summarize(report({ performance, seo: performance })),
        );

        const median = medianRun(runs);

        expect(median.scores.performance).toBe(86);
        expect(median.scores.seo).toBe(86);
        expect(median.performanceRuns).toEqual([91, 78, 86]);
        expect(medianRun(runs.slice(0, 2)).scores.performance).toBe(78);
    });
});

describe('paintedContent', () => {
    it('is an image source, a video poster, or the text of a text element', () => {
        const element = { selector: '', snippet: '', label: '' };

        expect(paintedContent({ ...element, snippet: `<img src="${THUMBNAIL}" alt="">` })).toBe(
            THUMBNAIL,
        );
        expect(
            paintedContent({
                ...element,
                snippet: `<video poster="/p.jpg?a=1&amp;b=2" src="blob:http://x/y">`,
            }),
        ).toBe('/p.jpg?a=1&b=2');
        expect(
            paintedContent({ ...element, snippet: '<h1 class="text-xl">', label: 'Hello “there”' }),
        ).toBe('Hello “there”');
    });
});

describe('inFirstResponse', () => {
    const element = { selector: '', snippet: `<img src="${THUMBNAIL}">`, label: '' };

    it('finds the content in the page object, with escaped slashes or not', () => {
        expect(inFirstResponse(element, servedHtml)).toBe(true);
        expect(inFirstResponse(element, `{"url":"${THUMBNAIL}"}`)).toBe(true);
    });

    it('finds text escaped as JSON unicode', () => {
        const heading = { selector: '', snippet: '<h1>', label: 'Café & co' };

        expect(inFirstResponse(heading, '{"title":"Caf\\u00e9 \\u0026 co"}')).toBe(true);
    });

    it('misses content that a later request brought', () => {
        expect(inFirstResponse(element, '{"props":{"chips":[]}}')).toBe(false);
    });
});

describe('gateFailures', () => {
    it('names each category under its gate', () => {
        const summary = summarize(
            report({ performance: 0.89, accessibility: 0.96, 'best-practices': 0.95, seo: 0.9 }),
        );

        expect(gateFailures('channel', summary, null)).toEqual([
            'channel: performance 89 < 90',
            'channel: accessibility 96 < 97',
        ]);
    });

    it('fails home and watch when the LCP element waited for a later request', () => {
        const summary = summarize(report());

        expect(gateFailures('home', summary, servedHtml)).toEqual([]);
        expect(gateFailures('home', summary, '<html></html>')).toEqual([
            `home: the LCP element shows "${THUMBNAIL}", which the first response did not carry (a deferred prop?)`,
        ]);
        // Other pages are not held to it.
        expect(gateFailures('blips', summary, null)).toEqual([]);
    });
});

describe('formatTable', () => {
    it('lines up a row a page with the gates last', () => {
        const table = formatTable([
            { page: 'home', summary: medianRun([summarize(report()), summarize(report())]) },
        ]);

        expect(table.split('\n')).toEqual([
            'page  performance  accessibility  best practices   SEO    LCP  performance of each run',
            '----  -----------  -------------  --------------  ----  -----  -----------------------',
            'home           95            100             100    92  2.4 s                    95 95',
            'gate         ≥ 90           ≥ 97            ≥ 95  ≥ 90',
        ]);
    });
});

describe('run', () => {
    /** @type {string} */
    let dir;

    beforeEach(() => {
        dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    });

    afterEach(() => {
        rmSync(dir, { recursive: true, force: true });
    });

    /**
     * @param {string} page
     * @param {import('./lighthouse.mjs').Report[]} runs
     * @param {string} html
     */
    const write = (page, runs, html) => {
        runs.forEach((contents, index) => {
            writeFileSync(join(dir, `${page}-${index + 1}.report.json`), JSON.stringify(contents));
        });
        writeFileSync(join(dir, `${page}.html`), html);
    };

    it('passes when every page meets its gates', () => {
        write('home', [report()], servedHtml);
        write('studio', [report()], '');
        /** @type {string[]} */
        const printed = [];

        expect(run([dir, 'home', 'studio'], (text) => printed.push(text))).toBe(0);
        expect(printed.join('\n')).toContain(`shows ${THUMBNAIL}, in the first response`);
        expect(printed.join('\n')).toContain('every page passes its gates');
    });

    it('fails and says why when a page is under a gate', () => {
        write('home', [report()], servedHtml);
        write('watch', [report({ accessibility: 0.96 })], servedHtml);
        /** @type {string[]} */
        const printed = [];

        expect(run([dir, 'home', 'watch'], (text) => printed.push(text))).toBe(1);
        expect(printed.join('\n')).toContain('watch: accessibility 96 < 97');
        expect(printed.join('\n')).toContain(
            'watch seo: Document does not have a meta description [meta-description]',
        );
    });

    it('judges each page by its run of median performance', () => {
        write(
            'channel',
            [0.93, 0.84, 0.91].map((performance) => report({ performance })),
            '',
        );
        /** @type {string[]} */
        const printed = [];

        expect(run(['--runs=3', dir, 'channel'], (text) => printed.push(text))).toBe(0);
        expect(printed[0]).toContain('channel           91');
        expect(printed[0]).toContain('93 84 91');
    });
});
