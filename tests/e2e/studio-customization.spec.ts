import { expect, test, type Browser } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { seededAccountState, type StorageState } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// A creator of the small seeded catalogue (SampleCatalogueSeeder) whose channel page no other
// spec visits; every seeded account signs in with the same password. The handle is put back
// at the end, so later specs find the channel where the seed left it.
const CREATOR_EMAIL = 'slowhistorian@creators.blipstream.test';
const HANDLE = 'slowhistorian';
const SLOW = { timeout: 15_000 };
const TRAILER = 'Channel trailer for people who haven’t subscribed';

let creator: StorageState;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    creator = await seededAccountState(browser, CREATOR_EMAIL);
});

async function asCreator(browser: Browser, width = 1366) {
    const context = await browser.newContext({
        storageState: creator,
        viewport: { width, height: 900 },
    });

    return { context, page: await context.newPage() };
}

test('a spotlight video set in the studio shows to a signed-out visitor of the channel', async ({
    browser,
}) => {
    const { context, page } = await asCreator(browser);
    await page.goto('/studio/customization');
    await expect(
        page.getByRole('heading', { level: 1, name: 'Channel customization' }),
    ).toBeVisible(SLOW);

    await page.getByRole('button', { name: new RegExp(`^(Add|Change): ${TRAILER}$`) }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a video' });
    const choices = picker.getByRole('listitem');
    await expect(choices.first()).toBeVisible(SLOW);
    // Not the newest video, which the channel shows anyway when nothing is chosen.
    const choice = (await choices.count()) > 1 ? choices.nth(1) : choices.first();
    const title = ((await choice.locator('.line-clamp-2').textContent()) ?? '').trim();
    expect(title).not.toBe('');
    await choice.getByRole('button').click();
    await expect(picker).toBeHidden();
    await expect(page.locator('#main').getByText(title, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible(SLOW);
    await context.close();

    const visitor = await browser.newContext();
    const visit = await visitor.newPage();
    await visit.goto(`/channel/@${HANDLE}?tab=home`);
    const spotlight = visit.getByRole('region', { name: 'Featured video' });
    await expect(spotlight.getByText(title, { exact: true })).toBeVisible(SLOW);
    await visitor.close();
});

test('leaving with unsaved changes asks first', async ({ browser }) => {
    const { context, page } = await asCreator(browser);
    await page.goto('/studio/customization?tab=basic-info');
    await page.getByLabel('Channel description').fill('Unsaved words');

    let asked = '';
    page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => asked).toContain('unsaved changes');
    await expect(page).toHaveURL(/\/studio\/customization/);
    await expect(page.getByLabel('Channel description')).toHaveValue('Unsaved words');
    await context.close();
});

test('a changed handle: the old channel URL leads to the new one', async ({ browser }) => {
    const newHandle = `slow-history-${String(Date.now() % 100000)}`;
    const { context, page } = await asCreator(browser);
    await page.goto('/studio/customization?tab=basic-info');

    const handle = page.getByRole('textbox', { name: 'Handle' });
    await handle.fill('studio');
    await expect(page.getByText('This handle is reserved. Please choose another one.')).toBeVisible(
        SLOW,
    );
    await handle.fill(newHandle);
    await expect(page.getByText(`@${newHandle} is available`)).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible(SLOW);

    const visitor = await browser.newContext();
    const visit = await visitor.newPage();
    await visit.goto(`/channel/@${HANDLE}?tab=about`);
    await expect(visit).toHaveURL(`/channel/@${newHandle}?tab=about`);
    await expect(visit.getByText(`@${newHandle}`, { exact: true })).toBeVisible();
    await visitor.close();

    // Taken back: a channel may return to a handle it gave up.
    await handle.fill(HANDLE);
    await expect(page.getByText(`@${HANDLE} is available`)).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible(SLOW);
    await expect(handle).toHaveValue(HANDLE);
    await context.close();
});

test('the customization tabs have no serious accessibility violation, light or dark, phone or desktop', async ({
    browser,
}) => {
    test.setTimeout(120_000);

    const { context, page } = await asCreator(browser, 390);
    for (const tab of ['layout', 'branding', 'basic-info']) {
        await page.goto(`/studio/customization?tab=${tab}`);
        await expect(
            page.getByRole('heading', { level: 1, name: 'Channel customization' }),
        ).toBeVisible(SLOW);
        await expectNoSeriousViolationsInEveryLook(page, `studio-customization-${tab}`);
    }

    await page.goto('/studio/customization');
    await page.getByRole('button', { name: /^Add channel$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Add a featured channel' });
    await expect(picker.getByRole('searchbox', { name: 'Search channels' })).toBeVisible();
    await expect(picker.getByRole('status', { name: 'Loading' })).toHaveCount(0, SLOW);
    await expectNoSeriousViolationsInEveryLook(page, 'studio-customization-picker');
    await context.close();

    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const visit = await visitor.newPage();
    await visit.goto(`/channel/@${HANDLE}?tab=home`);
    await expect(visit.getByRole('region', { name: 'Featured video' })).toBeVisible(SLOW);
    await expectNoSeriousViolationsInEveryLook(visit);
    await saveScreenshot(visit, 'channel-home-customized-light-1366', { fullPage: true });
    await visitor.close();
});
