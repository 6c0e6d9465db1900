import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolations } from './support/accessibility';
import { saveScreenshot, themes } from './support/screenshots';
import { untranslatedLabels, untranslatedLines } from './support/untranslated';

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

    expect(await untranslatedLines(page, ['frame', 'browse'])).toEqual([]);
});

test('the same check finds the English of an English page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended', exact: true })).toBeVisible();

    const english = await untranslatedLines(page, ['frame', 'browse']);

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
    expect(await untranslatedLines(page, ['frame', 'browse'])).toEqual([]);

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
    expect(await untranslatedLines(page, ['frame', 'browse', 'channel'])).toEqual([]);

    await tabs.getByRole('link', { name: '概要', exact: true }).click();
    await expect(page.getByRole('heading', { name: '統計情報' })).toBeVisible();
    expect(await untranslatedLines(page, ['frame', 'browse', 'channel'])).toEqual([]);
});

// hls.js and the media load on a busy two-core machine.
const SLOW = { timeout: 15_000 };

/** The areas whose lines the watch page shows: its own, and those it shares with others. */
const WATCH_AREAS = ['frame', 'browse', 'channel', 'watch', 'reports', 'studio', 'settings'];

/** The first video of home's Recommended row, in a Japanese page. */
async function openSeededVideo(page: Page): Promise<void> {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'おすすめ' }).locator('article').first();
    await card.locator('a[href^="/watch?v="]').first().click();
    await expect(page).toHaveURL(/\/watch\?v=[A-Za-z0-9_-]{11}$/, SLOW);
}

test('the watch page and its player are Japanese, labels included', async ({ page }) => {
    await openSeededVideo(page);

    const player = page.getByRole('region', { name: /^動画プレーヤー: / });
    await expect(player).toBeVisible();
    await player.hover();
    await expect(player.getByRole('button', { name: /^(一時停止|再生) \(k\)$/ })).toBeVisible(SLOW);
    await expect(player.getByRole('button', { name: 'ミュート (m)' })).toBeVisible();
    await expect(player.getByRole('button', { name: '全画面表示 (f)' })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'シーク' })).toHaveAttribute(
        'aria-valuetext',
        /^\d+:\d\d \/ \d+:\d\d$/,
    );
    await player.getByRole('button', { name: '設定' }).click();
    await expect(page.getByRole('menuitem', { name: /^再生速度/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(page.getByText(/^チャンネル登録者数 .+ 人$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'この動画を高く評価' })).toBeVisible();
    await expect(page.getByRole('button', { name: '共有' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'その他の操作' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^コメント .+ 件$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '次の動画' })).toBeVisible();
    await expect(
        page.getByRole('complementary', { name: '次の動画' }).getByRole('link').first(),
    ).toBeVisible();

    expect(await untranslatedLines(page, WATCH_AREAS)).toEqual([]);
    expect(await untranslatedLabels(page, WATCH_AREAS)).toEqual([]);
    // One look: player.spec checks the watch page in all four; a language changes its words, not
    // its colours or layout.
    await expectNoSeriousViolations(page);
});

test('the same label check finds the English of an English player', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').first();
    await card.locator('a[href^="/watch?v="]').first().click();
    await expect(page.getByRole('region', { name: /^Video player: / })).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: 'Mute (m)' })).toBeAttached(SLOW);

    expect(await untranslatedLabels(page, WATCH_AREAS)).toEqual(
        expect.arrayContaining(['Mute (m)', 'Like this video', 'Description']),
    );
    await context.close();
});

test('the blips feed and the library pages are Japanese', async ({ page }) => {
    await page.goto('/blips');
    await expect(page).toHaveTitle('ブリップ | Blipstream');
    await expect(page.getByRole('button', { name: /^コメント \(.+\)$/ }).first()).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: 'その他の操作' }).first()).toBeVisible();
    expect(await untranslatedLines(page, ['frame', 'browse', 'channel', 'blips', 'watch'])).toEqual(
        [],
    );
    expect(
        await untranslatedLabels(page, ['frame', 'browse', 'channel', 'blips', 'watch']),
    ).toEqual([]);

    for (const [path, heading] of [
        ['/history', '再生履歴'],
        ['/liked', '高評価した動画'],
        ['/subscriptions', '登録チャンネル'],
    ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await untranslatedLines(page, ['frame', 'browse', 'channel', 'library'])).toEqual(
            [],
        );
    }
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

                await openSeededVideo(page);
                const player = page.getByRole('region', { name: /^動画プレーヤー: / });
                await player.hover();
                await expect(player.getByRole('button', { name: '設定' })).toBeVisible(SLOW);
                await saveScreenshot(page, `language-ja-watch-${theme}-${width}`);

                await page.goto('/history');
                await expect(
                    page.getByRole('heading', { level: 1, name: '再生履歴' }),
                ).toBeVisible();
                await saveScreenshot(page, `language-ja-history-${theme}-${width}`);
                await context.close();
            }
        }
    },
);
