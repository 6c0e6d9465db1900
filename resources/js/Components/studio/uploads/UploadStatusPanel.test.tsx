import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { fakeFile, fakeUploadManager, FakeUpload } from '@/test/fakeTus';
import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import { UploadManagerProvider } from './UploadManagerContext';
import type { UploadManager } from './uploadManager';
import UploadStatusPanel from './UploadStatusPanel';

let manager: UploadManager;

function PanelPage() {
    return (
        <UploadManagerProvider manager={manager}>
            <UploadStatusPanel />
        </UploadManagerProvider>
    );
}

const settle = () =>
    act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
    });

beforeAll(() => {
    withRoutes({ 'studio.videos.edit': 'studio/videos/{video}/edit' });
});

beforeEach(() => {
    FakeUpload.reset();
    manager = fakeUploadManager();
});

describe('UploadStatusPanel', () => {
    it('shows nothing while nothing uploads', () => {
        renderPage(PanelPage);

        expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
    });

    it('lists running uploads with their progress and a link to their details', async () => {
        renderPage(PanelPage);

        act(() => {
            manager.start(fakeFile('Beach day.mp4', 'video/mp4', 1000), 'video');
        });
        await settle();
        act(() => {
            FakeUpload.latest().respond('POST', 201, { 'Video-Id': 'AbCdEfGhIjK' });
            FakeUpload.latest().progress(500);
        });

        const panel = screen.getByRole('region', { name: 'Uploads' });
        expect(within(panel).getByRole('link', { name: 'Beach day.mp4' })).toHaveAttribute(
            'href',
            'http://localhost/studio/videos/AbCdEfGhIjK/edit',
        );
        expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
        expect(within(panel).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    });

    it('leaves out the upload the page shows in full', async () => {
        renderPage(PanelPage);

        act(() => {
            const id = manager.start(fakeFile('Beach day.mp4', 'video/mp4'), 'video');
            manager.show(id);
        });
        await settle();

        expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
    });

    it('lets a finished upload be dismissed', async () => {
        const { user } = renderPage(PanelPage);
        act(() => {
            manager.start(fakeFile('Beach day.mp4', 'video/mp4'), 'video');
        });
        await settle();
        act(() => {
            FakeUpload.latest().succeed();
        });

        await user.click(screen.getByRole('button', { name: 'Dismiss Beach day.mp4' }));

        expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
    });
});
