import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { registerNewAccount, type StorageState } from './support/accounts';
import { publishVideo } from './support/creator';
import { themes, themedPage, saveScreenshot } from './support/screenshots';

// A creator of the small seeded catalogue; every seeded account signs in with this password.
const CREATOR_EMAIL = 'circuitgarden@creators.blipstream.test';
const CHANNEL = { name: 'Circuit Garden', path: '/channel/@circuitgarden' };
const PASSWORD = 'password';
// Processing a clip on the e2e server's media worker takes a few seconds, more on a busy
// two-core machine.
const SLOW = { timeout: 60_000 };

/** A fresh viewer for each run, so no earlier run's notifications show. */
async function newViewer(browser: Browser): Promise<StorageState> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerNewAccount(page, 'Bell Tester');
    const state = await context.storageState();
    await context.close();

    return state;
}

async function creatorContext(browser: Browser): Promise<BrowserContext> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(CREATOR_EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/', { timeout: 15_000 });
    await page.close();

    return context;
}

// The header's bell; the channel page's subscribe menu has a "Notifications: …" button too.
const bell = (page: Page) =>
    page.getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test.describe.configure({ mode: 'serial' });

let viewer: StorageState;
let title: string;

test('a subscriber on All sees the count once the video is public, opens the bell, and the count clears', async ({
    browser,
}) => {
    test.setTimeout(120_000);
    viewer = await newViewer(browser);
    const viewerContext = await browser.newContext({ storageState: viewer });
    const page = await viewerContext.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(CHANNEL.path);
    await page.getByRole('button', { name: `Subscribe to ${CHANNEL.name}` }).click();
    await expect(
        page.getByRole('button', { name: `Notifications: All notifications` }),
    ).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    const creator = await creatorContext(browser);
    title = `Soldering a tiny synth ${String(Date.now())}`;
    const videoId = await publishVideo(creator, title);
    await creator.close();

    // Processing and the notifying job run on the e2e server's queue workers: the count shows
    // on the first page loaded after both are done.
    await page.goto('/');
    await expect(async () => {
        await page.reload();
        await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)', {
            timeout: 1_000,
        });
    }).toPass(SLOW);
    await expect(bell(page)).toHaveText('1');

    await bell(page).click();
    const entry = panel(page).getByRole('link', { name: new RegExp(`uploaded: ${title}`) });
    await expect(entry).toHaveAccessibleName(
        new RegExp(`^Unread: ${CHANNEL.name} uploaded: ${title} (just now|\\d+ minutes? ago)$`),
    );
    await expect(entry).toHaveAttribute('href', new RegExp(`/watch\\?v=${videoId}$`));
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    // The list keeps showing what was new while it stays open.
    await saveScreenshot(page, 'notifications-unread-light-1280');
    await expectNoSeriousViolationsInEveryLook(page);
    await expect(entry).toHaveAccessibleName(/^Unread: /);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();

    // Marked read on the server too: a new page keeps the count cleared.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await bell(page).click();
    await expect(
        panel(page).getByRole('link', { name: new RegExp(`^${CHANNEL.name} uploaded: ${title}`) }),
    ).toBeVisible();
    await panel(page)
        .getByRole('link', { name: new RegExp(`uploaded: ${title}`) })
        .click();
    await expect(page).toHaveURL(`/watch?v=${videoId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(errors).toEqual([]);
    await viewerContext.close();
});

let emptyViewer: StorageState;

test('a viewer with no notifications is told so, and the empty panel passes axe', async ({
    browser,
}) => {
    emptyViewer = await newViewer(browser);
    const context = await browser.newContext({ storageState: emptyViewer });
    const page = await context.newPage();
    await page.goto('/');

    await bell(page).click();

    await expect(panel(page).getByText('No notifications yet')).toBeVisible();
    await expectNoSeriousViolationsInEveryLook(page);
    await context.close();
});

test(
    'screenshots of the open bell, listing and empty, at 390 and 1366 px, light and dark',
    { tag: '@screenshots' },
    async ({ browser }) => {
        test.setTimeout(90_000);

        for (const [name, state] of [
            ['notifications', viewer],
            ['notifications-empty', emptyViewer],
        ] as const) {
            for (const theme of themes) {
                for (const width of [390, 1366]) {
                    const { context, page } = await themedPage(browser, theme, width, state);
                    await page.goto('/', { waitUntil: 'networkidle' });
                    await bell(page).click();
                    if (state === viewer) {
                        await expect(
                            panel(page).getByRole('link', {
                                name: new RegExp(`uploaded: ${title}`),
                            }),
                        ).toBeVisible();
                        await expect(panel(page).locator('img').first()).toHaveJSProperty(
                            'complete',
                            true,
                        );
                    } else {
                        await expect(panel(page).getByText('No notifications yet')).toBeVisible();
                    }

                    await saveScreenshot(page, `${name}-${theme}-${String(width)}`);
                    await context.close();
                }
            }
        }
    },
);
