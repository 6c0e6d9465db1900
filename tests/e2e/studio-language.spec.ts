import { expect, test, type Browser, type BrowserContext } from '@playwright/test';

import {
    expectNoSeriousViolations,
    expectNoSeriousViolationsInEveryLook,
} from './support/accessibility';
import { seededAccountState, type StorageState } from './support/accounts';
import { saveScreenshot, themes, type Theme } from './support/screenshots';
import { untranslatedLines } from './support/untranslated';

// A creator of the seeded catalogue whose channel no other spec changes; the account has
// chosen no language, so the browser's decides.
const CREATOR_EMAIL = 'lenacodes@creators.blipstream.test';
const AREAS = ['frame', 'browse', 'channel', 'reports', 'server', 'studio'];
// The first studio page of a run builds its chunks on a busy two-core machine.
const SLOW = { timeout: 15_000 };

let creator: StorageState;

test.beforeAll(async ({ browser }) => {
    creator = await seededAccountState(browser, CREATOR_EMAIL);
});

/** The creator's studio in a browser of this language; the account's theme follows the device's. */
function studioContext(
    browser: Browser,
    locale: string,
    { width = 1366, theme = 'light' }: { width?: number; theme?: Theme } = {},
): Promise<BrowserContext> {
    return browser.newContext({
        storageState: creator,
        locale,
        colorScheme: theme,
        viewport: { width, height: width < 768 ? 844 : 900 },
    });
}

test('a Japanese browser gets the studio dashboard and content in Japanese', async ({
    browser,
}) => {
    const context = await studioContext(browser, 'ja-JP');
    const page = await context.newPage();

    await page.goto('/studio/dashboard');
    await expect(page).toHaveTitle('ダッシュボード - Studio | Blipstream');
    await expect(
        page.getByRole('heading', { level: 1, name: 'チャンネル ダッシュボード' }),
    ).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { name: 'チャンネルの概要' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '最近の動画' })).toBeVisible();
    await expect(
        page
            .getByRole('region', { name: 'クイック操作' })
            .getByRole('link', { name: '動画をアップロード' }),
    ).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* 回視聴 • /).first()).toBeVisible();
    expect(await untranslatedLines(page, AREAS)).toEqual([]);
    await expectNoSeriousViolationsInEveryLook(page);

    await page.goto('/studio/content');
    await expect(page).toHaveTitle('コンテンツ - Studio | Blipstream');
    await expect(
        page.getByRole('heading', { level: 1, name: 'チャンネルのコンテンツ' }),
    ).toBeVisible(SLOW);
    await expect(
        page.getByRole('main').getByRole('link', { name: 'ショートを作成' }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '公開設定' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '並べ替え' })).toHaveValue('date');
    // Dates in the Japanese form, by Intl in the page's language.
    await expect(
        page.getByRole('cell', { name: /^\d{4}\/\d{1,2}\/\d{1,2}$/ }).first(),
    ).toBeVisible();
    expect(await untranslatedLines(page, AREAS)).toEqual([]);
    // One look: studio-content.spec checks this page in all four.
    await expectNoSeriousViolations(page);
    await context.close();
});

test('the same check finds the English of the English studio', async ({ browser }) => {
    const context = await studioContext(browser, 'en-US');
    const page = await context.newPage();

    await page.goto('/studio/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Channel content' })).toBeVisible(
        SLOW,
    );

    expect(await untranslatedLines(page, AREAS)).toEqual(
        expect.arrayContaining(['Channel content', 'Visibility', 'Sort by']),
    );
    await context.close();
});

test(
    'Japanese studio screenshots at phone and desktop widths',
    { tag: '@screenshots' },
    async ({ browser }) => {
        for (const theme of themes) {
            for (const width of [390, 1366]) {
                const context = await studioContext(browser, 'ja-JP', { width, theme });
                const page = await context.newPage();

                for (const [path, heading] of [
                    ['/studio/dashboard', 'チャンネル ダッシュボード'],
                    ['/studio/content', 'チャンネルのコンテンツ'],
                    ['/studio/analytics', 'チャンネル アナリティクス'],
                    ['/studio/upload/short', 'ショートをアップロード'],
                ] as const) {
                    await page.goto(path);
                    await expect(
                        page.getByRole('heading', { level: 1, name: heading }),
                    ).toBeVisible(SLOW);
                    await saveScreenshot(
                        page,
                        `studio-ja${path.replaceAll('/', '-').replace('-studio', '')}-${theme}-${String(width)}`,
                        { fullPage: true },
                    );
                }
                await context.close();
            }
        }
    },
);
