import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { logInSeeded } from './support/accounts';
import { saveScreenshot, themedPage, themes } from './support/screenshots';

const WIDTHS = [390, 1366] as const;

/** The header's search: in place on wide screens, behind its icon on phones. */
async function openHeaderSearch(page: Page, width: number) {
    const header = page.getByRole('banner');
    if (width < 640) {
        await header.getByRole('button', { name: 'Open search' }).click();
    }

    return header.getByRole('searchbox', { name: 'Search' });
}

for (const width of WIDTHS) {
    test(`a lost visitor keeps the frame, its search and the menu at ${width} px`, async ({
        page,
    }) => {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        const response = await page.goto('/no/such/page');

        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect(
            page.getByRole('banner').getByRole('link', { name: 'Blipstream' }),
        ).toBeVisible();
        // Both themes at this width; the test at the other width checks the other two looks.
        await expectNoSeriousViolationsInEveryLook(page, undefined, [width]);

        const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
        if (width < 768) {
            await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
            await menu.click();
        }
        const navigation = page.getByRole('navigation', { name: 'Main' });
        await expect(navigation.getByRole('link', { name: 'Trending' })).toBeVisible();

        // Afresh, with the drawer closed.
        await page.goto('/no/such/page');
        const search = await openHeaderSearch(page, width);
        await search.fill('music');
        await search.press('Enter');
        await expect(page).toHaveURL(/\/search\?q=music/);
    });
}

test('a missing video and a refused page keep the frame too', async ({ page }) => {
    const missing = await page.goto('/watch?v=AAAAAAAAAAA');

    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('search')).toBeVisible();

    await logInSeeded(page, 'demo@blipstream.test');
    const refused = await page.goto('/moderation/reports');

    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(
        page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();
    await expectNoSeriousViolationsInEveryLook(page);
});

test('404 page screenshots', { tag: '@screenshots' }, async ({ browser }) => {
    for (const theme of themes) {
        for (const width of WIDTHS) {
            const { context, page } = await themedPage(browser, theme, width);
            await page.goto('/no/such/page');
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await saveScreenshot(page, `error-404-${theme}-${width}`, { fullPage: true });
            await context.close();
        }
    }
});
