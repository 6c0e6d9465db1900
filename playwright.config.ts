import { defineConfig } from '@playwright/test';

const port = 8123;

// Debian's Chromium: the test runner never downloads a browser of its own.
const chromiumArgs = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
];

export default defineConfig({
    testDir: 'tests/e2e',
    outputDir: 'test-results',
    // Two cores and one PHP server: parallel browsers only slow each other down.
    workers: 1,
    forbidOnly: !!process.env.CI,
    // Tests that exist only to take pictures for people to look at run when pictures are asked for.
    grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
    // A test that fails is run once more, recording a trace (below); one that then passes is
    // reported as flaky, not hidden.
    retries: process.env.CI ? 1 : 0,
    // Each test's time printed, so the run's budget can be watched test by test.
    reporter: 'list',
    // A watch page playing its video while axe runs in four looks takes 18 s alone and past 30 s
    // beside the PHPUnit runs on a slow two-core machine; a passing test takes no longer for it.
    timeout: 60_000,
    // Beside the other checks a slow two-core machine can take several seconds to answer a
    // click with a page; a passing assertion waits no longer for it.
    expect: { timeout: 10_000 },
    use: {
        baseURL: `http://127.0.0.1:${port}`,
        browserName: 'chromium',
        headless: true,
        launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: chromiumArgs,
        },
        // Recording a trace takes a picture of the page at every frame it paints (a playing video
        // paints all the time) and a snapshot of the DOM at every step: only a retry records one.
        trace: 'on-first-retry',
    },
    webServer: {
        command: 'bash scripts/e2e-server.sh',
        url: `http://127.0.0.1:${port}/up`,
        reuseExistingServer: !process.env.CI,
        timeout: 240_000,
        stdout: 'ignore',
        stderr: 'pipe',
    },
});
