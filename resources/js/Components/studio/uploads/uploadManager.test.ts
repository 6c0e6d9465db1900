import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeFile, fakeUploadManager, FakeUpload, removedFromStorage } from '@/test/fakeTus';

import { CHUNK_SIZE, refusalMessage, type UploadManager } from './uploadManager';

const MB = 1024 * 1024;

/** Lets the manager's lazy load of tus-js-client settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let clock: { now: number };
let manager: UploadManager;

beforeEach(() => {
    FakeUpload.reset();
    removedFromStorage.length = 0;
    clock = { now: 0 };
    manager = fakeUploadManager(clock);
});

afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

async function started(name = 'Beach day.mp4', size = 20 * MB, kind: 'video' | 'short' = 'video') {
    const id = manager.start(fakeFile(name, 'video/mp4', size), kind);
    await settle();

    return { id, upload: FakeUpload.latest() };
}

describe('UploadManager', () => {
    it('sends the file through tus in chunks of 5 MB at most, with its kind and name', async () => {
        const { upload } = await started('Beach day.mp4', 20 * MB, 'short');

        expect(upload.starts).toBe(1);
        expect(upload.options.chunkSize).toBe(CHUNK_SIZE);
        expect(CHUNK_SIZE).toBeLessThanOrEqual(5 * MB);
        expect(upload.options.endpoint).toBe('/studio/uploads');
        expect(upload.options.metadata).toEqual({
            filename: 'Beach day.mp4',
            filetype: 'video/mp4',
            kind: 'short',
        });
        expect(upload.options.headers).toEqual({ Accept: 'application/json' });
        expect(upload.options.retryDelays?.length).toBeGreaterThan(3);
    });

    it('sends the XSRF cookie as a header on every request', async () => {
        document.cookie = 'XSRF-TOKEN=abc%3D%3D';
        const { upload } = await started();

        const request = await upload.prepare('PATCH');

        expect(request.getHeader('X-XSRF-TOKEN')).toBe('abc==');
    });

    it('keeps resume points per account and kind', async () => {
        const { upload } = await started('a.mp4', 10, 'short');
        const file = fakeFile('a.mp4', 'video/mp4', 10);

        const fingerprint = await upload.options.fingerprint?.(file, upload.options);

        expect(fingerprint).toBe(`blipstream/1/short/a.mp4/video/mp4/10/${file.lastModified}`);
    });

    it('reports progress with its speed and the time left', async () => {
        const { id, upload } = await started('clip.mp4', 20 * MB);

        upload.progress(0);
        clock.now = 2000;
        upload.progress(4 * MB);

        expect(manager.get(id)).toMatchObject({
            status: 'uploading',
            bytesUploaded: 4 * MB,
            bytesTotal: 20 * MB,
            bytesPerSecond: 2 * MB,
            secondsLeft: 8,
        });
    });

    it('learns the draft video from the Video-Id header of any response', async () => {
        const { id, upload } = await started();
        const waiting = manager.videoId(id);

        upload.respond('POST', 201, { 'Video-Id': 'AbCdEfGhIjK' });

        await expect(waiting).resolves.toBe('AbCdEfGhIjK');
        expect(manager.get(id)?.videoId).toBe('AbCdEfGhIjK');
        await expect(manager.videoId(id)).resolves.toBe('AbCdEfGhIjK');
    });

    it('completes when tus-js-client does', async () => {
        const { id, upload } = await started('clip.mp4', 3 * MB);

        upload.progress(3 * MB);
        upload.succeed();

        expect(manager.get(id)).toMatchObject({ status: 'complete', bytesUploaded: 3 * MB });
        expect(upload.options.removeFingerprintOnSuccess).toBe(true);
    });

    it('shows the reason of a refusal and forgets the draft the server deleted', async () => {
        const { id, upload } = await started();
        upload.respond('POST', 201, { 'Video-Id': 'AbCdEfGhIjK' });

        upload.fail(422, JSON.stringify({ errors: { file: 'This file has no video in it.' } }));

        expect(manager.get(id)).toMatchObject({
            status: 'failed',
            refused: true,
            videoId: null,
            error: 'This file has no video in it.',
        });
        await expect(manager.videoId(id)).rejects.toThrow('This file has no video in it.');
    });

    it('rejects those waiting for the draft when the file is refused', async () => {
        const { id, upload } = await started();
        const waiting = manager.videoId(id);

        upload.fail(
            413,
            JSON.stringify({ errors: { file: ['The file is larger than the 4 GB limit.'] } }),
        );

        await expect(waiting).rejects.toThrow('The file is larger than the 4 GB limit.');
    });

    it('retries server errors and shows that it does', async () => {
        const { id, upload } = await started();

        upload.fail(503);

        expect(manager.get(id)).toMatchObject({ status: 'retrying', refused: false });
        expect(manager.get(id)?.error).toMatch(/on our side/);

        upload.progress(MB);
        expect(manager.get(id)).toMatchObject({ status: 'uploading', error: null });
    });

    it('waits for the connection when the browser is offline, then carries on', async () => {
        const { id, upload } = await started();
        Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });

        upload.fail(null);

        expect(manager.get(id)?.status).toBe('offline');
        expect(upload.starts).toBe(1);

        Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
        window.dispatchEvent(new Event('online'));

        expect(manager.get(id)?.status).toBe('uploading');
        expect(upload.starts).toBe(2);
    });

    it('pauses without terminating and resumes from where the server stands', async () => {
        const { id, upload } = await started();
        upload.progress(MB);

        manager.pause(id);

        expect(upload.aborts).toEqual([false]);
        expect(manager.get(id)).toMatchObject({ status: 'paused', bytesPerSecond: null });

        manager.resume(id);

        expect(upload.starts).toBe(2);
        expect(manager.get(id)?.status).toBe('uploading');
    });

    it('offers an earlier transfer of the same file and resumes it from its stored offset', async () => {
        FakeUpload.previous = [
            {
                size: 20 * MB,
                metadata: {},
                creationTime: '2026-11-20T10:00:00.000Z',
                urlStorageKey: 'tus::key-1',
                uploadUrl: '/studio/uploads/old',
                parallelUploadUrls: null,
            },
        ];
        const file = fakeFile('clip.mp4', 'video/mp4', 20 * MB);

        const [earlier] = await manager.resumable(file, 'video');
        expect(earlier?.startedAt).toBe('2026-11-20T10:00:00.000Z');

        const id = manager.start(file, 'video', earlier ?? null);
        await settle();
        const upload = FakeUpload.latest();
        expect(upload.resumedFrom?.uploadUrl).toBe('/studio/uploads/old');

        upload.respond('HEAD', 200, { 'Upload-Offset': String(8 * MB), 'Video-Id': 'AbCdEfGhIjK' });

        expect(manager.get(id)).toMatchObject({
            resumedAt: 8 * MB,
            bytesUploaded: 8 * MB,
            videoId: 'AbCdEfGhIjK',
        });
    });

    it('does not offer a stored transfer of a file of another size', async () => {
        FakeUpload.previous = [
            {
                size: 5,
                metadata: {},
                creationTime: '2026-11-20T10:00:00.000Z',
                urlStorageKey: 'tus::key-1',
                uploadUrl: '/studio/uploads/old',
                parallelUploadUrls: null,
            },
        ];

        await expect(
            manager.resumable(fakeFile('clip.mp4', 'video/mp4', 20), 'video'),
        ).resolves.toEqual([]);
    });

    it('drops an earlier transfer on the server and in storage when starting over', async () => {
        const previous = {
            size: 20,
            metadata: {},
            creationTime: '2026-11-20T10:00:00.000Z',
            urlStorageKey: 'tus::key-1',
            uploadUrl: '/studio/uploads/old',
            parallelUploadUrls: null,
        };

        await manager.discard({ startedAt: previous.creationTime, previous });

        expect(FakeUpload.terminated).toEqual(['/studio/uploads/old']);
        expect(removedFromStorage).toEqual(['tus::key-1']);
    });

    it('terminates the upload on cancel and forgets it', async () => {
        const { id, upload } = await started();
        const waiting = manager.videoId(id);

        await manager.cancel(id);

        expect(upload.aborts).toEqual([true]);
        expect(manager.getSnapshot()).toEqual([]);
        await expect(waiting).rejects.toThrow();
    });

    it('lets finished transfers be dismissed but not running ones', async () => {
        const { id, upload } = await started();

        manager.dismiss(id);
        expect(manager.getSnapshot()).toHaveLength(1);
        expect(manager.hasUnfinished()).toBe(true);

        upload.succeed();
        expect(manager.hasUnfinished()).toBe(false);
        manager.dismiss(id);
        expect(manager.getSnapshot()).toEqual([]);
    });

    it('tells subscribers about every change', async () => {
        const listener = vi.fn();
        manager.subscribe(listener);

        await started();

        expect(listener).toHaveBeenCalled();
    });
});

describe('refusalMessage', () => {
    it('reads the field-keyed message of the endpoint, alone or in a list', () => {
        expect(refusalMessage(422, '{"errors":{"file":"Not a video."}}')).toBe('Not a video.');
        expect(refusalMessage(422, '{"errors":{"file":["Not a video."]}}')).toBe('Not a video.');
    });

    it('falls back on the status when the body says nothing useful', () => {
        expect(refusalMessage(410, '')).toMatch(/expired/);
        expect(refusalMessage(502, '<html>Bad gateway</html>')).toMatch(/on our side/);
        expect(refusalMessage(400, '{"errors":[]}')).toBe('The file could not be uploaded.');
    });
});
