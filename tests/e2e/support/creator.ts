import { expect, type Browser, type BrowserContext } from '@playwright/test';

import { registerAndVerify } from './accounts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Registers a new account, follows its verification link and creates its channel; returns
 * the signed-in browser state, so a spec's uploads land on a channel of its own.
 */
export async function newCreator(browser: Browser, channelName: string): Promise<StorageState> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerAndVerify(page, channelName);

    await page.goto('/create-channel');
    await page.getByLabel('Channel Name').fill(channelName);
    await page.getByRole('button', { name: 'Create Channel' }).click();
    await expect(page).toHaveURL('/studio/dashboard', { timeout: 15_000 });

    const state = await context.storageState();
    await context.close();

    return state;
}
