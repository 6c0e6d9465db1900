import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { saveScreenshot, themedPage, themes } from './support/screenshots';

// Every seeded description says "In this video we look at …": the word finds videos and blips.
const QUERY = 'video';

/** The address's search parameters, in whatever order the server wrote them. */
function searchParams(page: Page): Record<string, string> {
    return Object.fromEntries(new URL(page.url()).searchParams);
}

function rows(page: Page) {
    return page.locator('main article');
}

test('a search lists its results, and a filter changes the address and the results', async ({
    page,
}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill(QUERY);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/search\?q=video$/);
    await expect(rows(page).first()).toBeVisible();
    // The snippet marks the matched word.
    await expect(page.locator('main article mark').first()).toHaveText(/^video$/i);

    const types = page.getByRole('navigation', { name: 'Result type' });
    await expect(types.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    // A filter is a partial visit for the results only, not a new page.
    await page.evaluate(() => {
        document.documentElement.dataset.sameDocument = 'yes';
    });
    const blipsVisit = page.waitForRequest(
        (request) =>
            request.url().includes('type=blip') &&
            (request.headers()['x-inertia-partial-data'] ?? '').includes('videos'),
    );
    await types.getByRole('link', { name: 'Blips' }).click();
    await blipsVisit;
    await expect(page).toHaveURL(/\/search\?q=video&type=blip$/);
    await expect(types.getByRole('link', { name: 'Blips' })).toHaveAttribute(
        'aria-current',
        'page',
    );
    await expect(rows(page).first()).toBeVisible();
    // Every row now is a blip.
    await expect(
        rows(page).filter({ hasNot: page.getByText('Blip', { exact: true }) }),
    ).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page
        .getByRole('navigation', { name: 'Sort by' })
        .getByRole('link', { name: 'View count' })
        .click();
    await expect(page).toHaveURL(/sort=views/);
    expect(searchParams(page)).toEqual({ q: 'video', type: 'blip', sort: 'views' });
    await expectNoSeriousViolationsInEveryLook(page);

    // The address keeps the filters through a reload.
    await page.reload();
    await expect(types.getByRole('link', { name: 'Blips' })).toHaveAttribute(
        'aria-current',
        'page',
    );
    await expect(page.getByRole('button', { name: /Filters/ })).toContainText('1 filter on');

    // No blip is over 20 minutes long: the empty state offers to clear the filters.
    await page.getByRole('button', { name: /Filters/ }).click();
    await page
        .getByRole('navigation', { name: 'Duration' })
        .getByRole('link', { name: 'Over 20 minutes' })
        .click();
    await expect(page).toHaveURL(/duration=long/);
    await expect(
        page.getByText('Try different filters, or clear them to see every result.'),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/search\?q=video$/);
    await expect(rows(page).first()).toBeVisible();

    expect(errors).toEqual([]);
});

test('the Channel type lists channel rows with a Subscribe button', async ({ page }) => {
    await page.goto('/search?q=lena&type=channel');

    const row = rows(page).filter({ has: page.getByRole('heading', { name: 'Lena Codes' }) });
    await expect(row).toBeVisible();
    await expect(row.getByText(/@lenacodes • /)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Subscribe to Lena Codes' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Filters/ })).toHaveCount(0);
});

test('odd filter values in the address are ignored', async ({ page }) => {
    const response = await page.goto(
        '/search?q=video&type[]=blip&date=forever&sort=random&page=abc',
    );

    expect(response?.status()).toBe(200);
    await expect(
        page.getByRole('navigation', { name: 'Result type' }).getByRole('link', { name: 'All' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toBeVisible();
});

test('search results have no serious accessibility violations in either theme', async ({
    browser,
}) => {
    const { context, page } = await themedPage(browser, 'light', 390);
    await page.goto(`/search?q=${QUERY}`);
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expectNoSeriousViolationsInEveryLook(page);
    await context.close();
});

test(
    'search results at phone and desktop widths in both themes',
    { tag: '@screenshots' },
    async ({ browser }) => {
        test.setTimeout(180_000);
        const pictures: [string, string, boolean][] = [
            ['videos', `/search?q=${QUERY}`, false],
            ['filters', `/search?q=${QUERY}&date=year`, true],
            ['channels', '/search?q=lena', false],
            ['channel-type', '/search?q=codes&type=channel', false],
            ['empty', `/search?q=${QUERY}&type=blip&duration=long`, false],
        ];
        for (const theme of themes) {
            for (const width of [390, 1366]) {
                const { context, page } = await themedPage(browser, theme, width);
                for (const [name, path, openFilters] of pictures) {
                    await page.goto(path, { waitUntil: 'networkidle' });
                    if (openFilters) {
                        await page.getByRole('button', { name: /Filters/ }).click();
                    }
                    await saveScreenshot(page, `search-${name}-${theme}-${width}`);
                }
                await context.close();
            }
        }
    },
);
