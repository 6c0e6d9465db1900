import { expect, type Page } from '@playwright/test';

import { mailedLinkFor } from './mail';

export const PASSWORD = 'correct-horse-battery-9';

/**
 * Registers a fresh account under a unique address, so nothing an earlier run watched, liked
 * or subscribed to leaks in; the page is left signed in on the home page. Answers the address.
 */
export async function registerNewAccount(page: Page, name: string): Promise<string> {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

    await page.goto('/register');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    // The home page renders the seeded catalogue; a busy two-core machine needs the time.
    await expect(page).toHaveURL('/', { timeout: 15_000 });

    return email;
}

/** registerNewAccount, then follows the mailed verification link. */
export async function registerAndVerify(page: Page, name: string): Promise<string> {
    const email = await registerNewAccount(page, name);

    await expect
        .poll(() => mailedLinkFor(email, '/verify-email/'), { message: 'verification mail logged' })
        .not.toBeNull();
    await page.goto(mailedLinkFor(email, '/verify-email/') ?? '');
    await expect(page).toHaveURL(/\/\?verified=1$/);

    return email;
}
