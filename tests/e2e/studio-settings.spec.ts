import { expect, test, type Browser } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { newCreator } from './support/creator';
import { themedPage } from './support/screenshots';
import type { StorageState } from './support/accounts';

let creator: StorageState;

test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    creator = await newCreator(browser, 'Settings Studio');
});

async function asCreator(browser: Browser) {
    const context = await browser.newContext({
        storageState: creator,
        viewport: { width: 1366, height: 900 },
    });

    return { context, page: await context.newPage() };
}

test('upload defaults saved in the studio settings start the next upload form', async ({
    browser,
}) => {
    const { context, page } = await asCreator(browser);
    await page.goto('/studio/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.getByLabel('Visibility').selectOption('unlisted');
    await page.getByLabel('Tags').fill('travel, vlog');
    await page.getByLabel('Hold comments with links for review').check();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Visibility')).toHaveValue('unlisted');
    await expect(page.getByLabel('Tags')).toHaveValue('travel, vlog');
    await expect(page.getByLabel('Hold comments with links for review')).toBeChecked();

    await page.goto('/studio/upload/video');
    await page.getByLabel('SELECT FILES').setInputFiles({
        name: 'Harbour walk.mp4',
        mimeType: 'video/mp4',
        buffer: Buffer.alloc(2048),
    });
    await expect(page.getByLabel('Title (required)')).toHaveValue('Harbour walk');
    await expect(page.getByRole('radio', { name: /Unlisted/ })).toBeChecked();
    await expect(page.getByLabel('Tags')).toHaveValue('travel, vlog');

    await context.close();
});

test('the studio settings page has no serious accessibility violation, light or dark, phone or desktop', async ({
    browser,
}) => {
    const { context, page } = await themedPage(browser, 'light', 390, creator);
    await page.goto('/studio/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousViolationsInEveryLook(page, 'studio-settings');
    await context.close();
});
