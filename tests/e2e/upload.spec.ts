import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
    expectNoSeriousViolations,
    expectNoSeriousViolationsInEveryLook,
} from './support/accessibility';
import { newCreator } from './support/creator';
import type { StorageState } from './support/accounts';

const ROOT = join(import.meta.dirname, '..', '..');
const UPLOAD_VIDEO = '/studio/upload/video';
const UPLOAD_SHORT = '/studio/upload/short';
const SLOW = { timeout: 15_000 };

let clips: string;
let creator: StorageState;

/** The clips the tests upload, made here with ffmpeg so no media is kept in git. */
const clip = {
    video: () => join(clips, 'Harbour at dusk.mp4'),
    short: () => join(clips, 'Wave check.mp4'),
    large: () => join(clips, 'Noisy night.mp4'),
    audio: () => join(clips, 'song.m4a'),
    truncated: () => join(clips, 'broken.mp4'),
};

function ffmpeg(...args: string[]): void {
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'pipe' });
}

function sha256(file: string): string {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * Asks the e2e server's database (scripts/e2e-server.sh) one question through PHP's PDO, and
 * hashes a file of the private disk (storage/app/private) it names when asked to.
 */
function e2eDatabase(sql: string, value: string, hash = false): string {
    const code = `
        $db = new PDO('sqlite:' . $argv[1]);
        $query = $db->prepare($argv[2]);
        $query->execute([$argv[3]]);
        $found = $query->fetchColumn();
        echo $argv[4] === '1' ? ($found ? hash_file('sha256', $argv[5] . '/' . $found) : 'gone') : $found;
    `;

    return execFileSync(
        'php',
        [
            '-r',
            code,
            '--',
            join(ROOT, 'database', 'e2e.sqlite'),
            sql,
            value,
            hash ? '1' : '0',
            join(ROOT, 'storage', 'app', 'private'),
        ],
        { encoding: 'utf8' },
    ).trim();
}

/** Every answer of the server that is a 5xx, as "METHOD url status". */
function serverErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('response', (response) => {
        if (response.status() >= 500) {
            errors.push(`${response.request().method()} ${response.url()} ${response.status()}`);
        }
    });

    return errors;
}

async function studioPage(browser: Browser, width = 1366): Promise<Page> {
    const context = await browser.newContext({
        storageState: creator,
        viewport: { width, height: width < 768 ? 844 : 900 },
    });
    const page = await context.newPage();
    // Leaving mid-upload asks first; these tests mean to leave.
    page.on('dialog', (dialog) => void dialog.accept());

    return page;
}

/** Holds each PATCH for a while, so a test can act in the middle of a transfer. */
async function slowPatches(page: Page, delayMs: number): Promise<void> {
    await page.route('**/studio/uploads/*', async (route) => {
        if (route.request().method() === 'PATCH') {
            await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        // Offline, or after the page went away, the held request fails: as a browser's would.
        await route.continue().catch(() => undefined);
    });
}

/** Clicks the label of a visually hidden radio, as a person would. */
async function pick(page: Page, name: string | RegExp): Promise<void> {
    await page.locator('label', { has: page.getByRole('radio', { name }) }).click();
    await expect(page.getByRole('radio', { name })).toBeChecked();
}

function fileInput(page: Page) {
    return page.getByLabel('SELECT FILES');
}

function fileStatus(page: Page) {
    return page.getByTestId('transfer-summary');
}

test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    clips = mkdtempSync(join(tmpdir(), 'blipstream-upload-'));

    const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'];
    const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
    ffmpeg(
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1280x720:rate=30',
        ...tone,
        '-t',
        '10',
        ...h264,
        '-c:a',
        'aac',
        '-shortest',
        clip.video(),
    );
    ffmpeg(
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=720x1280:rate=30',
        ...tone,
        '-t',
        '6',
        ...h264,
        '-c:a',
        'aac',
        '-shortest',
        clip.short(),
    );
    // Noise does not compress: a few seconds of it make a file of several 5 MB chunks.
    ffmpeg(
        '-f',
        'lavfi',
        '-i',
        'color=c=gray:size=640x360:rate=30,noise=alls=60:allf=t+u',
        '-t',
        '12',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-b:v',
        '16M',
        '-maxrate',
        '16M',
        '-bufsize',
        '16M',
        '-pix_fmt',
        'yuv420p',
        clip.large(),
    );
    ffmpeg(...tone, '-t', '3', '-c:a', 'aac', clip.audio());
    const whole = readFileSync(clip.video());
    writeFileSync(clip.truncated(), whole.subarray(0, Math.floor(whole.length / 2)));

    expect(statSync(clip.large()).size).toBeGreaterThan(15 * 1024 * 1024);

    creator = await newCreator(browser, 'Upload Tester');
});

test.afterAll(() => {
    rmSync(clips, { recursive: true, force: true });
});

test('a video is uploaded, described and published while it uploads, becomes Ready and plays', async ({
    browser,
}) => {
    test.setTimeout(240_000);
    const page = await studioPage(browser);
    const errors = serverErrors(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(UPLOAD_VIDEO);
    await expect(page).toHaveTitle('Upload Video - Studio | Blipstream');
    await expect(page.getByText('Drag and drop a video file to upload')).toBeVisible();
    await expectNoSeriousViolations(page);

    // Publish before the file is in: the tus requests are held back until the form is sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
        release = resolve;
    });
    await page.route('**/studio/uploads', async (route) => {
        if (route.request().method() === 'POST') {
            await held;
        }
        await route.continue();
    });

    await fileInput(page).setInputFiles(clip.video());

    const title = page.getByLabel('Title (required)');
    await expect(title).toHaveValue('Harbour at dusk');
    await expect(page.getByLabel('Preview of Harbour at dusk.mp4')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Private/ })).toBeChecked();
    await expectNoSeriousViolations(page);

    const name = `Harbour at dusk ${Date.now()}`;
    await title.fill(name);
    await page.getByLabel('Description').fill('Boats coming home at the end of the day.');
    await page.getByLabel('Tags').fill('harbour, boats, dusk');
    await page.getByLabel('Category').selectOption('travel');
    await pick(page, /Unlisted/);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    release();

    await expect(page).toHaveURL('/studio/content', SLOW);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Unlisted');

    // The content page asks again while the video is on its way; a real worker transcodes it.
    await expect(row).toContainText(/Processing \d+%|Queued|Uploading/, { timeout: 60_000 });
    await expect(row).toContainText('Ready', { timeout: 180_000 });

    const edit = await row.getByRole('link', { name: `Edit ${name}` }).getAttribute('href');
    const videoId = /\/studio\/videos\/([A-Za-z0-9_-]{11})\/edit$/.exec(edit ?? '')?.[1];
    expect(videoId).toBeTruthy();

    await page.goto(`/studio/videos/${videoId ?? ''}/edit`);
    await expect(page.getByLabel('Title (required)')).toHaveValue(name);
    await expect(page.getByLabel('Tags')).toHaveValue('harbour, boats, dusk');
    await expect(page.getByLabel('Category')).toHaveValue('travel');
    await expect(page.getByRole('radio', { name: /Unlisted/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Frame \d$/ })).toHaveCount(3);

    await page.goto(`/watch?v=${videoId ?? ''}`);
    const video = page.locator('video');
    await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), SLOW)
        .toBeGreaterThan(1);

    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
});

test('frames to pick as the thumbnail appear once the upload is in; the pick is saved', async ({
    browser,
}) => {
    test.setTimeout(120_000);
    const page = await studioPage(browser);
    const errors = serverErrors(page);

    await page.goto(UPLOAD_VIDEO);
    await fileInput(page).setInputFiles(clip.video());
    await expect(fileStatus(page)).toHaveText(/Upload complete/, SLOW);
    await expect(page.getByText('Picking frames from your video…')).toBeVisible();

    const secondFrame = page.getByRole('radio', { name: 'Frame 2' });
    await expect(secondFrame).toBeAttached({ timeout: 60_000 });
    await pick(page, 'Frame 2');
    const name = `Frames ${Date.now()}`;
    await page.getByLabel('Title (required)').fill(name);
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page).toHaveURL('/studio/content', SLOW);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.locator('img')).toHaveAttribute('src', /.+/);

    // The pick was saved: deleting the video now spares the worker the rest of the ladder.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page
        .getByRole('dialog')
        .getByRole('button', { name: /Delete/ })
        .click();
    await expect(row).toHaveCount(0, SLOW);
    expect(errors).toEqual([]);
});

test('a reload mid-upload resumes from the stored offset when the same file is chosen again', async ({
    browser,
}) => {
    test.setTimeout(180_000);
    const page = await studioPage(browser);
    const errors = serverErrors(page);
    await slowPatches(page, 1500);

    await page.goto(UPLOAD_VIDEO);
    await fileInput(page).setInputFiles(clip.large());
    // At least one chunk stored on the server.
    await page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.status() === 204,
        { timeout: 60_000 },
    );

    await page.reload();
    await expect(page.getByText('Drag and drop a video file to upload')).toBeVisible();
    await fileInput(page).setInputFiles(clip.large());
    await expect(page.getByText(/You started uploading this file on/)).toBeVisible();

    const head = page.waitForResponse((response) => response.request().method() === 'HEAD');
    await page.getByRole('button', { name: 'Resume upload' }).click();
    const offset = Number((await head).headers()['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    await expect(page.getByText(/^Resumed from .+ already uploaded\.$/)).toBeVisible();

    const size = String(statSync(clip.large()).size);
    const last = page.waitForResponse(
        (response) =>
            ['PATCH', 'HEAD'].includes(response.request().method()) &&
            response.headers()['upload-offset'] === size,
        { timeout: 120_000 },
    );

    // A dropped connection: the transfer waits, then carries on by itself.
    await page.context().setOffline(true);
    await expect(fileStatus(page)).toHaveText(/Waiting for the connection|Retrying/, {
        timeout: 30_000,
    });
    await page.context().setOffline(false);
    await page.unroute('**/studio/uploads/*');

    const videoId = (await last).headers()['video-id'] ?? '';
    expect(videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    // Read at once: the original is kept only until the video is ready.
    const stored = e2eDatabase(
        'select original_path from videos where public_id = ?',
        videoId,
        true,
    );
    expect(stored).toBe(sha256(clip.large()));
    await expect(fileStatus(page)).toHaveText(/Upload complete/);

    // Cancel after the upload is in deletes the draft with its files.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/studio/content', SLOW);
    expect(e2eDatabase('select count(*) from videos where public_id = ?', videoId)).toBe('0');
    expect(errors).toEqual([]);
});

test('a short is uploaded in 9:16 with its counters and published', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await studioPage(browser);
    const errors = serverErrors(page);

    await page.goto(UPLOAD_SHORT);
    await expect(page).toHaveTitle('Upload Short - Studio | Blipstream');
    await expect(page.getByText('Drag and drop a vertical video to create a short')).toBeVisible();
    await fileInput(page).setInputFiles(clip.short());

    await expect(page.getByLabel('Title (required)')).toHaveValue('Wave check');
    await expect(page.getByText('10/100')).toBeVisible();
    await expect(page.getByText('0/300')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Unlisted/ })).toHaveCount(0);
    const preview = await page.getByLabel('Preview of Wave check.mp4').boundingBox();
    expect(preview && preview.height > preview.width).toBe(true);

    const name = `Wave check ${Date.now()}`;
    await page.getByLabel('Title (required)').fill(name);
    await page.getByLabel('Description').fill('Short and sweet.');
    await expect(page.getByText('16/300')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page).toHaveURL('/studio/content', SLOW);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Short');
    await expect(row).toContainText('Private');
    expect(errors).toEqual([]);
});

test('files that are not videos are refused with a clear reason and no server error', async ({
    browser,
}) => {
    test.setTimeout(120_000);
    const page = await studioPage(browser);
    const errors = serverErrors(page);

    await page.goto(UPLOAD_VIDEO);

    // The browser says it is text: the page refuses it before sending anything.
    await fileInput(page).setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a video'),
    });
    await expect(page.getByRole('alert')).toHaveText('Please upload a video file');

    const attacks: { name: string; buffer: Buffer; reason: RegExp }[] = [
        {
            name: 'renamed.mp4',
            buffer: Buffer.from('just some text\n'.repeat(200)),
            reason: /not a video we can read/,
        },
        { name: 'song.mp4', buffer: readFileSync(clip.audio()), reason: /no video stream/ },
        { name: 'empty.mp4', buffer: Buffer.alloc(0), reason: /The file is empty/ },
        {
            name: 'broken.mp4',
            buffer: readFileSync(clip.truncated()),
            reason: /not a video we can read|no length/,
        },
    ];

    for (const attack of attacks) {
        await page.goto(UPLOAD_VIDEO);
        await fileInput(page).setInputFiles({
            name: attack.name,
            mimeType: 'video/mp4',
            buffer: attack.buffer,
        });
        await expect(fileStatus(page), attack.name).toContainText('Upload refused', SLOW);
        const reason = page.locator('#file-error');
        await expect(reason, attack.name).toHaveText(attack.reason);

        await page.getByRole('button', { name: 'Publish' }).click();
        await expect(
            page.getByRole('alert').filter({ hasText: 'Please upload a video file' }),
        ).toBeVisible();
        await expect(page).toHaveURL(UPLOAD_VIDEO);
    }

    expect(errors).toEqual([]);
});

test('an SVG thumbnail is refused with the spec alert under the field', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await studioPage(browser);
    const errors = serverErrors(page);

    await page.goto(UPLOAD_VIDEO);
    await fileInput(page).setInputFiles(clip.video());
    await page.getByLabel(/Upload thumbnail/).setInputFiles({
        name: 'cover.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="100%" height="100%" fill="red"/></svg>',
        ),
    });
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(
        page
            .getByRole('group', { name: 'Thumbnail' })
            .getByText('Please upload an image file for the thumbnail'),
    ).toBeVisible(SLOW);
    await expect(page).toHaveURL(UPLOAD_VIDEO);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/studio/content', SLOW);
    expect(errors).toEqual([]);
});

test("a refused Publish keeps its alert while the page's own requests run beside it", async ({
    browser,
}) => {
    test.setTimeout(90_000);
    const page = await studioPage(browser);
    const errors = serverErrors(page);

    await page.goto(UPLOAD_VIDEO);
    const created = page.waitForResponse(
        (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === '/studio/uploads',
    );
    await fileInput(page).setInputFiles(clip.video());
    const upload = (await created).headers()['location'] ?? '';

    // What the page sends on its own while the creator fills in the form, much faster than it
    // would: an upload's tus requests and the page's polls (marked as polls, as the client
    // marks them). None of them may use up or save over the errors of the refused Publish.
    let busy = true;
    const background = [
        async () => page.request.head(upload, { headers: { 'Tus-Resumable': '1.0.0' } }),
        async () => page.request.get(UPLOAD_VIDEO, { headers: { 'X-Poll': '1' } }),
    ].map(async (send) => {
        while (busy) {
            await send();
        }
    });

    await page.getByLabel(/Upload thumbnail/).setInputFiles({
        name: 'cover.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>'),
    });
    for (let attempt = 1; attempt <= 5; attempt++) {
        // The refusal redirects back to this page, which reads the errors from the session.
        const redirected = page.waitForResponse(
            (response) =>
                response.request().method() === 'GET' &&
                new URL(response.url()).pathname === UPLOAD_VIDEO &&
                response.request().headers()['x-inertia-partial-data'] === undefined,
            SLOW,
        );
        await page.getByRole('button', { name: 'Publish' }).click();
        await redirected;
        await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
        await expect(
            page
                .getByRole('group', { name: 'Thumbnail' })
                .getByText('Please upload an image file for the thumbnail'),
            `attempt ${attempt}`,
        ).toBeVisible();
    }

    busy = false;
    await Promise.all(background);
    expect(errors).toEqual([]);
    await page.context().close();
});

test('both stages: the progress line reads speed and time left, and axe passes in every look (pictures at 390 and 1366 px, light and dark)', async ({
    browser,
}) => {
    test.setTimeout(180_000);
    const page = await studioPage(browser);

    await page.goto(UPLOAD_VIDEO);
    await expect(page.getByText('Drag and drop a video file to upload')).toBeVisible();
    await expectNoSeriousViolationsInEveryLook(page, 'upload-stage-one');

    // Mid-transfer: the chunks are held back so the progress line shows speed and time left.
    await slowPatches(page, 2000);
    await fileInput(page).setInputFiles(clip.large());
    await expect(fileStatus(page)).toHaveText(/Uploading \d+ % · .+\/s · .+ left/, SLOW);
    await expectNoSeriousViolationsInEveryLook(page, 'upload-stage-two');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/studio/content', SLOW);
    await page.context().close();
});
