import { expect, type Browser, type BrowserContext } from '@playwright/test';

import { mailedLinkFor } from './mail';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Registers a new account, follows its verification link and creates its channel; returns
 * the signed-in browser state, so a spec's uploads land on a channel of its own.
 */
export async function newCreator(browser: Browser, channelName: string): Promise<StorageState> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `creator-${Date.now()}-${Math.floor(Math.random() * 1e6)}@blipstream.test`;
    const password = 'long-enough-password';

    await page.goto('/register');
    await page.getByLabel('Name').fill(channelName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/', { timeout: 15_000 });

    await expect
        .poll(() => mailedLinkFor(email, '/verify-email/'), { message: 'verification mail logged' })
        .not.toBeNull();
    await page.goto(mailedLinkFor(email, '/verify-email/') ?? '');
    await expect(page).toHaveURL(/\/\?verified=1$/);

    await page.goto('/create-channel');
    await page.getByLabel('Channel Name').fill(channelName);
    await page.getByRole('button', { name: 'Create Channel' }).click();
    await expect(page).toHaveURL('/studio/dashboard', { timeout: 15_000 });

    const state = await context.storageState();
    await context.close();

    return state;
}
