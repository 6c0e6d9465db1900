import { expect, test } from '@playwright/test';

import { captureScreens } from './support/screenshots';

test('the home page shows the seeded catalogue in its sections', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');

    await expect(page).toHaveTitle('Home | Blipstream');
    await expect(page.locator('script[data-page="app"][type="application/json"]')).toHaveCount(1);
    const featured = page.getByRole('region', { name: 'Featured' });
    await expect(featured.getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Live', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blips', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended', exact: true })).toBeVisible();
    await expect(
        page.getByRole('region', { name: 'Live' }).getByText('360p').first(),
    ).toBeVisible();
    await expect(
        page.getByRole('region', { name: 'Blips' }).locator('a[href^="/blips?v="]').first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
});

test('a category chip filters the sections without a full reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await page.evaluate(() => {
        document.documentElement.dataset.sameDocument = 'yes';
    });

    await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Live' })
        .click();

    await expect(page).toHaveURL(/\/\?category=live$/);
    await expect(
        page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Live' }),
    ).toHaveAttribute('aria-current', 'page');
    // Under the Live chip every featured tile is a stream and the blips section is gone.
    const tiles = page.getByRole('region', { name: 'Featured' }).getByRole('link');
    await expect(tiles.first()).toContainText('Live');
    await expect(page.getByRole('heading', { name: 'Blips', exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

test('the recommended grid loads more videos near its end', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Recommended' }).locator('article');
    await expect(cards.first()).toBeVisible();
    const firstPage = await cards.count();

    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);

    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
});

test('clicking a video opens its watch page', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').first();
    const title = (await card.locator('h3').textContent()) ?? '';

    await card.locator('a[href^="/watch?v="]').first().click();

    await expect(page).toHaveURL(/\/watch\?v=[A-Za-z0-9_-]{11}$/);
    await expect(page.getByRole('heading', { name: title.trim() }).first()).toBeVisible();
});

test('trending and gaming list seeded videos', async ({ page }) => {
    await page.goto('/trending');
    await expect(page).toHaveTitle('Trending | Blipstream');
    await expect(page.locator('article').first()).toBeVisible();

    await page
        .getByRole('navigation', { name: 'Trending categories' })
        .getByRole('link', { name: 'Music' })
        .click();
    await expect(page).toHaveURL(/\/trending\?tab=music$/);
    await expect(page.locator('article').first()).toBeVisible();

    await page.goto('/gaming');
    await expect(page).toHaveTitle('Gaming | Blipstream');
    await expect(
        page.getByText(
            'Live streams, walkthroughs, reviews, and more from your favorite gaming creators',
        ),
    ).toBeVisible();
    await page
        .getByRole('navigation', { name: 'Gaming categories' })
        .getByRole('link', { name: 'Live' })
        .click();
    await expect(page.locator('article').first()).toContainText('watching');
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

for (const [path, name] of [
    ['/', 'home'],
    ['/trending', 'trending'],
    ['/gaming', 'gaming'],
] as const) {
    test(
        `${name} screenshots in both themes at phone and desktop widths`,
        { tag: '@screenshots' },
        async ({ browser }) => {
            await captureScreens(browser, path, name);
        },
    );
}
