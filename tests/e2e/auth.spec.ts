import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolationsInEveryLook } from './support/accessibility';
import { mailedLinkFor } from './support/mail';
import { themes, widths, themedPage, saveScreenshot } from './support/screenshots';

// Seeded by DatabaseSeeder for every e2e run.
const DEMO_EMAIL = 'demo@blipstream.test';
const DEMO_PASSWORD = 'password';

// Landing on the home page renders the seeded catalogue, which takes a while on a busy two-core machine.
const LANDING = { timeout: 15_000 };

async function logIn(page: Page, password = DEMO_PASSWORD) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
}

test('the demo account logs in and lands signed in on the home page', async ({ page }) => {
    await logIn(page);

    await expect(page).toHaveURL('/', LANDING);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('a wrong password shows the error under the email field and clears the password', async ({
    page,
}) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Blipstream');

    await logIn(page, 'not-the-password');

    const email = page.getByLabel('Email');
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    await expect(email).toHaveValue(DEMO_EMAIL);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page).toHaveURL('/login');
});

test('a profile name change says "Saved." and survives a reload', async ({ page }) => {
    // A fresh account, so renaming never disturbs the demo account other specs sign in with.
    await page.goto('/register');
    await page.getByLabel('Name').fill('Profile Tester');
    await page.getByLabel('Email').fill(`profile-${Date.now()}@blipstream.test`);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
    await page.getByLabel('Confirm Password').fill('long-enough-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/', LANDING);

    await page.goto('/profile');
    await expect(page).toHaveTitle('Profile | Blipstream');
    const profile = page.getByRole('region', { name: 'Profile Information' });
    await profile.getByLabel('Name').fill('Renamed Tester');
    await profile.getByRole('button', { name: 'Save' }).click();

    await expect(profile.getByRole('status')).toHaveText('Saved.');

    await page.reload();
    await expect(
        page.getByRole('region', { name: 'Profile Information' }).getByLabel('Name'),
    ).toHaveValue('Renamed Tester');
});

test('a new e-mail address is taken once the link mailed to it is followed', async ({ page }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const oldAddress = `old-${stamp}@blipstream.test`;
    const newAddress = `new-${stamp}@blipstream.test`;
    await page.goto('/register');
    await page.getByLabel('Name').fill('Moving Tester');
    await page.getByLabel('Email').fill(oldAddress);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
    await page.getByLabel('Confirm Password').fill('long-enough-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/', LANDING);

    await page.goto('/profile');
    const profile = page.getByRole('region', { name: 'Profile Information' });
    await profile.getByLabel('Email').fill(newAddress);
    await profile.getByRole('button', { name: 'Save' }).click();

    await expect(profile).toContainText(`To use ${newAddress}, follow the link we emailed to it.`);
    await expect(profile).toContainText(`Until then you sign in with ${oldAddress}.`);

    await expect
        .poll(() => mailedLinkFor(newAddress, '/profile/email/'), {
            message: 'confirmation mailed',
        })
        .not.toBeNull();
    await page.goto(mailedLinkFor(newAddress, '/profile/email/') ?? '');

    await expect(page).toHaveURL('/profile');
    await expect(profile.getByText('Your email address is changed.')).toBeVisible();
    await expect(profile.getByLabel('Email')).toHaveValue(newAddress);
    await expect(profile).not.toContainText('follow the link');
});

test.describe('in Japanese', () => {
    test.use({ locale: 'ja-JP' });

    test('the sign-in pages and the answers of the server speak Japanese', async ({ page }) => {
        await page.goto('/login');
        await expect(page).toHaveTitle('ログイン | Blipstream');
        await page.getByLabel('メールアドレス').fill(DEMO_EMAIL);
        await page.getByLabel('パスワード').fill('not-the-password');
        await page.getByRole('button', { name: 'ログイン' }).click();
        await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription(
            'メールアドレスまたはパスワードが正しくありません。',
        );
        await expect(page.locator('main')).not.toContainText(
            /Log in|Email|Password|Remember me|Forgot your password|Register/,
        );
        await expectNoSeriousViolationsInEveryLook(page);

        await page.getByRole('link', { name: '新規登録' }).click();
        await expect(page.getByRole('heading', { level: 1, name: '新規登録' })).toBeVisible();
        await page.getByLabel('名前').fill('Japanese Tester');
        await page.getByLabel('メールアドレス').fill(`ja-${Date.now()}@blipstream.test`);
        await page.getByLabel('パスワード', { exact: true }).fill('long-enough-password');
        await page.getByLabel('パスワードの確認').fill('another-password');
        await page.getByRole('button', { name: '新規登録' }).click();
        await expect(page.getByLabel('パスワード', { exact: true })).toHaveAccessibleDescription(
            'パスワードが確認用の値と一致しません。',
        );

        await page.goto('/forgot-password');
        await page.getByLabel('メールアドレス').fill('nobody@blipstream.test');
        await page.getByRole('button', { name: '再設定用リンクを送信' }).click();
        await expect(page.getByRole('status')).toHaveText(
            'このアドレスのアカウントがある場合は、パスワード再設定用のリンクをお送りしました。',
        );
    });

    test(
        'the Japanese sign-in pages in both themes at phone and desktop widths',
        { tag: '@screenshots' },
        async ({ browser }) => {
            for (const path of ['/login', '/register', '/forgot-password']) {
                for (const theme of themes) {
                    for (const width of widths) {
                        const { context, page } = await themedPage(browser, theme, width);
                        await page.setExtraHTTPHeaders({ 'Accept-Language': 'ja' });
                        await page.goto(path, { waitUntil: 'networkidle' });
                        await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
                        await saveScreenshot(
                            page,
                            `ja${path.replace('/', '-')}-${theme}-${width}`,
                            {
                                fullPage: true,
                            },
                        );
                        await context.close();
                    }
                }
            }
        },
    );
});

test(
    'account screens in both themes at phone and desktop widths',
    { tag: '@screenshots' },
    async ({ browser }) => {
        // Sixteen full-page captures, each in a fresh browser context.
        test.setTimeout(150_000);

        const signIn = await browser.newContext();
        const signInPage = await signIn.newPage();
        await logIn(signInPage);
        await expect(signInPage).toHaveURL('/', LANDING);
        const signedIn = await signIn.storageState();
        await signIn.close();

        const screens = [
            { path: '/login', name: 'login', signedIn: false },
            { path: '/register', name: 'register', signedIn: false },
            { path: '/profile', name: 'profile', signedIn: true },
            { path: '/profile', name: 'profile-delete', signedIn: true, opens: 'Delete Account' },
        ];

        for (const screen of screens) {
            for (const theme of themes) {
                for (const width of widths) {
                    const { context, page } = await themedPage(
                        browser,
                        theme,
                        width,
                        screen.signedIn ? signedIn : undefined,
                    );

                    await page.goto(screen.path, { waitUntil: 'networkidle' });
                    await expect(page).toHaveURL(screen.path);
                    if (screen.opens) {
                        await page.getByRole('button', { name: screen.opens }).click();
                        await expect(page.getByRole('dialog').getByLabel('Password')).toBeFocused();
                        await page.evaluate(() =>
                            Promise.all(
                                document.getAnimations().map((animation) => animation.finished),
                            ),
                        );
                    }
                    await expect(page.locator('html')).toHaveClass(
                        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
                    );
                    await saveScreenshot(page, `${screen.name}-${theme}-${width}`, {
                        // An open dialog is fixed to the viewport; a full-page capture would stretch it.
                        fullPage: !screen.opens,
                    });

                    await context.close();
                }
            }
        }
    },
);
