import { expect, test, type Locator } from '@playwright/test';

import { saveScreenshot, themedPage, themes } from './support/screenshots';

// The first channel of the seeded sample catalogue.
const CHANNEL = '/channel/@lenacodes';

/** The titles and thumbnail addresses of a grid's cards, once every card has its picture. */
async function cardsOf(grid: Locator): Promise<{ titles: string[]; thumbnails: string[] }> {
    const cards = grid.locator('article');
    await expect(cards.first()).toBeVisible();

    return {
        titles: (await cards.getByRole('heading').allTextContents()).map((title) => title.trim()),
        thumbnails: await cards
            .locator('img:not([aria-hidden="true"])')
            .evaluateAll((images) =>
                images
                    .map((image) => (image as HTMLImageElement).getAttribute('src') ?? '')
                    .filter((src) => src.includes('/thumbnails/')),
            ),
    };
}

test('no title or thumbnail shows twice in the home grid or a channel’s videos', async ({
    page,
}) => {
    await page.goto('/');
    const home = await cardsOf(page.getByRole('region', { name: 'Recommended' }));
    expect(home.titles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(home.titles).size).toBe(home.titles.length);
    expect(home.thumbnails.length).toBe(home.titles.length);
    expect(new Set(home.thumbnails).size).toBe(home.thumbnails.length);

    await page.goto(`${CHANNEL}?tab=videos`);
    const channel = await cardsOf(page.getByRole('main'));
    expect(channel.titles.length).toBeGreaterThanOrEqual(4);
    expect(new Set(channel.titles).size).toBe(channel.titles.length);
    expect(new Set(channel.thumbnails).size).toBe(channel.thumbnails.length);
});

test(
    'the sample catalogue on home and a channel at phone and laptop widths in both themes',
    { tag: '@screenshots' },
    async ({ browser }) => {
        test.setTimeout(180_000);
        for (const theme of themes) {
            for (const width of [390, 1366]) {
                const { context, page } = await themedPage(browser, theme, width);
                for (const [path, name] of [
                    ['/', 'home'],
                    [`${CHANNEL}?tab=videos`, 'channel-videos'],
                ] as const) {
                    await page.goto(path);
                    await expect(page.locator('main article img').first()).toBeVisible();
                    // Lazy thumbnails below the fold load as the page scrolls through them.
                    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
                    await page.evaluate(() => window.scrollTo(0, 0));
                    await saveScreenshot(page, `sample-catalogue-${name}-${theme}-${width}`, {
                        fullPage: true,
                    });
                }
                await context.close();
            }
        }
    },
);
