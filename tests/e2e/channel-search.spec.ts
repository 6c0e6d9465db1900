import { expect, test } from '@playwright/test';

import { captureScreens } from './support/screenshots';

// The first channel of the seeded sample catalogue.
const CHANNEL = '/channel/@lenacodes';

test('a channel page switches tabs in place and its About links open in a new tab', async ({
    page,
}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(CHANNEL);
    await expect(page).toHaveTitle('Lena Codes | Blipstream');
    await expect(page.getByRole('heading', { level: 1, name: 'Lena Codes' })).toBeVisible();
    await expect(page.getByText('@lenacodes', { exact: true })).toBeVisible();

    const sections = page.getByRole('navigation', { name: 'Channel sections' });
    await expect(sections.getByRole('link', { name: 'Videos' })).toHaveAttribute(
        'aria-current',
        'page',
    );
    await expect(page.locator('main article').first()).toBeVisible();

    // Each switch is a partial Inertia visit for that tab's prop only.
    const aboutVisit = page.waitForRequest(
        (request) =>
            request.url().includes('tab=about') &&
            request.headers()['x-inertia-partial-data'] === 'tab,about',
    );
    await sections.getByRole('link', { name: 'About' }).click();
    await aboutVisit;
    await expect(page).toHaveURL(/\/channel\/@lenacodes\?tab=about$/);
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.getByText('Berlin, Germany', { exact: true })).toBeVisible();

    const links = page.getByRole('region', { name: 'Links' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await sections.getByRole('link', { name: 'Playlists' }).click();
    await expect(page).toHaveURL(/tab=playlists$/);
    await sections.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/tab=community$/);
    await sections.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('region', { name: 'Featured video' })).toBeVisible();

    expect(errors).toEqual([]);
});

test('an unknown channel is a 404 page', async ({ page }) => {
    const response = await page.goto('/channel/@nobody-at-all');

    expect(response?.status()).toBe(404);
});

test('the header search finds a seeded video and the result opens its watch page', async ({
    page,
}) => {
    await page.goto(CHANNEL);
    const firstCard = page.getByRole('main').getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');

    await page.getByRole('searchbox', { name: 'Search' }).fill(title.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/search\?q=/);
    const result = page.getByRole('heading', { name: title, exact: true }).first();
    await expect(result).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(title.toUpperCase());

    await result.getByRole('link').click();
    await expect(page).toHaveURL(/\/watch\?v=[A-Za-z0-9_-]{11}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a search without matches says so, and syntax characters are harmless', async ({ page }) => {
    const response = await page.goto('/search?q=' + encodeURIComponent('"zzqx AND( *'));

    expect(response?.status()).toBe(200);
    await expect(page.getByText('No results found for ""zzqx AND( *"')).toBeVisible();
});

test(
    'screenshots of the channel tabs and search results',
    { tag: '@screenshots' },
    async ({ browser }) => {
        test.setTimeout(240_000);

        for (const tab of ['home', 'videos', 'playlists', 'community', 'about']) {
            await captureScreens(browser, `${CHANNEL}?tab=${tab}`, `channel-${tab}`);
        }
        await captureScreens(browser, '/search?q=lena', 'search');
        await captureScreens(browser, '/search?q=zzqx', 'search-empty');
    },
);
