import { expect, test, type Browser, type Page } from '@playwright/test';

import { logInSeeded } from './support/accounts';
import { themedPage, themes, widths, type Theme, saveScreenshot } from './support/screenshots';

// Seeded by DatabaseSeeder for every e2e run.
const DEMO_EMAIL = 'demo@blipstream.test';

const sidebar = (page: Page) => page.locator('#sidebar');
const menuButton = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

test('a guest sees the frame landmarks and a Sign In link', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    await signIn.click();
    await expect(page).toHaveURL('/login');
});

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    // A Tab pressed before the app has rendered would land on nothing.
    await expect(skip).toBeAttached();

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('main')).toBeFocused();
});

test.describe('theme', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the toggle survives a reload, applied before any app script runs', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto('/');
        const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');

        await toggle.click();

        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

        await page.reload();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');

        // With every script file blocked only the inline head script can set the class, so the
        // first paint is already dark.
        await page.route('**/*.js', (route) => route.abort());
        await page.reload();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
            'rgb(255, 255, 255)',
        );
        await page.unroute('**/*.js');

        await page.reload();
        await toggle.click();
        await page.reload();
        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    });

    test('the header toggle is hidden below the large breakpoint', async ({ page }) => {
        await page.setViewportSize({ width: 900, height: 800 });
        await page.goto('/');

        await expect(
            page.getByRole('banner').getByRole('button', { name: 'Dark mode' }),
        ).toBeHidden();
    });
});

test.describe('sidebar', () => {
    test('is expanded at 1280 px and the menu toggle collapses it to an icon rail', async ({
        page,
    }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/');
        const home = sidebar(page).getByRole('link', { name: 'Home' });

        await expect(home).toHaveAttribute('aria-current', 'page');
        expect((await sidebar(page).boundingBox())?.width).toBe(240);

        await menuButton(page).click();

        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        expect((await sidebar(page).boundingBox())?.width).toBe(72);
        await expect(home.getByText('Home')).toHaveClass(/sr-only/);
    });

    test('is an icon rail at 1000 px', async ({ page }) => {
        await page.setViewportSize({ width: 1000, height: 800 });
        await page.goto('/');

        await expect(sidebar(page)).toBeVisible();
        expect((await sidebar(page).boundingBox())?.width).toBe(72);
    });

    test.describe('at 390 px', () => {
        test.use({ viewport: { width: 390, height: 844 } });

        test('opens as an overlay and closes after a link is followed', async ({ page }) => {
            await page.goto('/');
            await expect(sidebar(page)).toBeHidden();

            await menuButton(page).click();

            await expect(sidebar(page)).toBeVisible();
            await expect(page.getByTestId('sidebar-backdrop')).toBeVisible();
            await expect(sidebar(page).getByRole('button', { name: 'Dark mode' })).toBeVisible();
            await expect(sidebar(page).getByRole('button', { name: 'Close menu' })).toBeFocused();

            const visit = page.waitForResponse(
                (response) => response.headers()['x-inertia'] === 'true',
            );
            await sidebar(page).getByRole('link', { name: 'Home' }).click();
            await visit;

            await expect(sidebar(page)).toBeHidden();
            await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
        });

        test('closes on a backdrop click and on Escape', async ({ page }) => {
            await page.goto('/');

            await menuButton(page).click();
            await page.getByTestId('sidebar-backdrop').click({ position: { x: 370, y: 400 } });
            await expect(sidebar(page)).toBeHidden();

            await menuButton(page).click();
            await expect(sidebar(page)).toBeVisible();
            await page.keyboard.press('Escape');
            await expect(sidebar(page)).toBeHidden();
            await expect(menuButton(page)).toBeFocused();
        });
    });
});

test.describe('account menu', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('opens right-aligned and 12 rem wide, and closes on Escape', async ({ page }) => {
        await logInSeeded(page, DEMO_EMAIL);
        const avatar = page.getByRole('button', { name: 'Account menu' });
        const avatarBox = await avatar.boundingBox();
        expect(avatarBox).toMatchObject({ width: 50, height: 50 });

        await avatar.click();

        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(page.getByRole('menuitem')).toHaveText(['Profile', /Channel/, 'Log Out']);
        // Let the 200 ms enter transition finish before measuring.
        await expect(menu).toHaveCSS('opacity', '1');
        const menuBox = await menu.boundingBox();
        expect(menuBox?.width).toBe(192);
        expect(Math.round((menuBox?.x ?? 0) + (menuBox?.width ?? 0))).toBe(
            Math.round((avatarBox?.x ?? 0) + (avatarBox?.width ?? 0)),
        );

        await page.keyboard.press('Escape');

        await expect(menu).toBeHidden();
        await expect(avatar).toBeFocused();
        await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    });

    test('closes on an outside click and works from the keyboard', async ({ page }) => {
        await logInSeeded(page, DEMO_EMAIL);
        const avatar = page.getByRole('button', { name: 'Account menu' });

        await avatar.click();
        await page.getByRole('main').click({ position: { x: 10, y: 10 } });
        await expect(page.getByRole('menu')).toBeHidden();

        await avatar.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
        await page.keyboard.press('End');
        await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');

        await expect(page).toHaveURL('/profile');
    });
});

async function framePage(browser: Browser, theme: Theme, width: number, signedIn: boolean) {
    const { context, page } = await themedPage(browser, theme, width);

    if (signedIn) {
        await logInSeeded(page, DEMO_EMAIL);
    } else {
        await page.goto('/');
        await expect(page.getByRole('banner')).toBeVisible();
    }

    return { page, context };
}

test(
    'frame screenshots: home, overlay open on a phone, account menu open and rail on a desktop',
    { tag: '@screenshots' },
    async ({ browser }) => {
        // Two themes times four fresh contexts, one of them signing in.
        test.setTimeout(120_000);

        for (const theme of themes) {
            for (const width of widths) {
                const home = await framePage(browser, theme, width, false);
                await saveScreenshot(home.page, `frame-home-${theme}-${width}`);
                await home.context.close();
            }

            const phone = await framePage(browser, theme, 390, false);
            await menuButton(phone.page).click();
            await expect(sidebar(phone.page)).toBeVisible();
            await saveScreenshot(phone.page, `frame-overlay-${theme}-390`);
            await phone.context.close();

            const desktop = await framePage(browser, theme, 1280, true);
            await desktop.page.getByRole('button', { name: 'Account menu' }).click();
            await expect(desktop.page.getByRole('menu')).toHaveCSS('opacity', '1');
            await saveScreenshot(desktop.page, `frame-account-menu-${theme}-1280`);
            await menuButton(desktop.page).click();
            await expect(desktop.page.getByRole('menu')).toBeHidden();
            await saveScreenshot(desktop.page, `frame-rail-${theme}-1280`);
            await desktop.context.close();
        }
    },
);
