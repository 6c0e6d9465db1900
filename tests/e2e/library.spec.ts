import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { saveScreenshot, screenshotsWanted, themes, themedPage } from './support/screenshots';
import { registerNewAccount } from './support/accounts';

// The first pages render a seeded catalogue and start playback on a busy two-core machine.
const SLOW = { timeout: 15_000 };

/** Opens the nth recommended video of the home page; answers its watch URL and title. */
async function openSeededVideo(page: Page, nth = 0): Promise<{ url: string; title: string }> {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').nth(nth);
    const title = (await card.locator('h3').innerText()).trim();
    await card.locator('a[href^="/watch?v="]').first().click();
    await expect(page).toHaveURL(/\/watch\?v=[A-Za-z0-9_-]{11}$/, SLOW);

    return { url: page.url(), title };
}

/** Plays until the player has reported its first position (which records the watch). */
async function watchAWhile(page: Page): Promise<void> {
    const reported = page.waitForRequest(
        (request) => /\/videos\/[^/]+\/progress$/.test(request.url()),
        SLOW,
    );
    await expect
        .poll(
            () => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime),
            SLOW,
        )
        .toBeGreaterThan(1);
    await reported;
}

function cardNamed(page: Page, title: string) {
    return page
        .getByRole('main')
        .locator('article')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function chooseFromCardMenu(page: Page, title: string, item: string): Promise<void> {
    await cardNamed(page, title)
        .getByRole('button', { name: `More actions for ${title}` })
        .click();
    await page.getByRole('menuitem', { name: item }).click();
}

test('a watched video shows in History under Today, then leaves it when removed', async ({
    page,
}) => {
    await registerNewAccount(page, 'Library Tester');
    const { title } = await openSeededVideo(page);
    await watchAWhile(page);

    await page.getByRole('link', { name: 'History' }).first().click();
    await expect(page).toHaveURL('/history');
    await expect(page).toHaveTitle('History | Blipstream');
    const today = page.getByRole('region', { name: 'Today' });
    await expect(cardNamed(page, title)).toBeVisible();
    await expect(today.getByText(/^Watched at \d{1,2}:\d{2} (AM|PM)$/).first()).toBeVisible();

    await chooseFromCardMenu(page, title, 'Remove from history');
    await expect(
        page.getByRole('status').filter({ hasText: 'Removed from watch history' }),
    ).toBeVisible();
    await expect(cardNamed(page, title)).toHaveCount(0);

    await page.reload();
    await expect(page.getByText('No videos found')).toBeVisible();
});

test('the header search filters History in place and Clear search brings everything back', async ({
    page,
}) => {
    await registerNewAccount(page, 'Library Tester');
    const { title } = await openSeededVideo(page);
    await watchAWhile(page);
    await page.goto('/history');
    await expect(cardNamed(page, title)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqx-nothing-like-it');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');

    await expect(page).toHaveURL('/history?q=zzqx-nothing-like-it');
    await expect(page.getByText('No videos found')).toBeVisible();
    await expect(page.getByText('No results found for "zzqx-nothing-like-it"')).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL('/history');
    await expect(cardNamed(page, title)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('a liked video shows in Liked videos and Remove takes the like back', async ({ page }) => {
    await registerNewAccount(page, 'Library Tester');
    const { url, title } = await openSeededVideo(page, 1);
    const like = page.getByRole('button', { name: 'Like this video', exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Liked videos' }).first().click();
    await expect(page).toHaveURL('/liked');
    await expect(page.getByText('1 video', { exact: true })).toBeVisible();
    await expect(cardNamed(page, title)).toBeVisible();

    await chooseFromCardMenu(page, title, 'Remove from Liked videos');
    await expect(page.getByText('No liked videos')).toBeVisible();
    await expect(page.getByText('0 videos', { exact: true })).toBeVisible();

    await page.goto(url);
    await expect(
        page.getByRole('button', { name: 'Like this video', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
});

test("a guest's subscription, like and watch move into the account at registration", async ({
    page,
}) => {
    const { title } = await openSeededVideo(page, 2);
    await watchAWhile(page);
    await page.getByRole('button', { name: 'Like this video', exact: true }).click();
    const subscribe = page.getByRole('main').getByRole('button', { name: /^Subscribe to / });
    const channel = ((await subscribe.getAttribute('aria-label')) ?? '').replace(
        /^Subscribe to /,
        '',
    );
    await subscribe.click();
    await expect(
        page
            .getByRole('main')
            .getByRole('button', { name: `Subscribed to ${channel}. Unsubscribe` }),
    ).toBeVisible();

    const stored = () =>
        page.evaluate(() =>
            ['subscriptions', 'history', 'likedVideos'].map((key) => localStorage.getItem(key)),
        );
    const [subscriptions, history, liked] = await stored();
    expect(JSON.parse(subscriptions ?? '[]')).toHaveLength(1);
    expect(JSON.parse(history ?? '[]')).toHaveLength(1);
    expect(JSON.parse(liked ?? '[]')).toMatchObject([{ type: 'like' }]);

    // A guest sees the stored library on the pages already.
    await page.goto('/liked');
    await expect(cardNamed(page, title)).toBeVisible(SLOW);

    await registerNewAccount(page, 'Former Guest');
    expect(await stored()).toEqual([null, null, null]);

    await page.goto('/history');
    await expect(cardNamed(page, title)).toBeVisible();
    await page.goto('/liked');
    await expect(cardNamed(page, title)).toBeVisible();
    await page.goto('/subscriptions?tab=channels');
    await expect(page.getByRole('heading', { level: 2, name: channel })).toBeVisible();
    await expect(page.getByText('1 channel', { exact: true })).toBeVisible();
});

test('Save to Watch later keeps the video in a list of its own, linked from the sidebar', async ({
    page,
}) => {
    await registerNewAccount(page, 'Library Tester');
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').first();
    const title = (await card.locator('h3').innerText()).trim();

    await chooseFromCardMenu(page, title, 'Save to Watch later');
    await expect(card.getByText('Saved to Watch later')).toBeVisible();

    await page.getByRole('link', { name: 'Watch later' }).first().click();
    await expect(page).toHaveURL('/watch-later');
    await expect(cardNamed(page, title)).toBeVisible();
});

/** Two liked and watched videos and a subscription, then the three pages through axe-core. */
async function fillLibrary(page: Page): Promise<void> {
    for (const nth of [0, 3]) {
        await openSeededVideo(page, nth);
        await watchAWhile(page);
        await page.getByRole('button', { name: 'Like this video', exact: true }).click();
        await expect(
            page.getByRole('button', { name: 'Like this video', exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
    }
    await page
        .getByRole('main')
        .getByRole('button', { name: /^Subscribe to / })
        .click();
    await expect(
        page.getByRole('main').getByRole('button', { name: /^Subscribed to / }),
    ).toBeVisible();
}

async function captureLibrary(
    browser: Browser,
    storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<void> {
    for (const theme of themes) {
        for (const width of [390, 1366]) {
            const { context, page } = await themedPage(browser, theme, width, storageState);

            for (const [name, path] of [
                ['subscriptions', '/subscriptions'],
                ['subscriptions-channels', '/subscriptions?tab=channels'],
                ['history', '/history'],
                ['liked', '/liked'],
            ] as const) {
                await page.goto(path, { waitUntil: 'networkidle' });
                await saveScreenshot(page, `library-${name}-${theme}-${width}`, { fullPage: true });
            }

            await context.close();
        }
    }
}

test('Subscriptions, History and Liked videos pass axe-core, in both themes and widths', async ({
    page,
    browser,
}) => {
    test.setTimeout(120_000);
    await registerNewAccount(page, 'Library Tester');
    await fillLibrary(page);

    for (const path of ['/subscriptions', '/subscriptions?tab=channels', '/history', '/liked']) {
        await page.goto(path);
        await expect(page.getByRole('main').locator('article').first()).toBeVisible();
        await expectNoSeriousViolationsInEveryLook(page);
    }

    if (screenshotsWanted) {
        await captureLibrary(browser, await page.context().storageState());
    }
});
