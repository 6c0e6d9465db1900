import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { saveScreenshot, themes } from './support/screenshots';

const LANG_DIR = join(import.meta.dirname, '..', '..', 'lang', 'strings');

/**
 * The English keys of these areas whose Japanese line differs from them (a brand kept as it is
 * gives nothing away), each as a pattern for a whole line of the page's text: placeholders
 * stand for any text, and each plural form is a pattern of its own.
 */
function englishLines(...areas: string[]): { key: string; pattern: RegExp }[] {
    return areas.flatMap((area) => {
        const lines = JSON.parse(readFileSync(join(LANG_DIR, area, 'ja.json'), 'utf8')) as Record<
            string,
            string
        >;

        return Object.entries(lines)
            .filter(([key, japanese]) => key !== japanese)
            .flatMap(([key]) =>
                key.split('|').map((form) => {
                    const text = form.replace(/^\s*(\{\s*-?\d+\s*\}|\[[^\]]*\])\s*/, '');
                    const source = text
                        .split(/:[A-Za-z_]+/)
                        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                        .join('.+');

                    return { key, pattern: new RegExp(`^${source}$`) };
                }),
            );
    });
}

/** English that formatting would leave inside a line: "1.2K views", "3 days ago", "just now". */
const ENGLISH_FORMATS = [
    /\d[\d.,]*[KM]? (views?|subscribers?|viewers?|watching|videos?|likes?|comments?)\b/,
    /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?) ago\b/,
    /\bjust now\b/,
];

/**
 * The lines of the page's text (what a reader sees, screen-reader-only text included) that are
 * English the interface should have translated. Video titles, channel names and descriptions
 * are data in the creator's language: they match no key as a whole line.
 */
async function untranslated(page: Page, areas: string[]): Promise<string[]> {
    const text = await page.evaluate(() => document.body.innerText);
    const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    const keys = englishLines(...areas);

    return lines.filter(
        (line) =>
            keys.some(({ pattern }) => pattern.test(line)) ||
            ENGLISH_FORMATS.some((format) => format.test(line)),
    );
}

test.use({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });

test('a Japanese browser gets the frame and home in Japanese, with no English left', async ({
    page,
}) => {
    await page.goto('/');

    await expect(page).toHaveTitle('ホーム | Blipstream');
    const sidebar = page.getByRole('navigation', { name: 'メイン' });
    await expect(sidebar.getByRole('link', { name: 'ホーム' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '登録チャンネル' })).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'カテゴリ' });
    await expect(chips.getByRole('link', { name: 'すべて' })).toHaveAttribute(
        'aria-current',
        'page',
    );
    await expect(page.getByRole('region', { name: '注目' }).getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'ライブ', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ブリップ', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'おすすめ', exact: true })).toBeVisible();
    await expect(page.getByText(/回視聴 • /).first()).toBeVisible();

    expect(await untranslated(page, ['frame', 'browse'])).toEqual([]);
});

test('the same check finds the English of an English page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended', exact: true })).toBeVisible();

    const english = await untranslated(page, ['frame', 'browse']);

    expect(english).toEqual(
        expect.arrayContaining(['Home', 'Subscriptions', 'Recommended', 'All']),
    );
    expect(english.some((line) => / views • .+ ago$/.test(line))).toBe(true);
    await context.close();
});

test('trending and a channel page are Japanese too', async ({ page }) => {
    await page.goto('/trending');

    await expect(page).toHaveTitle('急上昇 | Blipstream');
    await expect(page.getByRole('heading', { level: 1, name: '急上昇' })).toBeVisible();
    await expect(
        page.getByRole('navigation', { name: '急上昇のカテゴリ' }).getByRole('link', {
            name: 'ファッションと美容',
        }),
    ).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    expect(await untranslated(page, ['frame', 'browse'])).toEqual([]);

    const channelLink = page.locator('article a[href^="/channel/@"]').first();
    const channelName = ((await channelLink.textContent()) ?? '').trim();
    await channelLink.click();

    await expect(page.getByRole('heading', { level: 1, name: channelName })).toBeVisible();
    await expect(page.getByText(/チャンネル登録者数 .+ 人/).first()).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'チャンネルのセクション' });
    for (const tab of ['ホーム', '動画', '再生リスト', 'コミュニティ', '概要']) {
        await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
    }
    await expect(page.locator('article').first()).toBeVisible();
    expect(await untranslated(page, ['frame', 'browse', 'channel'])).toEqual([]);

    await tabs.getByRole('link', { name: '概要', exact: true }).click();
    await expect(page.getByRole('heading', { name: '統計情報' })).toBeVisible();
    expect(await untranslated(page, ['frame', 'browse', 'channel'])).toEqual([]);
});

test(
    'Japanese screenshots at phone and desktop widths',
    { tag: '@screenshots' },
    async ({ browser }) => {
        for (const theme of themes) {
            for (const width of [390, 1366]) {
                const context = await browser.newContext({
                    locale: 'ja-JP',
                    viewport: { width, height: width < 768 ? 844 : 900 },
                });
                await context.addInitScript((value) => {
                    localStorage.setItem('theme', value);
                }, theme);
                const page = await context.newPage();

                await page.goto('/');
                await expect(page.getByRole('heading', { name: 'おすすめ' })).toBeVisible();
                await saveScreenshot(page, `language-ja-home-${theme}-${width}`);

                await page.goto('/trending');
                await expect(page.locator('article').first()).toBeVisible();
                await saveScreenshot(page, `language-ja-trending-${theme}-${width}`);

                await page.locator('article a[href^="/channel/@"]').first().click();
                await expect(page).toHaveURL(/\/channel\/@/);
                await expect(page.locator('main article').first()).toBeVisible();
                await saveScreenshot(page, `language-ja-channel-${theme}-${width}`);

                await page.goto(`${page.url()}?tab=about`);
                await expect(page.getByRole('heading', { name: '統計情報' })).toBeVisible();
                await saveScreenshot(page, `language-ja-channel-about-${theme}-${width}`);
                await context.close();
            }
        }
    },
);
