import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';

import { captureScreens } from './support/screenshots';

test('the home page renders through Inertia', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');

    await expect(page).toHaveTitle('Home | Blipstream');
    await expect(page.getByText('Watch, share and create videos.')).toBeVisible();
    await expect(page.locator('script[data-page="app"][type="application/json"]')).toHaveCount(1);
    expect(errors).toEqual([]);
});

test('links visit pages without a full reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
        document.documentElement.dataset.sameDocument = 'yes';
    });

    const visit = page.waitForResponse(
        (response) => response.url().endsWith('/') && response.headers()['x-inertia'] === 'true',
    );
    // The link home is written as route('home'), absolute or relative depending on the caller.
    await page.locator('a[href="/"], a[href="http://127.0.0.1:8123/"]').first().click();
    await visit;

    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
    await expect(page.getByText('Watch, share and create videos.')).toBeVisible();
});

test.describe('theme before first paint', () => {
    // Only the inline head script may set the class: the bundle, which loads after first paint, is held back.
    test.beforeEach(async ({ page }) => {
        await page.route('**/build/assets/*.js', (route) => route.abort());
    });

    test('a stored dark theme darkens the page', async ({ page }) => {
        await page.addInitScript(() => {
            localStorage.setItem('theme', 'dark');
        });
        await page.goto('/');

        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    });

    test('without a stored theme the system preference decides', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto('/');

        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    });

    test('a stored light theme wins over a dark system preference', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.addInitScript(() => {
            localStorage.setItem('theme', 'light');
        });
        await page.goto('/');

        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    });

    test('a light system preference keeps the page light', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto('/');

        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    });
});

test('home screenshots in both themes at phone and desktop widths', async ({ browser }) => {
    const files = await captureScreens(browser, '/', 'home');

    expect(files).toHaveLength(4);
    for (const file of files) {
        expect(existsSync(file)).toBe(true);
    }
});
