import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeFile, fakeUploadManager, FakeUpload } from '@/test/fakeTus';
import { renderPage } from '@/test/render';

import { UploadManagerProvider } from './UploadManagerContext';
import type { UploadManager } from './uploadManager';

let manager: UploadManager;

function ProviderPage() {
    return (
        <UploadManagerProvider manager={manager}>
            <p>Studio</p>
        </UploadManagerProvider>
    );
}

/** Whether leaving the page now would ask first. */
function leavingAsks(): boolean {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);

    return event.defaultPrevented;
}

beforeEach(() => {
    FakeUpload.reset();
    manager = fakeUploadManager();
});

describe('UploadManagerProvider', () => {
    it('asks before the tab is closed or reloaded while bytes are still to be sent', async () => {
        renderPage(ProviderPage);
        expect(leavingAsks()).toBe(false);

        act(() => {
            manager.start(fakeFile('Beach day.mp4', 'video/mp4'), 'video');
        });
        await act(async () => {
            await new Promise((resolve) => setTimeout(resolve, 0));
        });
        expect(leavingAsks()).toBe(true);

        act(() => {
            FakeUpload.latest().succeed();
        });
        expect(leavingAsks()).toBe(false);
    });
});
