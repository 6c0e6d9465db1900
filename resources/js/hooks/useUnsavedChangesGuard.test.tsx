import { router } from '@inertiajs/react';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, type FakeServer } from '@/test/server';

import { useUnsavedChangesGuard, UNSAVED_CHANGES_MESSAGE } from './useUnsavedChangesGuard';

let dirty = false;

function EditorPage() {
    useUnsavedChangesGuard(dirty);

    return <p>Editor</p>;
}

/** Whether closing or reloading the browser tab now would ask first. */
function unloadAsks(): boolean {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);

    return event.defaultPrevented;
}

async function settle() {
    await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

let server: FakeServer;
let confirm: ReturnType<typeof vi.fn<(message?: string) => boolean>>;

beforeEach(() => {
    server = fakeServer('EditorPage');
    confirm = vi.fn<(message?: string) => boolean>(() => false);
    vi.stubGlobal('confirm', confirm);
});

afterEach(() => {
    dirty = false;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
});

function renderEditor() {
    return renderPage(EditorPage, { url: '/studio/customization', component: 'EditorPage' });
}

describe('useUnsavedChangesGuard', () => {
    it('lets the page go without asking while nothing is changed', async () => {
        renderEditor();

        expect(unloadAsks()).toBe(false);
        router.visit('/studio/content');
        await settle();

        expect(confirm).not.toHaveBeenCalled();
        expect(server.requests).toHaveLength(1);
    });

    it('asks before the browser tab is closed or reloaded with unsaved changes', () => {
        dirty = true;
        renderEditor();

        expect(unloadAsks()).toBe(true);
    });

    it('stays on the page when a visit elsewhere is not confirmed', async () => {
        dirty = true;
        renderEditor();

        router.visit('/studio/content');
        await settle();

        expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
        expect(server.requests).toHaveLength(0);
    });

    it('leaves when the visit is confirmed', async () => {
        dirty = true;
        confirm.mockReturnValue(true);
        renderEditor();

        router.visit('/studio/content');
        await settle();

        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.url).toContain('/studio/content');
    });

    it('does not ask for the form’s own save or for a reload that keeps the page', async () => {
        dirty = true;
        renderEditor();

        router.patch('/studio/customization', { name: 'Owls' });
        await settle();
        router.get(
            '/studio/customization?tab=branding',
            {},
            { only: ['tab'], preserveState: true },
        );
        await settle();

        expect(confirm).not.toHaveBeenCalled();
        expect(server.requests).toHaveLength(2);
    });

    it('stops asking once the page is gone', async () => {
        dirty = true;
        const page = renderEditor();
        page.unmount();

        expect(unloadAsks()).toBe(false);
        router.visit('/studio/content');
        await settle();
        expect(confirm).not.toHaveBeenCalled();
    });
});
