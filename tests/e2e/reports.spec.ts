import { expect, test, type Browser, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { logInSeeded, seededAccountState, type StorageState } from './support/accounts';
import { newCreator, publishVideo } from './support/creator';
import { saveScreenshot, themedPage, themes } from './support/screenshots';

// The seeded accounts (DatabaseSeeder): the demo viewer reports, the moderator decides.
const REPORTER_EMAIL = 'demo@blipstream.test';
const MODERATOR_EMAIL = 'moderator@blipstream.test';
// Processing, and the first visit of a page's chunks, take their time on a busy machine.
const SLOW = { timeout: 60_000 };

/** The Report History row of a video, found by its title. */
function historyRow(page: Page, title: string) {
    return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
}

async function openReportDialog(page: Page, videoId: string) {
    await page.goto(`/watch?v=${videoId}`);
    await page.getByRole('button', { name: 'More actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();

    return page.getByRole('dialog', { name: 'Report video' });
}

test('a viewer reports a video, a moderator takes action, and the video leaves home', async ({
    browser,
}) => {
    test.setTimeout(240_000);
    // A video of its own, so no other spec loses the one it watches.
    const creator = await browser.newContext({
        storageState: await newCreator(browser, `Report Target ${String(Date.now())}`),
    });
    const title = `Suspicious giveaway ${String(Date.now())}`;
    const videoId = await publishVideo(creator, title);
    await creator.close();

    const reporterContext = await browser.newContext();
    const reporter = await reporterContext.newPage();
    await logInSeeded(reporter, REPORTER_EMAIL);
    await expect(async () => {
        await reporter.goto(`/watch?v=${videoId}`);
        await expect(reporter.getByRole('heading', { level: 1, name: title })).toBeVisible({
            timeout: 1_000,
        });
    }).toPass(SLOW);

    // Published and public, it is listed on home first.
    await reporter.goto('/');
    await expect(
        reporter
            .getByRole('region', { name: 'Recommended' })
            .locator(`a[href="/watch?v=${videoId}"]`)
            .first(),
    ).toBeVisible(SLOW);

    const dialog = await openReportDialog(reporter, videoId);
    await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Spam or misleading' }).check();
    await dialog.getByLabel('Details (optional)').fill('Asks viewers for their password.');
    await expect(dialog.getByText('32/500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Report' }).click();

    const sent = reporter.getByRole('dialog', { name: 'Report sent' });
    await expect(sent.getByText('Thanks for reporting.')).toBeVisible();
    await sent.getByRole('link', { name: 'Report History' }).click();

    await expect(reporter).toHaveURL('/report-history');
    await expect(reporter).toHaveTitle('Report History | Blipstream');
    const row = historyRow(reporter, title);
    await expect(row.getByText('Under review')).toBeVisible();
    await expect(row.getByText('Spam or misleading')).toBeVisible();
    await expectNoSeriousViolationsInEveryLook(reporter);

    const moderatorContext = await browser.newContext({
        storageState: await seededAccountState(browser, MODERATOR_EMAIL),
    });
    const moderator = await moderatorContext.newPage();
    await moderator.goto('/');
    await moderator.getByRole('button', { name: 'Account menu' }).click();
    await moderator.getByRole('menuitem', { name: 'Moderation' }).click();
    await expect(moderator).toHaveURL('/moderation/reports');
    await expectNoSeriousViolationsInEveryLook(moderator);

    const reported = moderator.getByRole('article', { name: title });
    await expect(reported.getByText('1 report', { exact: true })).toBeVisible();
    await expect(reported.getByText('Asks viewers for their password.')).toBeVisible();
    await reported.getByRole('button', { name: 'Take action' }).click();
    const confirm = moderator.getByRole('dialog', { name: 'Take action on this video?' });
    await expect(confirm.getByLabel('Reason given to the owner')).toHaveValue('spam_or_misleading');
    await confirm.getByRole('button', { name: 'Take action' }).click();
    await expect(moderator.getByRole('status').filter({ hasText: 'Action taken' })).toContainText(
        title,
    );
    await expect(reported).toHaveCount(0);
    await moderatorContext.close();

    await reporter.reload();
    await expect(historyRow(reporter, title).getByText('Action taken')).toBeVisible();

    await reporter.goto('/');
    await expect(
        reporter.getByRole('region', { name: 'Recommended' }).locator('article').first(),
    ).toBeVisible(SLOW);
    await expect(reporter.locator(`main a[href="/watch?v=${videoId}"]`)).toHaveCount(0);
    const watch = await reporter.goto(`/watch?v=${videoId}`);
    expect(watch?.status()).toBe(404);
    await reporterContext.close();
});

async function shootEach(
    browser: Browser,
    storageState: StorageState,
    name: string,
    open: (page: Page) => Promise<void>,
    { fullPage = true } = {},
) {
    for (const theme of themes) {
        for (const width of [390, 1366]) {
            const { context, page } = await themedPage(browser, theme, width, storageState);
            await open(page);
            // A signed-in account's theme is its saved setting; the picture shows the other one
            // without saving it, as the header's toggle applies it.
            await page.evaluate((dark) => {
                document.documentElement.classList.toggle('dark', dark);
            }, theme === 'dark');
            // Colours and the dialog's entrance ease in: the picture waits for them to settle.
            await page.waitForFunction(() =>
                document.getAnimations().every((animation) => animation.playState !== 'running'),
            );
            await saveScreenshot(page, `${name}-${theme}-${String(width)}`, { fullPage });
            await context.close();
        }
    }
}

test(
    'screenshots of the report dialog, Report History and the moderation queue',
    { tag: '@screenshots' },
    async ({ browser }) => {
        test.setTimeout(240_000);
        const reporter = await seededAccountState(browser, REPORTER_EMAIL);
        const moderator = await seededAccountState(browser, MODERATOR_EMAIL);

        const { context, page } = await themedPage(browser, 'light', 1366, reporter);
        await page.goto('/');
        const href =
            (await page
                .getByRole('region', { name: 'Recommended' })
                .locator('a[href^="/watch?v="]')
                .first()
                .getAttribute('href')) ?? '';
        await context.close();
        const videoId = new URL(href, 'http://localhost').searchParams.get('v') ?? '';

        await shootEach(
            browser,
            reporter,
            'report-dialog',
            async (shot) => {
                const dialog = await openReportDialog(shot, videoId);
                await dialog.getByRole('radio', { name: 'Captions issue' }).check();
                await dialog.getByLabel('Details (optional)').fill('The captions drift behind.');
            },
            { fullPage: false },
        );
        await shootEach(browser, reporter, 'report-history', async (shot) => {
            await shot.goto('/report-history');
            await expect(shot.getByText('Action taken').first()).toBeVisible();
        });
        // The seeded video a moderator took down, as its owner sees it in the studio.
        const history = await browser.newContext({ storageState: reporter });
        const historyPage = await history.newPage();
        await historyPage.goto('/report-history');
        const takenDown = historyPage.getByRole('listitem').filter({ hasText: 'Action taken' });
        const [titleLink, channelLink] = await takenDown.getByRole('link').all();
        const takenDownTitle = (await titleLink?.textContent()) ?? '';
        const handle = (await channelLink?.getAttribute('href'))?.split('/').pop() ?? '';
        await history.close();
        const owner = await seededAccountState(browser, `${handle}@creators.blipstream.test`);
        await shootEach(browser, owner, 'studio-taken-down', async (shot) => {
            await shot.goto(`/studio/content?q=${encodeURIComponent(takenDownTitle)}`);
            await expect(shot.getByText('Taken down').first()).toBeVisible();
        });

        await shootEach(browser, moderator, 'moderation-reports', async (shot) => {
            await shot.goto('/moderation/reports');
            await expect(shot.getByRole('article').first()).toBeVisible();
        });
        await shootEach(
            browser,
            moderator,
            'moderation-take-action',
            async (shot) => {
                await shot.goto('/moderation/reports');
                await shot.getByRole('button', { name: 'Take action' }).first().click();
                await expect(
                    shot.getByRole('heading', { name: 'Take action on this video?' }),
                ).toBeVisible();
            },
            { fullPage: false },
        );
    },
);
