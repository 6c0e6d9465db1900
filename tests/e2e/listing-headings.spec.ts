import { expect, test, type Page } from '@playwright/test';

import {
    expectHeadingsInOrder,
    expectNoSeriousViolationsInEveryLook,
} from './support/accessibility';
import { registerNewAccount, seededAccountState } from './support/accounts';

// The cards arrive as deferred props; a busy two-core machine needs the time.
const SLOW = { timeout: 15_000 };

/** Waits for the listing's cards (their titles are the headings that matter), then checks. */
async function expectListingHeadingsInOrder(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(SLOW);

    await expectHeadingsInOrder(page);
    await expectNoSeriousViolationsInEveryLook(page);
}

for (const path of ['/trending', '/trending?tab=gaming', '/music', '/news', '/gaming']) {
    test(`${path} keeps its headings in order, no level skipped`, async ({ page }) => {
        await expectListingHeadingsInOrder(page, path);
    });
}

for (const path of ['/subscriptions', '/history']) {
    test(`the demo viewer’s ${path} keeps its headings in order, no level skipped`, async ({
        browser,
    }) => {
        const context = await browser.newContext({
            storageState: await seededAccountState(browser, 'demo@blipstream.test'),
        });
        await expectListingHeadingsInOrder(await context.newPage(), path);
        await context.close();
    });
}

test('the cards of Liked videos and Watch later sit right under the page title', async ({
    page,
}) => {
    await registerNewAccount(page, 'Heading Tester');
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Save to Watch later' }).click();
    await expect(card.getByText('Saved to Watch later')).toBeVisible();
    await card.locator('a[href^="/watch?v="]').first().click();
    const like = page.getByRole('button', { name: 'Like this video', exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    for (const path of ['/liked', '/watch-later']) {
        await expectListingHeadingsInOrder(page, path);
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
});

test('a channel’s tabs keep their headings in order', async ({ page }) => {
    await page.goto('/trending');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible(SLOW);
    const channel = await card.locator('a[href^="/channel/@"]').last().getAttribute('href');
    expect(channel).toMatch(/^\/channel\/@/);

    for (const tab of ['', '?tab=home', '?tab=playlists', '?tab=about']) {
        await page.goto(`${channel}${tab}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectHeadingsInOrder(page);
    }
});
