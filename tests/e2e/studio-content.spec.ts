import { expect, test, type Locator, type Page } from '@playwright/test';

import {
    expectNoSeriousViolations,
    expectNoSeriousViolationsInEveryLook,
    LOOK_WIDTHS,
} from './support/accessibility';
import { logInSeeded, seededAccountState } from './support/accounts';
import { themedPage } from './support/screenshots';

// A creator of the small seeded catalogue (SampleCatalogueSeeder). Other specs browse
// other channels.
const CREATOR_EMAIL = 'slowhistorian@creators.blipstream.test';
const CONTENT = '/studio/content';
// The first studio page of a run builds its chunks on a busy two-core machine.
const SLOW = { timeout: 15_000 };

const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).locator('tbody tr');

/** The column's cells as text, in row order. */
async function column(page: Page, index: number): Promise<string[]> {
    return rows(page)
        .locator(`td:nth-child(${String(index + 1)})`)
        .allInnerTexts();
}

/** The titles of the listed rows, in order. */
async function titles(page: Page): Promise<string[]> {
    return rows(page).locator('td:nth-child(2) a').allInnerTexts();
}

/** Waits until the page's query string holds exactly these parameters, in any order. */
async function expectQuery(page: Page, expected: Record<string, string>): Promise<void> {
    await expect
        .poll(() => {
            const url = new URL(page.url());

            return url.pathname === CONTENT ? Object.fromEntries(url.searchParams) : url.pathname;
        })
        .toEqual(expected);
}

/** The public id a row's Edit link points at. */
async function idOf(row: Locator): Promise<string> {
    const href = await row.getByRole('link', { name: /^Edit / }).getAttribute('href');
    const id = /\/studio\/videos\/([A-Za-z0-9_-]{11})\/edit$/.exec(href ?? '')?.[1];
    if (!id) {
        throw new Error(`No video id in ${String(href)}`);
    }

    return id;
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
    await logInSeeded(page, CREATOR_EMAIL);
});

test('the owner lists, filters, sorts and searches their videos', async ({ page }) => {
    await page.goto(CONTENT);
    await expect(page).toHaveTitle('Content - Studio | Blipstream');
    await expect(page.getByRole('heading', { name: 'Channel content' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible(SLOW);
    const total = Number(
        /of (\d+) videos?/.exec(await page.getByText(/^\d+–\d+ of \d+ videos?$/).innerText())?.[1],
    );
    expect(total).toBeGreaterThan(1);
    await expectNoSeriousViolations(page);

    // Newest first by default.
    const dates = (await column(page, 5)).map((text) => Date.parse(text));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    await page.getByLabel('Sort by').selectOption({ label: 'Most viewed' });
    await expectQuery(page, { sort: 'views' });
    await expect(page.getByLabel('Sort by')).toHaveValue('views');
    const views = (await column(page, 6)).map((text) => Number(text.replace(/,/g, '')));
    expect(views.length).toBeGreaterThan(1);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    await page
        .getByRole('navigation', { name: 'Type' })
        .getByRole('link', { name: 'Videos' })
        .click();
    await expectQuery(page, { sort: 'views', type: 'videos' });
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).getByText('Short', { exact: true })).toHaveCount(0);

    await page
        .getByRole('navigation', { name: 'Type' })
        .getByRole('link', { name: 'Shorts' })
        .click();
    await expectQuery(page, { sort: 'views', type: 'shorts' });
    const shorts = await rows(page).count();
    const emptyText = page.getByText('No videos found.');
    if (shorts === 0) {
        await expect(emptyText).toBeVisible();
    } else {
        await expect(rows(page).getByText('Short', { exact: true })).toHaveCount(shorts);
    }

    await page.getByRole('navigation', { name: 'Type' }).getByRole('link', { name: 'All' }).click();
    await expectQuery(page, { sort: 'views' });

    // Part of a title, in another case, finds it and only titles holding it.
    const title = (await titles(page))[0] ?? '';
    const word = title.split(' ').find((part) => part.length >= 4) ?? title;
    const search = page.getByRole('searchbox', { name: 'Search by title' });
    await search.fill(word.toUpperCase());
    await search.press('Enter');
    await expectQuery(page, { sort: 'views', q: word.toUpperCase() });
    await expect(rows(page).first()).toBeVisible();
    for (const listed of await titles(page)) {
        expect(listed.toLowerCase()).toContain(word.toLowerCase());
    }

    await search.fill('no title holds this 9f8e7d');
    await search.press('Enter');
    await expect(emptyText).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or upload a new video.')).toBeVisible();

    await search.fill('   ');
    await search.press('Enter');
    await expectQuery(page, { sort: 'views' });
    await expect(rows(page).first()).toBeVisible();

    // The filters live in the URL: a reload keeps them.
    await page.goto(`${CONTENT}?type=videos&sort=likes&q=${encodeURIComponent(word)}`);
    await expect(page.getByLabel('Sort by')).toHaveValue('likes');
    await expect(search).toHaveValue(word);
    await expect(
        page.getByRole('navigation', { name: 'Type' }).getByRole('link', { name: 'Videos' }),
    ).toHaveAttribute('aria-current', 'page');
});

test('select-all ticks every row of the page and only then', async ({ page }) => {
    await page.goto(CONTENT);
    const all = page.getByRole('checkbox', { name: 'Select all videos on this page' });
    await expect(all).not.toBeChecked(SLOW);
    const count = await rows(page).count();

    await all.check();
    await expect(page.getByRole('region', { name: 'Selected videos' })).toContainText(
        `${String(count)} videos selected`,
    );
    await expect(rows(page).getByRole('checkbox', { checked: true })).toHaveCount(count);

    await rows(page).first().getByRole('checkbox').uncheck();
    await expect(all).not.toBeChecked();

    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByRole('region', { name: 'Selected videos' })).toHaveCount(0);
});

test('bulk-changes the visibility of selected videos, and back', async ({ page, browser }) => {
    await page.goto(CONTENT);
    const publicRows = rows(page).filter({
        has: page.locator('td:nth-child(3)').getByText('Public', { exact: true }),
    });
    await expect(publicRows.nth(1)).toBeVisible(SLOW);
    const ids = [await idOf(publicRows.nth(0)), await idOf(publicRows.nth(1))];
    const rowOf = (id: string) =>
        rows(page)
            .filter({ has: page.locator(`a[href$="/studio/videos/${id}/edit"]`) })
            .first();

    for (const id of ids) {
        await rowOf(id).getByRole('checkbox').check();
    }
    const bulk = page.getByRole('region', { name: 'Selected videos' });
    await expect(bulk).toContainText('2 videos selected');
    await bulk.getByLabel('Visibility').selectOption('private');
    await bulk.getByRole('button', { name: 'Change visibility' }).click();

    await expect(page.getByRole('status').filter({ hasText: '2 videos updated.' })).toBeVisible();
    await expect(bulk).toHaveCount(0);
    for (const id of ids) {
        await expect(rowOf(id).locator('td:nth-child(3)')).toHaveText('Private');
    }

    // A private video is its owner's alone.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const response = await guestPage.goto(`/watch?v=${ids[0] ?? ''}`);
    expect(response?.status()).toBe(404);
    await guest.close();

    for (const id of ids) {
        await rowOf(id).getByRole('checkbox').check();
    }
    await bulk.getByLabel('Visibility').selectOption('public');
    await bulk.getByRole('button', { name: 'Change visibility' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 videos updated.' })).toBeVisible();
    for (const id of ids) {
        await expect(rowOf(id).locator('td:nth-child(3)')).toHaveText('Public');
    }
});

test('edits a title through the edit page', async ({ page }) => {
    await page.goto(CONTENT);
    const first = rows(page).first();
    await expect(first).toBeVisible(SLOW);
    const id = await idOf(first);
    const original = (await first.locator('td:nth-child(2) a').innerText()).trim();
    const renamed = `${original.slice(0, 80)} (edited)`;

    await first.getByRole('link', { name: /^Edit / }).click();
    await expect(page).toHaveURL(`/studio/videos/${id}/edit`, SLOW);
    const titleField = page.getByLabel('Title (required)');
    await titleField.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(CONTENT, SLOW);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();

    // Put the seeded title back for the specs that follow.
    await page.getByRole('link', { name: `Edit ${renamed}`, exact: true }).click();
    await page.getByLabel('Title (required)').fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: original, exact: true })).toBeVisible(SLOW);
});

test('deletes a video only after confirming; it is gone from the table and its watch page', async ({
    page,
}) => {
    // The channel's oldest video: the last row of the last page, newest first.
    await page.goto(CONTENT);
    await expect(rows(page).first()).toBeVisible(SLOW);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    if ((await pages.count()) > 0) {
        const last = /of (\d+)$/.exec(await pages.getByText(/^Page \d+ of \d+$/).innerText())?.[1];
        await page.goto(`${CONTENT}?page=${String(last)}`);
    }
    const victim = rows(page).last();
    const id = await idOf(victim);
    const title = (await victim.locator('td:nth-child(2) a').innerText()).trim();
    expect((await page.request.get(`/watch?v=${id}`)).status()).toBe(200);

    await victim.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete video?' });
    await expect(dialog).toContainText(`"${title}" and all of its files will be deleted`);
    await expectNoSeriousViolationsInEveryLook(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(`/watch?v=${id}`)).status()).toBe(200);

    await victim.getByRole('button', { name: `Delete ${title}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Video deleted.' })).toBeVisible(SLOW);
    await expect(page.locator(`a[href$="/studio/videos/${id}/edit"]`)).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: 'Search by title' });
    await search.fill(title);
    await search.press('Enter');
    await expect(page).toHaveURL(/q=/);
    await expect(page.locator(`a[href$="/studio/videos/${id}/edit"]`)).toHaveCount(0);
    expect((await page.request.get(`/watch?v=${id}`)).status()).toBe(404);
});

test('the content page in both themes at phone and desktop widths', async ({ browser }) => {
    test.setTimeout(120_000);
    const storageState = await seededAccountState(browser, CREATOR_EMAIL);

    for (const width of LOOK_WIDTHS) {
        const { context, page } = await themedPage(
            browser,
            'light',
            width,
            storageState,
            width < 768 ? 844 : 900,
        );

        await page.goto(CONTENT, { waitUntil: 'networkidle' });
        if (width < 768) {
            // Cards, not a table, and nothing wider than the phone.
            await expect(page.getByRole('list', { name: 'Videos' })).toBeVisible();
            await expect(table(page)).toHaveCount(0);
            expect(
                await page.evaluate(
                    () =>
                        document.documentElement.scrollWidth - document.documentElement.clientWidth,
                ),
            ).toBeLessThanOrEqual(0);
            await page.getByLabel('Select all').check();
        } else {
            await expect(table(page)).toBeVisible();
            await rows(page).nth(0).getByRole('checkbox').check();
            await rows(page).nth(2).getByRole('checkbox').check();
        }
        await expect(page.getByRole('region', { name: 'Selected videos' })).toBeVisible();
        // Both themes at this width, on the page as it stands.
        await expectNoSeriousViolationsInEveryLook(page, 'studio-content', [width]);
        await context.close();
    }
});
