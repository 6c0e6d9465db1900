import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoSeriousViolations } from './support/accessibility';
import { captureScreens, saveScreenshot, themedPage, themes } from './support/screenshots';

// Headless Chromium reports no pointer at all ((hover: none), as a touch screen would), so the
// home page's browser is given a desktop's mouse, which card previews need; contexts with touch
// still turn it coarse. (A browser option: it cannot be set for one group of tests.)
test.use({
    launchOptions: [
        async ({ launchOptions }, use) => {
            await use({
                ...launchOptions,
                args: [
                    ...(launchOptions.args ?? []),
                    '--blink-settings=primaryPointerType=4,availablePointerTypes=4,primaryHoverType=2,availableHoverTypes=2',
                ],
            });
        },
        { scope: 'worker' },
    ],
});

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

test.describe('inline playback', () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    function recommendedCards(page: Page): Locator {
        return page.getByRole('region', { name: 'Recommended' }).locator('article');
    }

    function previewTime(preview: Locator): Promise<number> {
        return preview.evaluate((video: HTMLVideoElement) => video.currentTime);
    }

    test('resting the mouse on a card plays it muted; leaving lets go of it', async ({ page }) => {
        await page.goto('/');
        const first = recommendedCards(page).nth(0);
        const second = recommendedCards(page).nth(1);
        await first.locator('a').first().hover();

        // It shows once frames play, a little way into the video.
        const preview = first.getByTestId('inline-preview');
        await expect(preview).toHaveCSS('opacity', '1');
        await expect(preview).toHaveJSProperty('muted', true);
        const { started, duration } = await preview.evaluate((video: HTMLVideoElement) => ({
            started: video.currentTime,
            duration: video.duration,
        }));
        // A tenth of the way in, at most 30 s: the first card may be a clip another spec
        // uploaded, seconds long, as well as a seeded one.
        expect(started).toBeGreaterThanOrEqual(Math.floor(Math.min(duration * 0.1, 30)));
        await expect
            .poll(() => previewTime(preview), { timeout: 10_000 })
            // A second of playback, or half of what is left of an uploaded clip of seconds.
            .toBeGreaterThan(started + Math.min(1, (duration - started) / 2));
        await expectNoSeriousViolations(page);

        await second.locator('a').first().hover();
        await expect(first.getByTestId('inline-preview')).toHaveCount(0);
        await expect(second.getByTestId('inline-preview')).toBeVisible();
        await expect(page.locator('video')).toHaveCount(1);

        await page.mouse.move(5, 400);
        await expect(page.locator('video')).toHaveCount(0);
    });

    test('a touch screen never plays previews', async ({ browser }) => {
        const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            hasTouch: true,
            isMobile: true,
        });
        const page = await context.newPage();
        await page.clock.install();
        await page.goto('/');
        await recommendedCards(page).first().locator('a').first().hover();
        await page.clock.runFor(2_000);

        expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
        await expect(page.locator('video')).toHaveCount(0);
        await context.close();
    });

    test(
        'inline playback screenshots in both themes',
        { tag: '@screenshots' },
        async ({ browser }) => {
            for (const theme of themes) {
                const { context, page } = await themedPage(browser, theme, 1366, undefined, 900);
                await page.goto('/');
                const card = recommendedCards(page).nth(1);
                await card.scrollIntoViewIfNeeded();
                await card.locator('a').first().hover();
                const preview = card.getByTestId('inline-preview');
                await expect(preview).toHaveCSS('opacity', '1');
                const started = await previewTime(preview);
                await expect.poll(() => previewTime(preview)).toBeGreaterThan(started + 2);
                await saveScreenshot(page, `inline-playback-${theme}-1366`);
                await context.close();
            }

            const phone = await browser.newContext({
                viewport: { width: 390, height: 844 },
                hasTouch: true,
                isMobile: true,
            });
            const page = await phone.newPage();
            await page.goto('/');
            await recommendedCards(page).first().scrollIntoViewIfNeeded();
            await recommendedCards(page).first().locator('a').first().hover();
            await saveScreenshot(page, 'inline-playback-light-390');
            await phone.close();
        },
    );
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
