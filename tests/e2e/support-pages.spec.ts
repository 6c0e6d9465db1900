import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { seededAccountState } from './support/accounts';
import { themedPage } from './support/screenshots';

// Seeded by DatabaseSeeder for every e2e run.
const MODERATOR_EMAIL = 'moderator@blipstream.test';
// The first visit of a page's chunks takes its time on a busy machine.
const SLOW = { timeout: 30_000 };
// A 1×1 PNG, recognised as an image by its bytes.
const PIXEL = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
);

const sidebar = (page: Page) => page.locator('#sidebar');

test.describe('at 1366 px', () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('a signed-out visitor sends feedback with an attachment, and a moderator downloads it', async ({
        page,
        browser,
    }) => {
        test.setTimeout(90_000);
        const message = `The player froze at 1:32 (${String(Date.now())})`;

        await page.goto('/trending');
        await sidebar(page).getByRole('link', { name: 'Send feedback' }).click();
        await expect(page).toHaveURL('/feedback');
        await expect(page).toHaveTitle(/^Send Feedback \| /);
        const send = page.getByRole('button', { name: 'Send feedback' });
        await expect(send).toBeDisabled();

        await page.getByRole('radio', { name: 'Dissatisfied' }).check();
        await page.getByLabel('Tell us more (optional)').fill(message);
        await page.getByRole('checkbox', { name: 'Include a screenshot' }).check();
        await page.getByTestId('attachment-input').setInputFiles({
            name: 'frozen player.png',
            mimeType: 'image/png',
            buffer: PIXEL,
        });
        const attached = page.getByRole('list', { name: 'Attached files' });
        await expect(attached.getByRole('listitem')).toHaveText([
            `frozen player.png${String(PIXEL.length)} B`,
        ]);
        await expect(send).toBeEnabled();

        await send.click();

        const thanks = page.getByRole('heading', { name: 'Thank you for your feedback!' });
        await expect(thanks).toBeVisible(SLOW);
        await expect(thanks).toBeFocused();

        await page.getByRole('button', { name: 'Send more feedback' }).click();
        await expect(page.getByRole('radio', { name: 'Dissatisfied' })).not.toBeChecked();
        await expect(page.getByLabel('Tell us more (optional)')).toHaveValue('');
        await expect(attached).toBeHidden();

        const moderatorContext = await browser.newContext({
            viewport: { width: 1366, height: 900 },
            storageState: await seededAccountState(browser, MODERATOR_EMAIL),
        });
        const moderator = await moderatorContext.newPage();
        await moderator.goto('/moderation/feedback');
        const entry = moderator
            .getByRole('list', { name: 'Feedback' })
            .getByRole('listitem')
            .filter({ hasText: message });
        await expect(entry).toContainText('Dissatisfied');
        await expect(entry).toContainText('Signed-out visitor');
        await expect(entry).toContainText('Screenshot included');
        await expect(entry).toContainText('/trending');

        const [download] = await Promise.all([
            moderator.waitForEvent('download'),
            entry.getByRole('link', { name: /frozen player\.png/ }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('frozen player.png');
        await moderatorContext.close();

        // Nobody else reads it.
        const visitor = await page.goto('/moderation/feedback');
        expect(visitor?.url()).toContain('/login');
    });

    test('the help centre searches its answers and opens one at a time', async ({ page }) => {
        await page.goto('/');
        await sidebar(page).getByRole('link', { name: 'Help' }).click();
        await expect(page).toHaveURL('/help');
        await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();

        const faq = page.getByRole('region', { name: 'Frequently asked questions' });
        const questions = faq.getByRole('button');
        await expect(questions).toHaveCount(7);

        await questions.first().click();
        await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
        await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');

        const search = page.getByRole('searchbox', { name: 'Search help' });
        await search.fill('WATCH TIME');
        await expect(questions).toHaveText([
            'What does my channel need to earn money from its videos?',
        ]);

        await search.fill('refund my subscription');
        await expect(page.getByText('No results found for "refund my subscription"')).toBeVisible();
        await page.getByRole('button', { name: 'Clear search' }).click();
        await expect(questions).toHaveCount(7);

        await page
            .getByRole('navigation', { name: 'Help categories' })
            .getByRole('link', { name: 'Policy & Safety' })
            .click();
        await expect(page).toHaveURL('/help?category=policy');
        await expect(questions).toHaveCount(2);
        await page.getByRole('button', { name: 'Can I choose what my children watch?' }).click();
        await page.getByRole('link', { name: 'What parental control will offer' }).click();
        await expect(page).toHaveURL('/parental-control');
        await expect(
            page.getByRole('heading', { level: 1, name: 'Parental control' }),
        ).toBeVisible();
    });

    test('a page still to come keeps the frame', async ({ page }) => {
        await page.goto('/');
        await sidebar(page).getByRole('link', { name: 'Podcasts' }).click();

        await expect(page).toHaveURL('/podcasts');
        await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
        await expect(page.getByText('Coming soon')).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(sidebar(page).getByRole('link', { name: 'Podcasts' })).toHaveAttribute(
            'aria-current',
            'page',
        );

        const response = await page.goto('/store');
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
        await page.getByRole('link', { name: 'Go to the home page' }).click();
        await expect(page).toHaveURL('/');
    });
});

test("Send feedback, the help centre, a page still to come and the moderators' feedback pass axe in both themes at 390 and 1366 px", async ({
    browser,
}) => {
    test.setTimeout(180_000);
    const moderatorState = await seededAccountState(browser, MODERATOR_EMAIL);
    const pages = [
        { path: '/feedback', name: 'feedback', ready: 'Send Feedback', moderator: false },
        { path: '/help', name: 'help', ready: 'Help Center', moderator: false },
        { path: '/fashion', name: 'coming-soon', ready: 'Fashion & Beauty', moderator: false },
        {
            path: '/moderation/feedback',
            name: 'moderation-feedback',
            ready: 'Feedback',
            moderator: true,
        },
    ];

    for (const { path, name, ready, moderator } of pages) {
        const { context, page } = await themedPage(
            browser,
            'light',
            390,
            moderator ? moderatorState : undefined,
        );
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible(SLOW);

        if (name === 'feedback') {
            // The states worth a look: a mood chosen, an attachment listed.
            await page.getByRole('radio', { name: 'Satisfied', exact: true }).check();
            await page.getByTestId('attachment-input').setInputFiles({
                name: 'a rather long file name for a screenshot of the player.png',
                mimeType: 'image/png',
                buffer: PIXEL,
            });
        }
        if (name === 'help') {
            await page.getByRole('button', { name: /longer than/ }).click();
        }

        await expectNoSeriousViolationsInEveryLook(page, name);
        await context.close();
    }
});
