import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STRINGS = join(import.meta.dirname, '..', '..', '..', 'lang', 'strings');

/**
 * Placeholders that stand for a number, a clock or a size ("1.5K", "1:23", "2.4 MB"): matching
 * them as any text would take a video titled "… of …" or "… in 6 seconds" for the line
 * ":uploaded of :total" or ":count seconds".
 */
const NUMERIC_PLACEHOLDERS = new Set([
    'count',
    'seconds',
    'minutes',
    'hours',
    'time',
    'duration',
    'percent',
    'max',
    'min',
    'current',
    'last',
    'from',
    'to',
    'uploaded',
    'total',
    'value',
    'goal',
]);

function placeholderPattern(name: string): string {
    return NUMERIC_PLACEHOLDERS.has(name) ? '\\d[\\d.,:]*(?:\\s?[KMGT]?B|[KMB])?' : '.+';
}

/**
 * Each English line of these areas whose Japanese differs from it, as a pattern for a whole line
 * of text: a placeholder stands for any text (a number where it counts), and each plural form is
 * a pattern of its own.
 */
function englishPatterns(areas: string[]): RegExp[] {
    return areas.flatMap((area) => {
        const lines = JSON.parse(readFileSync(join(STRINGS, area, 'ja.json'), 'utf8')) as Record<
            string,
            string
        >;

        return Object.entries(lines)
            .filter(([english, japanese]) => english !== japanese)
            .flatMap(([english]) =>
                english.split('|').map((form) => {
                    // Split at the placeholders, keeping their names at the odd indexes.
                    const parts = form
                        .replace(/^\s*(\{\s*-?\d+\s*\}|\[[^\]]*\])\s*/, '')
                        .split(/:([A-Za-z_]+)/)
                        .map((part, index) =>
                            index % 2 === 1
                                ? placeholderPattern(part.toLowerCase())
                                : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
                        );

                    return new RegExp(`^${parts.join('')}$`);
                }),
            );
    });
}

/**
 * English that a formatter left in a line: "1,234 views", "12 watching", "3 days ago",
 * "just now", "Nov 24, 2026".
 */
const ENGLISH_FORMATS = [
    /\d[\d.,]*[KM]? (views?|subscribers?|viewers?|watching|videos?|likes?|comments?|replies)\b/,
    /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?) ago\b/,
    /\bjust now\b/,
    /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/,
];

function english(lines: string[], areas: string[]): string[] {
    const patterns = [...englishPatterns(areas), ...ENGLISH_FORMATS];

    return lines
        .map((line) => line.trim())
        .filter((line) => line !== '' && patterns.some((pattern) => pattern.test(line)));
}

/**
 * The lines of the page's text (screen-reader-only text included) that are English the
 * interface should have translated. Titles and names are the creators' data: they match no
 * line of the language files as a whole line.
 */
export async function untranslatedLines(page: Page, areas: string[]): Promise<string[]> {
    const text = await page.evaluate(() => document.body.innerText);

    // A table row's cells come tab-separated on one line.
    return english(text.split(/[\n\t]/), areas);
}

/**
 * The names the page gives without showing them (aria-label, title, placeholder, alt: the
 * player's icon buttons, the search box) that are English the interface should have translated.
 */
export async function untranslatedLabels(page: Page, areas: string[]): Promise<string[]> {
    const labels = await page.evaluate(() =>
        Array.from(
            document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
            (element) =>
                ['aria-label', 'title', 'placeholder', 'alt'].flatMap(
                    (name) => element.getAttribute(name) ?? [],
                ),
        ).flat(),
    );

    return english(labels, areas);
}
