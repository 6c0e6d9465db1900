import { expect, test, type Page } from '@playwright/test';

import { registerNewAccount } from './support/accounts';
import { themes, widths, themedPage, saveScreenshot } from './support/screenshots';

// The home page and the first watch page render a seeded catalogue on a busy two-core machine.
const SLOW = { timeout: 15_000 };

async function openSeededVideo(page: Page): Promise<string> {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').first();
    await card.locator('a[href^="/watch?v="]').first().click();
    await expect(page).toHaveURL(/\/watch\?v=[A-Za-z0-9_-]{11}$/, SLOW);

    return page.url();
}

function subscribeButton(page: Page) {
    return page.getByRole('main').getByRole('button', { name: /^Subscribe to / });
}

function subscribedButton(page: Page) {
    return page.getByRole('main').getByRole('button', { name: /^Subscribed to / });
}

test('a seeded video plays; a signed-in viewer likes it, subscribes and follows the channel link', async ({
    page,
}) => {
    const watchUrl = await openSeededVideo(page);

    const video = page.locator('video');
    await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), SLOW)
        .toBeGreaterThan(1);

    await registerNewAccount(page, 'Watch Tester');
    await page.goto(watchUrl);

    const like = page.getByRole('button', { name: 'Like this video', exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    const channelName = ((await subscribeButton(page).getAttribute('aria-label')) ?? '').replace(
        /^Subscribe to /,
        '',
    );
    await subscribeButton(page).click();
    await expect(subscribedButton(page)).toBeVisible();

    // Both live on the server: a reload shows them again.
    await page.reload();
    await expect(
        page.getByRole('button', { name: 'Like this video', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(subscribedButton(page)).toBeVisible();

    await page
        .getByRole('main')
        .getByRole('link', { name: channelName, exact: true })
        .first()
        .click();
    await expect(page).toHaveURL(/\/channel\/@/, SLOW);
    await expect(page.getByRole('heading', { name: channelName }).first()).toBeVisible();
});

test('a guest subscription survives a reload and is kept after signing in', async ({ page }) => {
    const watchUrl = await openSeededVideo(page);

    await subscribeButton(page).click();
    await expect(subscribedButton(page)).toBeVisible();

    await page.reload();
    await expect(subscribedButton(page)).toBeVisible();

    await registerNewAccount(page, 'Watch Tester');
    await page.goto(watchUrl);
    await expect(subscribedButton(page)).toBeVisible();
    await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('subscriptions')))
        .toBeNull();

    // Now the account holds it, not the browser.
    await page.reload();
    await expect(subscribedButton(page)).toBeVisible();
});

test('a guest likes in this browser and is asked to sign in to comment', async ({ page }) => {
    await openSeededVideo(page);

    const like = page.getByRole('button', { name: 'Like this video', exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('to comment and reply.')).toBeVisible();
});

test('a signed-in viewer comments, replies, and finds the reply folded under the thread', async ({
    page,
}) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@blipstream.test');
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/', SLOW);
    await openSeededVideo(page);

    const stamp = String(Date.now());
    const commentText = `Sharp colours in this one ${stamp}`;
    const replyText = `Agreed, the captions too ${stamp}`;

    await page.getByLabel('Add a comment').fill(commentText);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const thread = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: commentText })
        .first();
    await expect(thread).toBeVisible(SLOW);

    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await thread.getByLabel('Your reply').fill(replyText);
    await thread.getByRole('button', { name: 'Reply', exact: true }).last().click();

    // Posting unfolds the thread with the new reply in it.
    const toggle = thread.getByRole('button', { name: '1 reply' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', SLOW);
    await expect(thread.getByText(replyText)).toBeVisible();

    // A fresh visit shows the thread folded; unfolding fetches the reply.
    await page.reload();
    const reloadedThread = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: commentText })
        .first();
    const reloadedToggle = reloadedThread.getByRole('button', { name: '1 reply' });
    await expect(reloadedToggle).toHaveAttribute('aria-expanded', 'false', SLOW);
    await expect(reloadedThread.getByText(replyText)).toBeHidden();
    await reloadedToggle.click();
    await expect(reloadedThread.getByText(replyText)).toBeVisible();
});

test('an unknown video gets the not-found page', async ({ page }) => {
    const response = await page.goto('/watch?v=AAAAAAAAAAA');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

// A playing video keeps fetching segments, so the shared helper's wait for an idle network
// never ends here: each shot waits for the player and the deferred up-next list instead.
test('watch page screenshots', { tag: '@screenshots' }, async ({ page, browser }) => {
    test.slow();
    const watchUrl = await openSeededVideo(page);

    for (const theme of themes) {
        for (const width of widths) {
            const { context, page: shot } = await themedPage(browser, theme, width);
            await shot.goto(watchUrl);
            await expect(shot.getByRole('heading', { name: 'Up next' })).toBeVisible(SLOW);
            await expect(
                shot.getByRole('complementary').locator('a[href^="/watch?v="]').first(),
            ).toBeVisible(SLOW);
            await saveScreenshot(shot, `watch-${theme}-${width}`);
            await context.close();
        }
    }
});
