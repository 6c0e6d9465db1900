import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { expectNoSeriousViolations } from './support/accessibility';
import { seededAccountState, type StorageState } from './support/accounts';
import { saveScreenshot, themes, type Theme } from './support/screenshots';
import { untranslatedLabels, untranslatedLines } from './support/untranslated';

// Seeded by DatabaseSeeder: the demo viewer has reports of its own (SampleReportsSeeder), the
// moderator sees the queues. Neither has chosen a language, so the browser's decides.
const DEMO_EMAIL = 'demo@blipstream.test';
const MODERATOR_EMAIL = 'moderator@blipstream.test';
const AREAS = ['frame', 'browse', 'settings', 'support', 'reports', 'profile', 'server', 'laravel'];
// The first visit of a page's chunks takes its time on a busy two-core machine.
const SLOW = { timeout: 15_000 };

let demo: StorageState;
let moderator: StorageState;

test.beforeAll(async ({ browser }) => {
    demo = await seededAccountState(browser, DEMO_EMAIL);
    moderator = await seededAccountState(browser, MODERATOR_EMAIL);
});

function japaneseContext(
    browser: Browser,
    storageState?: StorageState,
    { theme = 'light', width = 1366 }: { theme?: Theme; width?: number } = {},
): Promise<BrowserContext> {
    return browser.newContext({
        storageState,
        locale: 'ja-JP',
        colorScheme: theme,
        viewport: { width, height: width < 768 ? 844 : 900 },
    });
}

/**
 * No English line or label the interface should have translated, and nothing axe finds serious
 * in the page's look: settings.spec checks these pages in all four, and a language changes their
 * words, not their colours or layout.
 */
async function expectJapanese(page: Page): Promise<void> {
    expect(await untranslatedLines(page, AREAS)).toEqual([]);
    expect(await untranslatedLabels(page, AREAS)).toEqual([]);
    await expectNoSeriousViolations(page);
}

/** Opens the path, waits for its Japanese h1, and checks the page as expectJapanese does. */
async function expectJapanesePage(page: Page, path: string, heading: string): Promise<void> {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
    await expectJapanese(page);
}

test('every settings section is Japanese', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await japaneseContext(browser, demo);
    const page = await context.newPage();

    await expectJapanesePage(page, '/settings/account', 'アカウント');
    await expect(page).toHaveTitle('アカウント - 設定 | Blipstream');
    // The other sections through the settings menu, as a visitor goes from one to the next.
    const menu = page.getByRole('navigation', { name: '設定', exact: true });
    for (const [section, heading] of [
        ['notifications', '通知'],
        ['privacy', 'プライバシー'],
        ['playback', '再生とパフォーマンス'],
        ['appearance', '外観'],
        ['downloads', 'ダウンロード'],
        ['connected-apps', '接続済みのアプリ'],
        ['billing', '請求とお支払い'],
        ['advance', '詳細設定'],
        ['help', 'ヘルプ'],
    ] as const) {
        await menu.getByRole('link', { name: heading, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/settings/${section}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
        await expectJapanese(page);
        await expect(page).toHaveTitle(`${heading} - 設定 | Blipstream`);
    }
    await context.close();
});

/** Saves the account page with a phone number the server refuses; returns the field, its error shown. */
async function saveABadPhoneNumber(page: Page) {
    await page.goto('/settings/account');
    const phone = page.getByRole('textbox', { name: '電話番号' });
    await phone.fill('call me maybe');
    await phone
        .locator('xpath=ancestor::form')
        .getByRole('button', { name: '保存', exact: true })
        .click();
    await expect(page.getByText('電話番号の形式が正しくありません。')).toBeVisible();

    return phone;
}

test('a settings field error comes from the server in Japanese, with the field named', async ({
    browser,
}) => {
    const context = await japaneseContext(browser, demo);
    const page = await context.newPage();

    const phone = await saveABadPhoneNumber(page);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expectJapanese(page);
    await context.close();
});

test('Report History with its reports is Japanese', async ({ browser }) => {
    const context = await japaneseContext(browser, demo);
    const page = await context.newPage();

    await expectJapanesePage(page, '/report-history', '報告履歴');
    await expect(page).toHaveTitle('報告履歴 | Blipstream');
    await expect(page.getByText('審査中').first()).toBeVisible();
    await context.close();
});

test('feedback, its thank-you screen and a help search that finds nothing are Japanese', async ({
    browser,
}) => {
    const context = await japaneseContext(browser);
    const page = await context.newPage();

    await expectJapanesePage(page, '/feedback', 'フィードバックを送信');
    await expect(page).toHaveTitle('フィードバックを送信 | Blipstream');

    await page.getByRole('radio', { name: '満足' }).check();
    await page.getByRole('main').getByRole('button', { name: 'フィードバックを送信' }).click();
    await expect(
        page.getByRole('heading', { name: 'フィードバックをありがとうございます！' }),
    ).toBeVisible(SLOW);
    await expectJapanese(page);

    await page.goto('/help');
    await expect(page).toHaveTitle('ヘルプセンター | Blipstream');
    await page.getByRole('searchbox', { name: 'ヘルプを検索' }).fill('zzyzx qwerty');
    await expect(
        page.getByText('「zzyzx qwerty」に一致する結果は見つかりませんでした'),
    ).toBeVisible();
    await expectJapanese(page);
    await context.close();
});

test('the coming-soon pages are Japanese', async ({ browser }) => {
    const context = await japaneseContext(browser);
    const page = await context.newPage();

    for (const [path, heading] of [
        ['/fashion', 'ファッションと美容'],
        ['/podcasts', 'ポッドキャスト'],
        ['/store', 'ストア'],
        ['/parental-control', '保護者による使用制限'],
    ] as const) {
        await expectJapanesePage(page, path, heading);
    }
    await context.close();
});

test('the moderation queues are Japanese', async ({ browser }) => {
    const context = await japaneseContext(browser, moderator);
    const page = await context.newPage();

    await expectJapanesePage(page, '/moderation/reports', '報告された動画');
    await expect(page.getByRole('article').first()).toBeVisible();

    await expectJapanesePage(page, '/moderation/feedback', 'フィードバック');
    await context.close();
});

test('the same checks find the English of English settings and feedback pages', async ({
    browser,
}) => {
    const context = await browser.newContext({ storageState: demo, locale: 'en-US' });
    const page = await context.newPage();

    await page.goto('/settings/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible(SLOW);
    expect(await untranslatedLines(page, AREAS)).toEqual(
        expect.arrayContaining(['Account', 'Phone number', 'Playback and Performance']),
    );

    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeVisible(SLOW);
    expect(await untranslatedLabels(page, AREAS)).toEqual(
        expect.arrayContaining(['What happened, and what did you expect?']),
    );
    await context.close();
});

test(
    'Japanese screenshots of settings, Report History and the moderation queue',
    { tag: '@screenshots' },
    async ({ browser }) => {
        for (const theme of themes) {
            for (const width of [390, 1366]) {
                const size = `${theme}-${String(width)}`;
                const viewer = await japaneseContext(browser, demo, { theme, width });
                const page = await viewer.newPage();

                await saveABadPhoneNumber(page);
                await saveScreenshot(page, `settings-ja-account-error-${size}`, { fullPage: true });

                await page.goto('/report-history');
                await expect(page.getByText('審査中').first()).toBeVisible(SLOW);
                await saveScreenshot(page, `settings-ja-report-history-${size}`, {
                    fullPage: true,
                });
                await viewer.close();

                const moderation = await japaneseContext(browser, moderator, { theme, width });
                const queue = await moderation.newPage();
                await queue.goto('/moderation/reports');
                await expect(queue.getByRole('article').first()).toBeVisible(SLOW);
                await saveScreenshot(queue, `settings-ja-moderation-${size}`, { fullPage: true });
                await moderation.close();
            }
        }
    },
);
