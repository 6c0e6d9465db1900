import { expect, test, type Page } from '@playwright/test';

// What `composer lighthouse` found and what was done about it, checked in the browser.

// The home page and the first watch page render a seeded catalogue on a busy two-core machine.
const SLOW = { timeout: 15_000 };

const SITE_DESCRIPTION =
    'Watch videos, blips and live streams from independent creators, subscribe to the channels you like, and run your own from the studio.';

const description = (page: Page) => page.locator('meta[name="description"]');

/** The first featured video's watch page, as the home page links it. */
async function featuredWatchUrl(page: Page): Promise<string> {
    await page.goto('/');
    const href = await page
        .getByRole('region', { name: 'Featured' })
        .getByRole('link')
        .first()
        .getAttribute('href');
    expect(href).toMatch(/^\/watch\?v=[A-Za-z0-9_-]{11}$/);

    return href ?? '';
}

test('every page has one meta description, which a visit to another page replaces', async ({
    page,
}) => {
    await page.goto('/');
    await expect(description(page)).toHaveAttribute('content', SITE_DESCRIPTION);

    await page.getByRole('region', { name: 'Featured' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/watch\?v=/, SLOW);
    // The video's own, written by the client on the visit.
    await expect(description(page)).not.toHaveAttribute('content', SITE_DESCRIPTION);
    await expect(description(page)).toHaveCount(1);
    const onVisit = await description(page).getAttribute('content');

    // The same as the server writes into a first response.
    await page.reload();
    await expect(description(page)).toHaveAttribute('content', onVisit ?? '');
    await expect(description(page)).toHaveCount(1);

    await page.goBack();
    await expect(description(page)).toHaveAttribute('content', SITE_DESCRIPTION);
    await expect(description(page)).toHaveCount(1);
});

test('the home page paints its featured grid from the first response, before the sections below it', async ({
    page,
}) => {
    const html = await (await page.request.get('/')).text();
    const preloaded =
        /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1] ?? '';
    expect(preloaded).toMatch(/^\/storage\/.+\.webp$/);

    // The sections' deferred request waits until the grid has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
        release = resolve;
    });
    await page.route(
        (url) => url.pathname === '/',
        async (route) => {
            if (route.request().headers()['x-inertia-partial-data']) {
                await held;
            }
            await route.continue();
        },
    );

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured' });
    await expect(featured).toBeVisible(SLOW);
    await expect(page.getByRole('status', { name: 'Loading videos' })).toBeVisible();
    const largest = featured.getByRole('link').first().locator('img');
    await expect(largest).toHaveAttribute('src', preloaded);
    await expect(largest).toHaveAttribute('fetchpriority', 'high');
    await expect
        .poll(() => largest.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

    release();
    await expect(page.getByRole('region', { name: 'Recommended' })).toBeVisible(SLOW);
    await expect(page.getByRole('status', { name: 'Loading videos' })).toHaveCount(0);
});

test('the player transmuxes in hls.js’s worker, off the page’s main thread', async ({ page }) => {
    const watchUrl = await featuredWatchUrl(page);
    const worker = page.waitForEvent('worker', {
        predicate: (started) => /\/build\/assets\/hls\.worker-[\w-]+\.js$/.test(started.url()),
        ...SLOW,
    });

    await page.goto(watchUrl);
    await worker;
    await expect
        .poll(
            () => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime),
            SLOW,
        )
        .toBeGreaterThan(1);
});
