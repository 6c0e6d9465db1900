import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { mailedLinkFor } from './mail';

export const PASSWORD = 'correct-horse-battery-9';

/** The password of every account the sample catalogue seeder makes. */
const SEEDED_PASSWORD = 'password';

/** A browser's signed-in cookies and storage, to open new contexts as that account. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs the page in as one of the seeded accounts; it is left on the home page. */
export async function logInSeeded(page: Page, email: string): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(SEEDED_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The home page renders the seeded catalogue; a busy two-core machine needs the time.
    await expect(page).toHaveURL('/', { timeout: 15_000 });
}

/** Signs a seeded account in, in a context of its own, and answers its state. */
export async function seededAccountState(browser: Browser, email: string): Promise<StorageState> {
    const context = await browser.newContext();
    await logInSeeded(await context.newPage(), email);
    const state = await context.storageState();
    await context.close();

    return state;
}

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
    await waitOutRegistrationLimit(page);
    // The home page renders the seeded catalogue; a busy two-core machine needs the time.
    await expect(page).toHaveURL('/', { timeout: 15_000 });

    return email;
}

/**
 * Every spec registers from the same address, so a run can reach the per-IP registration limit;
 * the form then says how long to wait, and the account is registered once that has passed.
 */
async function waitOutRegistrationLimit(page: Page): Promise<void> {
    const refusal = page.getByText(/Too many attempts\. Please try again in (\d+) seconds?\./);
    const outcome = await Promise.race([
        page
            .waitForURL('/', { timeout: 15_000 })
            .then(() => 'registered' as const)
            .catch(() => null),
        refusal
            .waitFor({ timeout: 15_000 })
            .then(() => 'refused' as const)
            .catch(() => null),
    ]);
    if (outcome === 'refused') {
        const seconds = Number(/(\d+) seconds?/.exec(await refusal.innerText())?.[1] ?? 60);
        test.setTimeout(test.info().timeout + (seconds + 1) * 1000);
        await page.waitForTimeout((seconds + 1) * 1000);
        // The form clears its passwords after a refusal.
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Register' }).click();
    }
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
