import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { UploadManagerProvider } from '@/Components/studio/uploads/UploadManagerContext';
import type { UploadManager } from '@/Components/studio/uploads/uploadManager';
import { POLL_HEADER } from '@/hooks/useBackgroundPoll';
import { fakeFile, fakeUploadManager, FakeUpload } from '@/test/fakeTus';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import type { StudioVideo } from '@/types/models';

import Upload, { NOT_A_VIDEO, titleFromFileName, type UploadPageProps } from './Upload';

const MB = 1024 * 1024;

let clock: { now: number };
let manager: UploadManager;

function UploadPage() {
    return (
        <UploadManagerProvider manager={manager}>
            <Upload />
        </UploadManagerProvider>
    );
}

const videoProps: UploadPageProps = {
    kind: 'video',
    categories: [{ value: 'travel', label: 'Travel & Events' }],
    defaults: { tags: '', visibility: 'private', category: '', is_kids_friendly: false },
    limits: { maxFileSize: 4 * 1024 ** 3, maxDuration: 900 },
};

function renderUpload(props: Partial<UploadPageProps> = {}) {
    return renderPage(UploadPage, {
        props: { ...videoProps, ...props },
        url: `/studio/upload/${props.kind ?? 'video'}`,
        shared: { auth: { user: makeUser({ id: 1 }) } },
    });
}

function draft(overrides: Partial<StudioVideo> = {}): StudioVideo {
    return {
        id: 'AbCdEfGhIjK',
        kind: 'video',
        title: 'Beach day',
        description: null,
        tags: [],
        visibility: 'private',
        category: null,
        is_kids_friendly: false,
        restrictions: 'None',
        comments_enabled: true,
        status: 'processing',
        progress: 10,
        failure_reason: null,
        thumbnail: null,
        thumbnail_candidates: [],
        duration: 10,
        views: 0,
        comments: 0,
        likes: 0,
        created_at: '2026-11-24T10:00:00+00:00',
        published_at: null,
        moderation: null,
        ...overrides,
    };
}

/** A server that answers every visit with this page again, as a redirect would land somewhere. */
function pageServer() {
    const server = fakeServer('UploadPage');
    server.respond(() => ({ props: { ...videoProps } }));

    return server;
}

/** Lets the lazy load of tus-js-client and the search for earlier transfers settle. */
const settle = () =>
    act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
    });

async function choose(file: File) {
    const input = screen.getByLabelText('SELECT FILES');
    // A file picker set to "All files" ignores accept="video/*".
    fireEvent.change(input, { target: { files: [file] } });
    await settle();
}

beforeAll(() => {
    withRoutes({
        'studio.uploads.store': 'studio/uploads',
        'studio.videos.update': 'studio/videos/{video}',
        'studio.content': 'studio/content',
    });
});

beforeEach(() => {
    FakeUpload.reset();
    clock = { now: 0 };
    manager = fakeUploadManager(clock);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
});

describe('titleFromFileName', () => {
    it.each([
        ['Beach day.mp4', 'Beach day'],
        ['holiday.final.mov', 'holiday.final'],
        ['no-extension', 'no-extension'],
        ['.hidden', '.hidden'],
    ])('turns %s into %s', (name, title) => {
        expect(titleFromFileName(name)).toBe(title);
    });
});

describe('Upload page', () => {
    it('starts with the drop zone and SELECT FILES, with the channel limits', () => {
        renderUpload();

        expect(screen.getByRole('heading', { level: 1, name: 'Upload video' })).toBeVisible();
        expect(screen.getByText('Drag and drop a video file to upload')).toBeVisible();
        expect(screen.getByLabelText('SELECT FILES')).toHaveAttribute('accept', 'video/*');
        expect(screen.getByLabelText('SELECT FILES')).toHaveAccessibleDescription(
            /up to 4 GB and 15 minutes long until your channel is verified/,
        );
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('alerts "Please upload a video file" for a file that is not a video', async () => {
        renderUpload();

        await choose(fakeFile('notes.txt', 'text/plain'));

        expect(screen.getByRole('alert')).toHaveTextContent(NOT_A_VIDEO);
        expect(NOT_A_VIDEO).toBe('Please upload a video file');
        expect(screen.getByText('Drag and drop a video file to upload')).toBeVisible();
        expect(FakeUpload.instances).toHaveLength(0);
    });

    it('alerts "Please upload a video file" when a drop carries no file', async () => {
        renderUpload();

        fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [] } });
        await settle();

        expect(screen.getByRole('alert')).toHaveTextContent('Please upload a video file');
    });

    it('takes a dropped video', async () => {
        renderUpload();

        fireEvent.drop(screen.getByTestId('upload-drop-zone'), {
            dataTransfer: { files: [fakeFile('Dropped clip.webm', 'video/webm', MB)] },
        });
        await settle();

        expect(screen.getByLabelText('Title (required)')).toHaveValue('Dropped clip');
    });

    it('uploads a chosen video and shows the details form with its preview, title from the file name', async () => {
        renderUpload();

        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));

        expect(screen.getByLabelText('Title (required)')).toHaveValue('Beach day');
        expect(screen.getByLabelText('Preview of Beach day.mp4')).toHaveAttribute(
            'src',
            'blob:preview',
        );
        expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
        expect(FakeUpload.latest().starts).toBe(1);
        expect(FakeUpload.latest().options.metadata?.kind).toBe('video');
        expect(
            screen.getByRole('progressbar', { name: 'Upload of Beach day.mp4' }),
        ).toHaveAttribute('aria-valuenow', '0');
    });

    it("starts the details from the channel's upload defaults", async () => {
        renderUpload({
            defaults: {
                tags: 'travel, vlog',
                visibility: 'unlisted',
                category: 'travel',
                is_kids_friendly: true,
            },
        });

        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));

        expect(screen.getByRole('radio', { name: /Unlisted/ })).toBeChecked();
        expect(screen.getByLabelText('Tags')).toHaveValue('travel, vlog');
        expect(screen.getByLabelText('Category')).toHaveValue('travel');
        expect(screen.getByRole('checkbox', { name: /kids/i })).toBeChecked();
    });

    it('shows the percentage, speed and time left as the bytes go', async () => {
        renderUpload();
        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));
        const upload = FakeUpload.latest();

        act(() => {
            upload.progress(0);
            clock.now = 2000;
            upload.progress(4 * MB);
        });

        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
        expect(screen.getByTestId('transfer-summary')).toHaveTextContent(
            'Uploading 20 % · 2 MB/s · 8 s left — 4 MB of 20 MB',
        );
    });

    it('pauses and resumes the transfer', async () => {
        const { user } = renderUpload();
        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));
        const upload = FakeUpload.latest();
        act(() => {
            upload.progress(5 * MB);
        });

        await user.click(screen.getByRole('button', { name: 'Pause' }));

        expect(screen.getByTestId('transfer-summary')).toHaveTextContent('Paused at 25 %');
        expect(upload.aborts).toEqual([false]);

        await user.click(screen.getByRole('button', { name: 'Resume' }));

        expect(upload.starts).toBe(2);
        expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    });

    it('offers to resume an earlier transfer of the same file, from the stored offset', async () => {
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
        const { user } = renderUpload();

        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));

        expect(screen.getByText(/You started uploading this file on Nov 20, 2026/)).toBeVisible();
        expect(FakeUpload.instances.filter((upload) => upload.starts > 0)).toHaveLength(0);

        await user.click(screen.getByRole('button', { name: 'Resume upload' }));
        await settle();
        const upload = FakeUpload.latest();
        expect(upload.resumedFrom?.uploadUrl).toBe('/studio/uploads/old');

        act(() => {
            upload.respond('HEAD', 200, { 'Upload-Offset': String(8 * MB) });
        });

        expect(screen.getByText('Resumed from 8 MB already uploaded.')).toBeVisible();
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    });

    it('starts over when asked, dropping the earlier transfer', async () => {
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
        const { user } = renderUpload();
        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));

        await user.click(screen.getByRole('button', { name: 'Start over' }));
        await settle();

        expect(FakeUpload.terminated).toEqual(['/studio/uploads/old']);
        expect(FakeUpload.latest().resumedFrom).toBeNull();
        expect(FakeUpload.latest().starts).toBe(1);
    });

    it('shows a refusal next to the file and will not publish without a video', async () => {
        const server = pageServer();
        const { user } = renderUpload();
        await choose(fakeFile('song.mp4', 'video/mp4', MB));

        act(() => {
            FakeUpload.latest().fail(
                422,
                JSON.stringify({ errors: { file: ['This file has no video stream.'] } }),
            );
        });

        expect(screen.getByText('This file has no video stream.')).toHaveAttribute('role', 'alert');
        expect(screen.getByTestId('transfer-summary')).toHaveTextContent('Upload refused');

        await user.click(screen.getByRole('button', { name: 'Publish' }));

        expect(await screen.findByText('Please upload a video file')).toBeVisible();
        expect(server.requests).toHaveLength(0);

        await user.click(screen.getByRole('button', { name: 'Choose another file' }));

        expect(screen.getByLabelText('SELECT FILES')).toBeInTheDocument();
    });

    it('publishes before the upload has finished, to the draft the server opened', async () => {
        const server = pageServer();
        const { user } = renderUpload();
        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));

        await user.click(screen.getByRole('button', { name: 'Publish' }));
        expect(screen.getByRole('button', { name: 'Publishing...' })).toBeDisabled();

        act(() => {
            FakeUpload.latest().respond('POST', 201, { 'Video-Id': 'AbCdEfGhIjK' });
        });

        await waitFor(() => {
            expect(server.requests[0]?.url).toBe('http://localhost/studio/videos/AbCdEfGhIjK');
        });
        expect(FakeUpload.latest().aborts).toEqual([]);
    });

    it('cancels by terminating the upload and going to Content', async () => {
        const server = pageServer();
        const { user } = renderUpload();
        await choose(fakeFile('Beach day.mp4', 'video/mp4', 20 * MB));

        await user.click(screen.getByRole('button', { name: 'Cancel' }));

        expect(FakeUpload.latest().aborts).toEqual([true]);
        await waitFor(() => {
            expect(server.requests[0]?.url).toBe('http://localhost/studio/content');
        });
        expect(manager.getSnapshot()).toEqual([]);
    });

    it(
        'asks for the draft until its frames are there, then offers them as thumbnails',
        { timeout: 10_000 },
        async () => {
            const server = fakeServer('UploadPage');
            server.respond(() => ({
                props: {
                    ...videoProps,
                    draft: draft({
                        thumbnail_candidates: ['/t/1.jpg', '/t/2.jpg', '/t/3.jpg'],
                    }),
                },
            }));
            renderUpload();
            await choose(fakeFile('Beach day.mp4', 'video/mp4', MB));

            act(() => {
                const upload = FakeUpload.latest();
                upload.respond('POST', 201, { 'Video-Id': 'AbCdEfGhIjK' });
                upload.progress(MB);
                upload.succeed();
            });

            expect(screen.getByTestId('transfer-summary')).toHaveTextContent('Upload complete');
            expect(screen.getByText('Picking frames from your video…')).toBeVisible();

            expect(
                await screen.findByRole('radio', { name: 'Frame 3' }, { timeout: 5000 }),
            ).toBeInTheDocument();
            const [poll] = server.requests;
            expect(poll?.url).toContain('draft=AbCdEfGhIjK');
            expect(poll?.headers?.['X-Inertia-Partial-Data']).toBe('draft');
            expect(poll?.headers?.[POLL_HEADER]).toBe('1');
        },
    );

    it('shows a short in 9:16 with the short wording', async () => {
        renderUpload({
            kind: 'short',
            categories: [],
            limits: { maxFileSize: MB, maxDuration: 180 },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'Upload short' })).toBeVisible();
        expect(screen.getByLabelText('SELECT FILES')).toHaveAccessibleDescription(
            'A vertical or square video, up to 1 MB and 3 minutes long at most.',
        );

        await choose(fakeFile('Wave.mov', 'video/quicktime', MB));

        expect(screen.getByLabelText('Preview of Wave.mov').parentElement).toHaveClass(
            'aspect-[9/16]',
        );
        expect(screen.getByText('4/100')).toBeInTheDocument();
        expect(FakeUpload.latest().options.metadata?.kind).toBe('short');
    });

    it("speaks Japanese, the spec's alert too", async () => {
        renderPage(UploadPage, {
            props: { ...videoProps, kind: 'short', limits: { maxFileSize: MB, maxDuration: 180 } },
            url: '/studio/upload/short',
            shared: {
                auth: { user: makeUser({ id: 1 }) },
                locale: 'ja',
                translations: {
                    'Upload short': 'ショートをアップロード',
                    'SELECT FILES': 'ファイルを選択',
                    'A vertical or square video, up to :size and :duration long at most.':
                        '縦長または正方形の動画（:size まで、長さ :duration以内）。',
                    ':count minute|:count minutes': ':count 分',
                    'Please upload a video file': '動画ファイルをアップロードしてください',
                },
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'ショートをアップロード' }),
        ).toBeVisible();
        const select = screen.getByLabelText('ファイルを選択');
        expect(select).toHaveAccessibleDescription(
            '縦長または正方形の動画（1 MB まで、長さ 3 分以内）。',
        );

        fireEvent.change(select, { target: { files: [fakeFile('notes.txt', 'text/plain')] } });
        await settle();

        expect(screen.getByRole('alert')).toHaveTextContent(
            '動画ファイルをアップロードしてください',
        );
    });
});
