import {
    expect,
    type APIRequestContext,
    type Browser,
    type BrowserContext,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { registerAndVerify, type StorageState } from './accounts';

/**
 * Registers a new account, follows its verification link and creates its channel; returns
 * the signed-in browser state, so a spec's uploads land on a channel of its own.
 */
export async function newCreator(browser: Browser, channelName: string): Promise<StorageState> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerAndVerify(page, channelName);

    await page.goto('/create-channel');
    await page.getByLabel('Channel Name').fill(channelName);
    await page.getByRole('button', { name: 'Create Channel' }).click();
    await expect(page).toHaveURL('/studio/dashboard', { timeout: 15_000 });

    const state = await context.storageState();
    await context.close();

    return state;
}

/** A two-second clip, made here with ffmpeg so no media is kept in git. */
function makeClip(): Buffer {
    const dir = mkdtempSync(join(tmpdir(), 'bell-'));
    const file = join(dir, 'clip.mp4');
    try {
        execFileSync(
            'ffmpeg',
            [
                '-v',
                'error',
                '-y',
                '-f',
                'lavfi',
                '-i',
                'testsrc=size=320x240:rate=25',
                '-t',
                '2',
                '-pix_fmt',
                'yuv420p',
                '-c:v',
                'libx264',
                '-preset',
                'veryfast',
                file,
            ],
            { stdio: 'pipe' },
        );

        return readFileSync(file);
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
}

/**
 * Uploads a clip the way the studio's upload page does: the tus upload opens its draft, the
 * details are saved as public before the bytes are sent, and the video publishes itself when
 * processing makes it watchable. Returns the video's public id.
 */
export async function publishVideo(context: BrowserContext, title: string): Promise<string> {
    const request: APIRequestContext = context.request;
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
    const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') };
    const clip = makeClip();
    const metadata = `filename ${Buffer.from(`${title}.mp4`).toString('base64')},kind ${Buffer.from('video').toString('base64')}`;

    const created = await request.post('/studio/uploads', {
        headers: {
            ...headers,
            'Tus-Resumable': '1.0.0',
            'Upload-Length': String(clip.length),
            'Upload-Metadata': metadata,
        },
    });
    expect(created.status()).toBe(201);
    const videoId = created.headers()['video-id'] ?? '';
    const location = created.headers().location ?? '';
    expect(videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);

    // Saved, the studio redirects to the content page; a refusal would redirect back.
    const details = await request.patch(`/studio/videos/${videoId}`, {
        headers,
        data: { title, visibility: 'public' },
        maxRedirects: 0,
    });
    expect(details.status()).toBe(302);
    expect(details.headers().location).toMatch(/\/studio\/content$/);

    const sent = await request.patch(location, {
        headers: {
            ...headers,
            'Tus-Resumable': '1.0.0',
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
        },
        data: clip,
    });
    expect(sent.status()).toBe(204);

    return videoId;
}
