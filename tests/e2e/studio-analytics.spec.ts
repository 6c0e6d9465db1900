import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { registerNewAccount } from './support/accounts';
import { newCreator, publishVideo } from './support/creator';
import { themes, themedPage, saveScreenshot } from './support/screenshots';

// Processing the clip on the e2e server's media worker takes a few seconds, more on a busy
// two-core machine.
const SLOW = { timeout: 60_000 };

/** The overview card's figure, read from its definition list entry. */
function overviewFigure(page: Page, label: string) {
    return page
        .getByRole('region', { name: 'Overview' })
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
}

test('a viewer watches and subscribes, and the creator sees the view and the subscriber', async ({
    browser,
}) => {
    test.setTimeout(180_000);
    const channelName = `Tide Tables ${String(Date.now())}`;
    const creatorState = await newCreator(browser, channelName);
    const creator = await browser.newContext({ storageState: creatorState });
    const title = `Low tide walk ${String(Date.now())}`;
    const videoId = await publishVideo(creator, title);

    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    await registerNewAccount(viewer, 'Analytics Viewer');

    // Once processed, the video plays and its first progress report counts the view (a
    // second visit within the hour counts nothing more).
    await expect(async () => {
        await viewer.goto(`/watch?v=${videoId}`);
        await expect(viewer.getByRole('heading', { name: title })).toBeVisible({ timeout: 1_000 });
    }).toPass(SLOW);
    const reported = viewer.waitForResponse(
        (response) =>
            response.url().includes(`/videos/${videoId}/progress`) && response.status() === 204,
        SLOW,
    );
    await viewer.reload();
    await reported;
    await viewer.getByRole('button', { name: `Subscribe to ${channelName}` }).click();
    await expect(viewer.getByRole('button', { name: /^Notifications: / })).toBeVisible();
    await viewerContext.close();

    const page = await creator.newPage();
    await page.goto('/studio/analytics');
    await expect(page).toHaveTitle('Analytics - Studio | Blipstream');
    await expect(page.getByRole('heading', { name: 'Channel analytics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Last 28 days' })).toHaveAttribute(
        'aria-current',
        'page',
    );
    await expect(overviewFigure(page, 'Views')).toHaveText('1');
    await expect(overviewFigure(page, 'Subscribers')).toHaveText('+1');
    await expect(page.getByRole('region', { name: 'Realtime' })).toContainText('1 view');
    await expect(
        page.getByRole('region', { name: 'Top videos' }).getByRole('link', { name: title }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Monetisation' })).toContainText(
        'Your channel is not monetised.',
    );

    // The chart draws once uPlot has loaded; its values are also there as a table.
    const views = page.getByRole('region', { name: 'Views', exact: true });
    await expect(views.locator('canvas')).toBeVisible();
    await views.getByRole('button', { name: 'Show as table' }).click();
    await expect(views.getByRole('table').locator('tbody tr').last()).toContainText('1');
    await expectNoSeriousViolationsInEveryLook(page);

    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL('/studio/analytics?period=7d');
    await expect(overviewFigure(page, 'Views')).toHaveText('1');

    // The content table's row action opens the video's own analytics.
    await page.goto('/studio/content');
    await page
        .getByRole('link', { name: `Analytics of ${title}` })
        .first()
        .click();
    await expect(page).toHaveURL(`/studio/videos/${videoId}/analytics`);
    await expect(page.getByRole('heading', { name: `Video analytics: ${title}` })).toBeVisible();
    await expect(overviewFigure(page, 'Views')).toHaveText('1');
    await expectNoSeriousViolationsInEveryLook(page);

    for (const theme of themes) {
        for (const width of [390, 1366]) {
            const { context: shot, page: screen } = await themedPage(
                browser,
                theme,
                width,
                creatorState,
            );
            await screen.goto('/studio/analytics');
            await expect(
                screen.getByRole('region', { name: 'Views', exact: true }).locator('canvas'),
            ).toBeVisible();
            await saveScreenshot(screen, `studio-analytics-${theme}-${String(width)}`, {
                fullPage: true,
            });
            await shot.close();
        }
    }
    await creator.close();
});
