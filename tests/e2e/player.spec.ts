import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import {
    expectNoSeriousViolations,
    expectNoSeriousViolationsInEveryLook,
} from './support/accessibility';
import { saveScreenshot, themedPage, themes } from './support/screenshots';

// hls.js and the media load on a busy two-core machine.
const SLOW = { timeout: 15_000 };

const WATCH_URL = /\/watch\?v=[A-Za-z0-9_-]{11}$/;

async function openSeededVideo(page: Page): Promise<string> {
    await page.goto('/');
    // A video of the sample catalogue (its full ladder), not one another spec uploaded: its
    // thumbnail is a still of a sample clip (every card's channel avatar is a sample too).
    const card = page
        .getByRole('region', { name: 'Recommended' })
        .locator('article')
        .filter({ has: page.locator('img[src*="/samples/clips/"]') })
        .first();
    await card.locator('a[href^="/watch?v="]').first().click();
    await expect(page).toHaveURL(WATCH_URL, SLOW);

    return page.url();
}

function player(page: Page): Locator {
    return page.getByRole('region', { name: /^Video player: / });
}

function video(page: Page): Locator {
    return player(page).locator('video');
}

function currentTime(page: Page): Promise<number> {
    return video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
}

async function waitUntilPlaying(page: Page): Promise<void> {
    await expect
        .poll(
            () =>
                video(page).evaluate(
                    (element: HTMLVideoElement) => !element.paused && element.currentTime > 0.3,
                ),
            SLOW,
        )
        .toBe(true);
}

/** The player's settings menu, at its main list. */
async function openSettings(page: Page): Promise<Locator> {
    await player(page).hover();
    await player(page).getByRole('button', { name: 'Settings' }).click();

    return page.getByRole('menu', { name: 'Settings' });
}

test('the keyboard works the player page-wide: k pauses, l jumps 10 s, m mutes, space toggles once', async ({
    page,
}) => {
    await openSeededVideo(page);
    await waitUntilPlaying(page);
    // Focus on the page itself, not on a control: the shortcuts answer anywhere.
    await page.getByRole('heading', { level: 1 }).click();

    await page.keyboard.press('k');
    await expect
        .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused))
        .toBe(true);

    await page.keyboard.press('0');
    await expect.poll(() => currentTime(page)).toBe(0);
    const duration = await video(page).evaluate((element: HTMLVideoElement) => element.duration);
    await page.keyboard.press('l');
    await expect.poll(() => currentTime(page)).toBeCloseTo(Math.min(10, duration), 1);
    await page.keyboard.press('0');

    await page.keyboard.press('m');
    await expect
        .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.muted))
        .toBe(true);
    await page.keyboard.press('m');

    // Space plays once and leaves the page where it was.
    const scroll = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await waitUntilPlaying(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);

    // Typing in a field is typing, not shortcuts.
    const search = page.getByRole('searchbox').first();
    await search.fill('');
    await search.pressSequentially('kml');
    await expect(search).toHaveValue('kml');
    await waitUntilPlaying(page);
});

test('the quality menu lists Auto and each rendition of the ladder; choosing one switches hls.js to it', async ({
    page,
}) => {
    await openSeededVideo(page);
    await waitUntilPlaying(page);

    const menu = await openSettings(page);
    await menu.getByRole('menuitem', { name: /^Quality/ }).click();
    await expect(menu.getByRole('menuitemradio')).toHaveText(['720p', '360p', /^Auto/]);

    await menu.getByRole('menuitemradio', { name: '360p', exact: true }).click();
    await page.keyboard.press('0');
    await expect
        .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.videoHeight), SLOW)
        .toBe(360);

    // The choice is remembered for the next video.
    await page.reload();
    const again = await openSettings(page);
    await expect(again.getByRole('menuitem', { name: /^Quality/ })).toContainText('360p');
});

test('on Auto a phone-sized player plays the rendition that fits it, however fast the network', async ({
    browser,
}) => {
    const { context, page } = await themedPage(browser, 'light', 390);
    const renditions = new Set<string>();
    page.on('request', (request) => {
        const rendition = /\/hls\/(\w+)\/segment_\d+\.ts/.exec(request.url())?.[1];
        if (rendition) {
            renditions.add(rendition);
        }
    });
    await openSeededVideo(page);

    // Two segments in: on loopback the bandwidth estimate alone would have moved to 720p.
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(6);
    expect([...renditions]).toEqual(['360p']);
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(
        360,
    );
    await context.close();
});

test('speed 1.5 from the settings menu plays at 1.5×', async ({ page }) => {
    await openSeededVideo(page);
    await waitUntilPlaying(page);

    const menu = await openSettings(page);
    await menu.getByRole('menuitem', { name: /^Playback speed/ }).click();
    await menu.getByRole('menuitemradio', { name: '1.5' }).click();

    await expect
        .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate))
        .toBe(1.5);
});

test('theater mode widens the player, closes the sidebar and survives a reload', async ({
    browser,
}) => {
    const { context, page } = await themedPage(browser, 'light', 1366, undefined, 768);
    await openSeededVideo(page);
    const before = (await player(page).boundingBox())?.width ?? 0;
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await player(page).hover();
    await page.getByRole('button', { name: 'Theater mode (t)' }).click();

    const theater = page.getByRole('button', { name: 'Theater mode (t)' });
    await expect(theater).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect((await player(page).boundingBox())?.width ?? 0).toBeGreaterThan(before + 300);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Theater mode (t)' })).toHaveAttribute(
        'aria-pressed',
        'true',
        SLOW,
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    // t takes it back.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('t');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await context.close();
});

test('at the end of a video the end screen counts down and starts the next one (autoplay on by default)', async ({
    page,
}) => {
    const first = await openSeededVideo(page);
    await waitUntilPlaying(page);
    await expect(
        page.getByRole('complementary').locator('a[href^="/watch?v="]').first(),
    ).toBeVisible(SLOW);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('9');

    const endScreen = page.getByTestId('end-screen');
    await expect(endScreen.getByText(/^Up next in \d$/)).toBeVisible(SLOW);
    await expectNoSeriousViolations(page);
    await expect(page).not.toHaveURL(first, SLOW);
    await expect(page).toHaveURL(WATCH_URL);
    await waitUntilPlaying(page);
});

test('with autoplay off in the settings the video ends on Replay, without a countdown', async ({
    page,
}) => {
    // A signed-out visitor's settings live in this browser (lib/guestSettings.ts).
    await page.addInitScript(() => {
        localStorage.setItem('settings', JSON.stringify({ playback: { autoplay: false } }));
    });
    const first = await openSeededVideo(page);
    await waitUntilPlaying(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('9');

    const endScreen = page.getByTestId('end-screen');
    await expect(endScreen.getByRole('button', { name: 'Replay' })).toBeVisible(SLOW);
    await expect(endScreen.getByText(/^Up next in/)).toHaveCount(0);
    await expect(page).toHaveURL(first);
});

test('Cancel keeps the viewer on the ended video with Replay', async ({ page }) => {
    const first = await openSeededVideo(page);
    await waitUntilPlaying(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('9');

    const endScreen = page.getByTestId('end-screen');
    await endScreen.getByRole('button', { name: 'Cancel' }).click(SLOW);
    await expect(endScreen.getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(page).toHaveURL(first);
    await expectNoSeriousViolationsInEveryLook(page);
    await expect(endScreen.getByRole('button', { name: 'Replay' })).toBeVisible();

    await endScreen.getByRole('button', { name: 'Replay' }).click();
    await waitUntilPlaying(page);
    await expect(endScreen).toBeHidden();
});

test('the miniplayer keeps the video playing across a navigation and brings it back', async ({
    browser,
}) => {
    const { context, page } = await themedPage(browser, 'light', 1366, undefined, 768);
    const watchUrl = await openSeededVideo(page);
    await waitUntilPlaying(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    // Tag the element: the miniplayer must carry this very one, not a reload of the video.
    await video(page).evaluate((element: HTMLVideoElement) => {
        element.dataset.carried = 'yes';
    });
    await page
        .getByRole('banner')
        .getByRole('link', { name: /Blipstream/ })
        .first()
        .click();
    await expect(page).toHaveURL('/');

    const mini = page.getByRole('region', { name: 'Miniplayer' });
    await expect(mini).toBeVisible();
    await expect(mini.locator('video[data-carried="yes"]')).toHaveCount(1);
    const playedAt = await mini
        .locator('video')
        .evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
        .poll(() =>
            mini.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime),
        )
        .toBeGreaterThan(playedAt);
    // A bar along the bottom of a phone, a card in the corner of a wider screen.
    await expectNoSeriousViolationsInEveryLook(page);
    await expect(mini.locator('video[data-carried="yes"]')).toHaveCount(1);

    await mini.getByRole('button', { name: `Back to ${title}` }).click();
    await expect(page).toHaveURL(watchUrl);
    await expect(mini).toBeHidden();
    await expect(player(page).locator('video[data-carried="yes"]')).toHaveCount(1);
    await context.close();
});

test('a live card plays as live: LIVE, how many watch, no timeline, time running past the loop, back to live', async ({
    page,
}) => {
    // Live playback in real time, past the end of the loop the stream plays.
    test.setTimeout(120_000);
    await page.goto('/');
    await page
        .getByRole('link', { name: /, live from / })
        .first()
        .click();
    await expect(page).toHaveURL(WATCH_URL, SLOW);

    await waitUntilPlaying(page);
    await expect(player(page).getByText('LIVE', { exact: true })).toBeVisible();
    await expect(player(page).getByText(/^\d+ watching$/)).toBeVisible();
    await expect(player(page).getByRole('slider', { name: 'Seek' })).toHaveCount(0);
    await expect(page.getByText(/^\d+ watching now/)).toBeVisible();

    // The player joins a 30 s window, a little behind its live end. The sample stream loops a
    // 40 s clip; the live playlist runs on past the loop's end.
    const start = await currentTime(page);
    expect(start).toBeLessThan(40);
    await expect
        .poll(() => currentTime(page), { timeout: 70_000, intervals: [2_000] })
        .toBeGreaterThan(44);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('j');
    const goToLive = player(page).getByRole('button', { name: 'Go to live' });
    await expect(goToLive).toBeVisible();
    const behind = await currentTime(page);
    await goToLive.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(behind + 8);
    await expect(goToLive).toBeHidden();
});

test('the watch page passes axe in every look with the controls showing', async ({ page }) => {
    await openSeededVideo(page);
    await waitUntilPlaying(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('k');
    const controls = player(page).getByTestId('player-controls');
    await expect(controls).toHaveCSS('opacity', '1');
    // A guest's page: the invitation to sign in and comment is checked with it (its red link
    // once read under AA on the prompt's grey).
    await expect(page.getByText('to comment and reply.')).toBeVisible(SLOW);
    await expectNoSeriousViolationsInEveryLook(page);
    // Paused, the controls stay through the changes of size and theme: all four looks had them.
    await expect(controls).toHaveCSS('opacity', '1');

    const menu = await openSettings(page);
    await menu.getByRole('menuitem', { name: /^Quality/ }).click();
    await expectNoSeriousViolationsInEveryLook(page);
    await expect(menu.getByRole('menuitemradio')).toHaveText(['720p', '360p', /^Auto/]);
});

test('player screenshots', { tag: '@screenshots' }, async ({ browser }) => {
    test.slow();

    for (const theme of themes) {
        for (const width of [390, 1366]) {
            const { context, page } = await themedPage(browser, theme, width);
            await openSeededVideo(page);
            await waitUntilPlaying(page);
            await page.getByRole('heading', { level: 1 }).click();
            await page.keyboard.press('k');
            await player(page).hover();
            await saveScreenshot(page, `player-${theme}-${width}`);

            const menu = await openSettings(page);
            await menu.getByRole('menuitem', { name: /^Quality/ }).click();
            await saveScreenshot(page, `player-quality-${theme}-${width}`);
            await page.keyboard.press('Escape');

            await page.keyboard.press('9');
            await page.keyboard.press('k');
            await expect(page.getByTestId('end-screen')).toBeVisible(SLOW);
            await saveScreenshot(page, `player-end-${theme}-${width}`);

            await page.getByTestId('end-screen').getByRole('button', { name: 'Cancel' }).click();
            await saveScreenshot(page, `player-replay-${theme}-${width}`);

            await page.keyboard.press('0');
            await page.keyboard.press('k');
            await waitUntilPlaying(page);
            await page
                .getByRole('banner')
                .getByRole('link', { name: /Blipstream/ })
                .first()
                .click();
            await expect(page.getByRole('region', { name: 'Miniplayer' })).toBeVisible();
            await saveScreenshot(page, `player-mini-${theme}-${width}`);

            await page
                .getByRole('link', { name: /, live from / })
                .first()
                .click();
            await waitUntilPlaying(page);
            await player(page).hover();
            await saveScreenshot(page, `player-live-${theme}-${width}`);

            if (width >= 1024) {
                await page.getByRole('heading', { level: 1 }).click();
                await page.keyboard.press('t');
                await player(page).hover();
                await saveScreenshot(page, `player-theater-${theme}-${width}`);
            }
            await context.close();
        }
    }
});

/** A public seeded video with an English caption track (SampleCatalogueSeeder::seedCaptions), from the e2e server's database. */
function captionedVideoId(): string {
    const code = `
        $db = new PDO('sqlite:' . $argv[1]);
        echo $db->query("SELECT v.public_id FROM videos v JOIN video_captions c ON c.video_id = v.id
            WHERE c.language = 'en' AND v.visibility = 'public' AND v.kind = 'video' ORDER BY v.id LIMIT 1")->fetchColumn();
    `;

    return execFileSync(
        'php',
        ['-r', code, '--', join(import.meta.dirname, '..', '..', 'database', 'e2e.sqlite')],
        { encoding: 'utf8' },
    ).trim();
}

test('a video with captions has the CC button, and c shows its track with the title as a cue', async ({
    page,
}) => {
    const id = captionedVideoId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    await page.goto(`/watch?v=${id}`);
    await waitUntilPlaying(page);
    const title = await page.getByRole('heading', { level: 1 }).innerText();

    await player(page).hover();
    const cc = player(page).getByRole('button', { name: 'Captions (c)' });
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    const track = () =>
        video(page).evaluate((element: HTMLVideoElement) => {
            const first = element.textTracks[0];

            return first
                ? {
                      language: first.language,
                      mode: first.mode,
                      cues: Array.from(first.cues ?? []).map(
                          (cue) => (cue as VTTCue).getCueAsHTML().textContent,
                      ),
                  }
                : null;
        });

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('c');

    await expect.poll(async () => (await track())?.mode).toBe('showing');
    // The file was served and parsed: its first cue is the video's title.
    await expect.poll(async () => (await track())?.cues.length, SLOW).toBe(3);
    expect(await track()).toMatchObject({
        language: 'en',
        cues: [title, expect.any(String), 'Thanks for watching!'],
    });
    await player(page).hover();
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    await video(page).evaluate((element: HTMLVideoElement) => {
        element.pause();
        element.currentTime = 1;
    });
    await saveScreenshot(player(page), 'player-captions');

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('c');
    await expect.poll(async () => (await track())?.mode).not.toBe('showing');
});
