import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { StorageState } from './accounts';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', '..', 'storage', 'screenshots');

/**
 * Pictures are for people to look at, not checks: a run writes them only when asked
 * (`npm run screenshots`), which also runs the tests tagged @screenshots that exist only to take them.
 */
export const screenshotsWanted = Boolean(process.env.SCREENSHOTS);

export const themes = ['light', 'dark'] as const;
export const widths = [390, 1280] as const;

export type Theme = (typeof themes)[number];

/**
 * A page in a context of its own at this width, in this theme, signed in when given a state.
 * The device's colour scheme sets the theme: the app follows it while no theme is chosen
 * (Settings › Appearance), and an account's choice would outlive a browser's stored one.
 * The caller closes the context.
 */
export async function themedPage(
    browser: Browser,
    theme: Theme,
    width: number,
    storageState?: StorageState,
    height = width < 768 ? 844 : 800,
): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
        viewport: { width, height },
        colorScheme: theme,
        ...(storageState ? { storageState } : {}),
    });

    return { context, page: await context.newPage() };
}

/** Writes storage/screenshots/{name}.png of the page or element when pictures were asked for. */
export async function saveScreenshot(
    target: Page | Locator,
    name: string,
    options: { fullPage?: boolean } = {},
): Promise<void> {
    if (!screenshotsWanted) {
        return;
    }
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await target.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), ...options });
}

/** Saves a full-page picture of the path in each theme and width as {name}-{theme}-{width}. */
export async function captureScreens(browser: Browser, path: string, name: string): Promise<void> {
    for (const theme of themes) {
        for (const width of widths) {
            const { context, page } = await themedPage(browser, theme, width);
            await page.goto(path, { waitUntil: 'networkidle' });
            await saveScreenshot(page, `${name}-${theme}-${width}`, { fullPage: true });
            await context.close();
        }
    }
}
