import { expect, test, type Page, type Response } from '@playwright/test';

// The home page and the first watch page render a seeded catalogue on a busy two-core machine.
const SLOW = { timeout: 15_000 };

/** Every Content-Security-Policy or Permissions-Policy complaint the page raises. */
async function collectPolicyViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];

    page.on('console', (message) => {
        if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) {
            violations.push(message.text());
        }
    });
    await page.exposeFunction('reportPolicyViolation', (violation: string) => {
        violations.push(violation);
    });
    await page.addInitScript(() => {
        const report = (window as unknown as { reportPolicyViolation: (v: string) => void })
            .reportPolicyViolation;
        document.addEventListener('securitypolicyviolation', (event) => {
            report(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
    });

    return violations;
}

function expectHardened(response: Response | null): void {
    expect(response?.ok()).toBe(true);
    const headers = response?.headers() ?? {};
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
}

async function firstWatchPath(page: Page): Promise<string> {
    const card = page.getByRole('region', { name: 'Recommended' }).locator('article').first();
    await expect(card).toBeVisible(SLOW);
    const path = await card.locator('a[href^="/watch?v="]').first().getAttribute('href');
    expect(path).toBeTruthy();

    return path ?? '/';
}

async function expectPlaying(page: Page): Promise<string> {
    const video = page.locator('video');
    await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), SLOW)
        .toBeGreaterThan(1);

    return video.evaluate((element: HTMLVideoElement) => element.currentSrc);
}

test('home and a playing watch page raise no policy violation', async ({ page }) => {
    const violations = await collectPolicyViolations(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    expectHardened(await page.goto('/'));
    // The inline theme script (it carries the nonce) ran before the stylesheet.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const watchPath = await firstWatchPath(page);

    // The watch page plays through hls.js (a blob: source), fed from the media under /storage/.
    const segment = page.waitForResponse((response) => /\/storage\/.+\.ts$/.test(response.url()));
    expectHardened(await page.goto(watchPath));
    expect(await expectPlaying(page)).toMatch(/^blob:/);
    expect((await segment).ok()).toBe(true);

    expect(violations).toEqual([]);
});

test('hls.js plays under the policy where the browser has no native HLS', async ({ page }) => {
    const violations = await collectPolicyViolations(page);
    await page.addInitScript(() => {
        Object.defineProperty(HTMLVideoElement.prototype, 'canPlayType', {
            value(this: HTMLVideoElement, type: string): CanPlayTypeResult {
                return type.includes('mpegurl')
                    ? ''
                    : HTMLMediaElement.prototype.canPlayType.call(this, type);
            },
        });
    });

    await page.goto('/');
    expectHardened(await page.goto(await firstWatchPath(page)));
    // hls.js feeds the element through a MediaSource, which it reads from a blob: URL.
    expect(await expectPlaying(page)).toMatch(/^blob:/);

    expect(violations).toEqual([]);
});
