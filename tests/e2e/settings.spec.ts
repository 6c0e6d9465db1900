import { expect, test, type Browser, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { registerNewAccount, type StorageState } from './support/accounts';
import { saveScreenshot, screenshotsWanted, themedPage, themes } from './support/screenshots';

/** Every page of /settings, with its heading. */
const pages = [
    ['account', 'Account'],
    ['notifications', 'Notifications'],
    ['privacy', 'Privacy'],
    ['playback', 'Playback and Performance'],
    ['appearance', 'Appearance'],
    ['downloads', 'Downloads'],
    ['connected-apps', 'Connected Apps'],
    ['billing', 'Billing and Payments'],
    ['advance', 'Advance settings'],
    ['help', 'Help'],
] as const;

let account: StorageState;

test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    await registerNewAccount(await context.newPage(), 'Settings Viewer');
    account = await context.storageState();
    await context.close();
});

async function asAccount(browser: Browser, width = 1366) {
    const context = await browser.newContext({
        storageState: account,
        viewport: { width, height: 900 },
    });

    return { context, page: await context.newPage() };
}

async function save(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

const rootFontSize = (page: Page) =>
    page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

test('the spec’s paths with an ampersand reach the router and lead to the clean ones', async ({
    page,
}) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/settings/account');

    await page.goto('/settings/performance&playback');
    await expect(page).toHaveURL('/settings/playback');
    await expect(
        page.getByRole('heading', { level: 1, name: 'Playback and Performance' }),
    ).toBeVisible();

    await page.goto('/settings/billing&payment');
    await expect(page).toHaveURL('/settings/billing');
    await expect(
        page.getByRole('heading', { level: 1, name: 'Billing and Payments' }),
    ).toBeVisible();
});

test('font size x-large makes the text larger, and an account keeps it after a reload', async ({
    browser,
}) => {
    const { context, page } = await asAccount(browser);
    await page.goto('/');
    const title = page.getByRole('link', { name: 'Home' }).first();
    const before = await title.evaluate((element) => element.getBoundingClientRect().height);
    expect(await rootFontSize(page)).toBe(16);

    await page.goto('/settings/appearance');
    await page.getByLabel('Font size').selectOption('x-large');
    await save(page);
    expect(await rootFontSize(page)).toBe(20);

    await page.goto('/');
    const after = await title.evaluate((element) => element.getBoundingClientRect().height);
    expect(after).toBeGreaterThan(before * 1.2);

    // Applied before first paint too: with scripts blocked, only the inline head script runs.
    await page.route('**/build/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await rootFontSize(page)).toBe(20);
    await page.unroute('**/build/assets/*.js');

    await page.goto('/settings/appearance');
    await expect(page.getByLabel('Font size')).toHaveValue('x-large');
    await page.getByLabel('Font size').selectOption('medium');
    await save(page);
    await context.close();
});

test('the device theme follows an emulated dark system live, and a chosen theme wins', async ({
    page,
}) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings/appearance');
    await expect(page.getByLabel('Theme')).toHaveValue('system');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await page.getByLabel('Theme').selectOption('dark');
    await save(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a guest’s settings stay in the browser across reloads and take effect', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const cards = page.locator('section[aria-labelledby="home-recommended"] article');
    // The cards on the grid's first row.
    const columns = () =>
        cards.evaluateAll((all) => {
            const top = all[0]?.getBoundingClientRect().top;

            return all.filter((card) => card.getBoundingClientRect().top === top).length;
        });
    await expect(cards.first()).toBeVisible();
    const normal = await columns();

    await page.goto('/settings/appearance');
    await expect(page.getByText(/these settings are kept in this browser/)).toBeVisible();
    await page.getByLabel('Compact mode').check();
    await page.getByLabel('Reduce motion').check();
    await save(page);
    await page.reload();
    await expect(page.getByLabel('Compact mode')).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/\bcompact\b/);
    await expect(page.locator('html')).toHaveClass(/\breduce-motion\b/);
    // Nothing animates: the Save button's colour transition takes no time.
    expect(
        await page
            .getByRole('button', { name: 'Save' })
            .evaluate((button) => parseFloat(getComputedStyle(button).transitionDuration)),
    ).toBeLessThan(0.001);

    await page.goto('/');
    await expect(cards.first()).toBeVisible();
    expect(await columns()).toBeGreaterThan(normal);
});

test('an account’s settings persist after a reload and keep its history paused', async ({
    browser,
}) => {
    const { context, page } = await asAccount(browser);
    await page.goto('/settings/privacy');
    await page.getByLabel('Keep history paused').check();
    await expect(page.getByLabel('Pause watch history')).toBeDisabled();
    await expect(page.getByLabel('Pause watch history')).toBeChecked();
    await save(page);

    await page.reload();
    await expect(page.getByLabel('Keep history paused')).toBeChecked();
    await expect(page.getByLabel('Pause search history')).toBeDisabled();

    await page.goto('/history');
    await expect(page.getByRole('button', { name: 'Resume watch history' })).toBeDisabled();

    await page.goto('/settings/privacy');
    await page.getByLabel('Keep history paused').uncheck();
    await save(page);
    await context.close();
});

test('every settings page has no serious accessibility violation, light or dark, phone or desktop', async ({
    browser,
}) => {
    test.setTimeout(120_000);
    const signedIn = await themedPage(browser, 'light', 390, account);
    for (const [path, heading] of pages) {
        await signedIn.page.goto(`/settings/${path}`);
        await expect(signedIn.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolationsInEveryLook(signedIn.page);
    }
    await signedIn.context.close();

    const { context, page } = await themedPage(browser, 'light', 390);
    await page.goto('/settings/account');
    await expect(
        page.getByRole('heading', { name: 'Sign in to manage your account' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Settings menu/ }).click();
    await expectNoSeriousViolationsInEveryLook(page);
    await context.close();
});

test(
    'settings screenshots at 390 and 1366 px, light and dark',
    { tag: '@screenshots' },
    async ({ browser }) => {
        test.skip(!screenshotsWanted, 'pictures only when asked for');
        test.setTimeout(240_000);
        for (const theme of themes) {
            for (const width of [390, 1366]) {
                const { context, page } = await themedPage(browser, theme, width, account);
                for (const [path, heading] of pages) {
                    await page.goto(`/settings/${path}`);
                    await expect(
                        page.getByRole('heading', { level: 1, name: heading }),
                    ).toBeVisible();
                    await saveScreenshot(page, `settings-${path}-${theme}-${String(width)}`, {
                        fullPage: true,
                    });
                }
                if (width === 390) {
                    await page.getByRole('button', { name: /Settings menu/ }).click();
                    await saveScreenshot(page, `settings-menu-${theme}-390`);
                }
                await context.close();
            }
        }
    },
);
