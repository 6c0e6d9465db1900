import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STRINGS = join(import.meta.dirname, '..', '..', '..', 'lang', 'strings');

/**
 * Each English line of these areas whose Japanese differs from it, as a pattern for a whole line
 * of text: a placeholder stands for any text, and each plural form is a pattern of its own.
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
                    const pieces = form
                        .replace(/^\s*(\{\s*-?\d+\s*\}|\[[^\]]*\])\s*/, '')
                        .split(/:[A-Za-z_]+/)
                        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

                    return new RegExp(`^${pieces.join('.+')}$`);
                }),
            );
    });
}

/** English that a formatter left in a line: "1,234 views", "3 days ago", "Nov 24, 2026". */
const ENGLISH_FORMATS = [
    /\d[\d.,]*[KM]? (views?|subscribers?|viewers?|videos?|likes?|comments?)\b/,
    /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?) ago\b/,
    /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/,
];

/**
 * The lines of the page's text (screen-reader-only text included) that are English the
 * interface should have translated. Titles and names are the creators' data: they match no
 * line of the language files as a whole line.
 */
export async function untranslatedLines(page: Page, areas: string[]): Promise<string[]> {
    const text = await page.evaluate(() => document.body.innerText);
    const patterns = [...englishPatterns(areas), ...ENGLISH_FORMATS];

    return (
        text
            // A table row's cells come tab-separated on one line.
            .split(/[\n\t]/)
            .map((line) => line.trim())
            .filter((line) => line !== '' && patterns.some((pattern) => pattern.test(line)))
    );
}
