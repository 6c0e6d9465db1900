import { expect, test, type Browser, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { logInSeeded, registerAndVerify, type StorageState } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// A creator of the small seeded catalogue (SampleCatalogueSeeder) whose videos no other spec
// comments on; every seeded account signs in with the same password.
const CREATOR_EMAIL = 'bytesizedscience@creators.blipstream.test';
const CHANNEL_NAME = 'Byte Sized Science';
// The first studio page of a run builds its chunks on a busy two-core machine.
const SLOW = { timeout: 15_000 };

let creator: StorageState;
let viewer: StorageState;
/** One of the creator's public videos, the one the comments go under. */
let videoId: string;
/** Tells this run's comments from those of the seed and of earlier runs. */
const run = `run${String(Date.now())}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);

    const context = await browser.newContext();
    const page = await context.newPage();
    await logInSeeded(page, CREATOR_EMAIL);
    creator = await context.storageState();

    // The creator's newest public video.
    await page.goto('/studio/content?type=videos');
    const watchLink = page.getByRole('link', { name: /^Edit / }).first();
    await expect(watchLink).toBeVisible(SLOW);
    videoId = /\/studio\/videos\/([A-Za-z0-9_-]{11})\/edit$/.exec(
        (await watchLink.getAttribute('href')) ?? '',
    )?.[1] as string;
    expect(videoId).toBeTruthy();
    await context.close();

    const viewerContext = await browser.newContext();
    await registerAndVerify(await viewerContext.newPage(), 'Comment Viewer');
    viewer = await viewerContext.storageState();
    await viewerContext.close();
});

async function signedIn(browser: Browser, state: StorageState, width = 1366) {
    const context = await browser.newContext({
        storageState: state,
        viewport: { width, height: 900 },
    });

    return { context, page: await context.newPage() };
}

async function postComment(page: Page, text: string): Promise<void> {
    await page.getByLabel('Add a comment').fill(text);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByLabel('Add a comment')).toHaveValue('');
}

const commentOnWatchPage = (page: Page, text: string) =>
    page
        .getByRole('region', { name: /Comments?$/ })
        .getByRole('listitem')
        .filter({ hasText: text });

test('a comment with a link is held, approved in the studio, then shown to everyone', async ({
    browser,
}) => {
    test.setTimeout(90_000);
    const studio = await signedIn(browser, creator);
    await studio.page.goto('/studio/settings');
    const holdLinks = studio.page.getByLabel('Hold comments with links for review');
    await expect(holdLinks).toBeVisible(SLOW);
    await holdLinks.check();
    await studio.page.getByRole('button', { name: 'Save' }).click();
    await expect(
        studio.page.getByRole('status').filter({ hasText: 'Settings saved' }),
    ).toBeVisible();

    // The viewer sees their own comment, marked as held; it counts for no one yet.
    const text = `Notes for this are at https://example.com/notes ${run}`;
    const watcher = await signedIn(browser, viewer);
    await watcher.page.goto(`/watch?v=${videoId}`);
    const heading = watcher.page.getByRole('heading', { level: 2, name: /Comments?$/ });
    await expect(heading).toBeVisible(SLOW);
    const countBefore = await heading.innerText();
    await postComment(watcher.page, text);
    const mine = commentOnWatchPage(watcher.page, text);
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Held for review')).toBeVisible();
    await expect(heading).toHaveText(countBefore);

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`/watch?v=${videoId}`);
    await expect(guestPage.getByRole('heading', { level: 2, name: /Comments?$/ })).toBeVisible(
        SLOW,
    );
    await expect(commentOnWatchPage(guestPage, text)).toHaveCount(0);

    // The creator finds it under Held for review and approves it.
    await studio.page.goto('/studio/comments');
    await studio.page.getByRole('link', { name: /^Held for review/ }).click();
    await expect(studio.page).toHaveURL(/tab=held/);
    const row = studio.page.getByRole('listitem').filter({ hasText: text });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(
        studio.page.getByRole('status').filter({ hasText: 'Comment approved.' }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    // Published now: a signed-out visitor sees it, unmarked.
    await guestPage.reload();
    const shown = commentOnWatchPage(guestPage, text);
    await expect(shown).toBeVisible(SLOW);
    await expect(shown.getByText('Held for review')).toHaveCount(0);

    await guest.close();
    await watcher.context.close();
    await studio.context.close();
});

test('bulk Heart hearts three selected comments, and the watch page shows the hearts', async ({
    browser,
}) => {
    test.setTimeout(90_000);
    const watcher = await signedIn(browser, viewer);
    await watcher.page.goto(`/watch?v=${videoId}`);
    await expect(watcher.page.getByLabel('Add a comment')).toBeVisible(SLOW);
    const texts = [1, 2, 3].map((n) => `Great explainer, part ${String(n)} ${run}`);
    for (const text of texts) {
        await postComment(watcher.page, text);
        await expect(commentOnWatchPage(watcher.page, text)).toBeVisible();
    }

    const studio = await signedIn(browser, creator);
    await studio.page.goto('/studio/comments');
    await studio.page.getByLabel('Search comments').fill(`Great explainer, part`);
    await studio.page.getByRole('button', { name: 'Search' }).click();
    await expect(studio.page).toHaveURL(/q=Great/);
    const rows = studio.page.getByRole('listitem').filter({ hasText: run });
    await expect(rows).toHaveCount(3);

    for (const text of texts) {
        await rows.filter({ hasText: text }).getByRole('checkbox').check();
    }
    const bulk = studio.page.getByRole('region', { name: 'Selected comments' });
    await expect(bulk.getByText('3 selected')).toBeVisible();
    await bulk.getByRole('button', { name: 'Heart' }).click();
    await expect(
        studio.page.getByRole('status').filter({ hasText: '3 comments hearted.' }),
    ).toBeVisible();
    for (const text of texts) {
        await expect(
            rows.filter({ hasText: text }).getByRole('button', { name: 'Heart' }),
        ).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(bulk.getByText('Select all')).toBeVisible();

    await watcher.page.reload();
    for (const text of texts) {
        await expect(
            commentOnWatchPage(watcher.page, text).getByRole('img', {
                name: `Hearted by ${CHANNEL_NAME}`,
            }),
        ).toBeVisible(SLOW);
    }

    // Pinning the oldest of them puts it first on the watch page, with the channel's pin.
    const oldest = texts[0] ?? '';
    await rows.filter({ hasText: oldest }).getByRole('button', { name: 'Pin' }).click();
    await expect(
        studio.page.getByRole('status').filter({ hasText: 'Comment pinned.' }),
    ).toBeVisible();
    await watcher.page.reload();
    const first = watcher.page
        .getByRole('region', { name: /Comments?$/ })
        .getByRole('listitem')
        .first();
    await expect(first).toContainText(oldest, SLOW);
    await expect(first.getByText(`Pinned by ${CHANNEL_NAME}`)).toBeVisible();

    await watcher.context.close();
    await studio.context.close();
});

test('the studio comments page has no serious accessibility violation, light or dark, phone or desktop', async ({
    browser,
}) => {
    test.setTimeout(120_000);

    const { context, page } = await signedIn(browser, creator, 390);
    await page.goto('/studio/comments');
    await expect(page.getByRole('heading', { level: 1, name: 'Channel comments' })).toBeVisible(
        SLOW,
    );
    await expect(page.getByRole('listitem').filter({ hasText: run }).first()).toBeVisible();
    await expectNoSeriousViolationsInEveryLook(page, 'studio-comments');

    // The empty list, with its spec text.
    await page.goto('/studio/comments?q=no-such-comment-anywhere');
    await expect(page.getByText('Try adjusting your search query.')).toBeVisible();
    await expectNoSeriousViolationsInEveryLook(page);
    await context.close();

    const watcher = await signedIn(browser, viewer, 390);
    await watcher.page.goto(`/watch?v=${videoId}`);
    await expect(commentOnWatchPage(watcher.page, run).first()).toBeVisible(SLOW);
    await commentOnWatchPage(watcher.page, run).first().scrollIntoViewIfNeeded();
    await saveScreenshot(watcher.page, 'watch-comment-hearts-light-390');
    await watcher.context.close();
});
