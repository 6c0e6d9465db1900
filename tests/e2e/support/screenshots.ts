import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { StorageState } from './accounts';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', '..', 'storage', 'screenshots');

export const themes = ['light', 'dark'] as const;
export const widths = [390, 1280] as const;

export type Theme = (typeof themes)[number];

/**
 * A page in a context of its own at this width, with the theme stored the way the app's
 * toggle stores it, signed in when given a state. The caller closes the context.
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
        ...(storageState ? { storageState } : {}),
    });
    await context.addInitScript((value) => {
        localStorage.setItem('theme', value);
    }, theme);

    return { context, page: await context.newPage() };
}

/**
 * Saves a full-page PNG of the path for each theme and width, as storage/screenshots/{name}-{theme}-{width}.png,
 * and returns the files written. The theme is stored the way the app's toggle stores it.
 */
export async function captureScreens(
    browser: Browser,
    path: string,
    name: string,
): Promise<string[]> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const files: string[] = [];

    for (const theme of themes) {
        for (const width of widths) {
            const { context, page } = await themedPage(browser, theme, width);
            await page.goto(path, { waitUntil: 'networkidle' });

            const file = join(SCREENSHOT_DIR, `${name}-${theme}-${width}.png`);
            await page.screenshot({ path: file, fullPage: true });
            files.push(file);

            await context.close();
        }
    }

    return files;
}
