import { expect, test, type Page, type Request } from '@playwright/test';

// hls.js and the media load on a busy two-core machine.
const SLOW = { timeout: 15_000 };

/** Runs the load and waits for the player's first progress report after it to be taken. */
async function loadAndReport(page: Page, load: () => Promise<unknown>): Promise<void> {
    const [report] = await Promise.all([
        page.waitForRequest(
            (request: Request) =>
                request.method() === 'POST' &&
                /\/videos\/[A-Za-z0-9_-]{11}\/progress$/.test(request.url()),
            SLOW,
        ),
        load(),
    ]);
    expect((await report.response())?.status()).toBe(204);
}

/** The exact view count the page was rendered with (its Inertia page object). */
async function renderedViews(page: Page): Promise<number> {
    const json = await page.locator('script[data-page="app"]').textContent();

    return (JSON.parse(json ?? '{}') as { props: { video: { views: number } } }).props.video.views;
}

test('a guest’s reloads count one view: the player’s reports carry the page’s session', async ({
    page,
}) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').first();
    const href = (await card.locator('a[href^="/watch?v="]').first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/watch\?v=/);

    await loadAndReport(page, () => page.goto(href));
    const before = await renderedViews(page);

    await loadAndReport(page, () => page.reload());
    const afterFirstReport = await renderedViews(page);
    expect(afterFirstReport).toBe(before + 1);

    await loadAndReport(page, () => page.reload());
    expect(await renderedViews(page)).toBe(afterFirstReport);
});
