import type { GlobalEvent, PendingVisit } from '@inertiajs/core';
import { router } from '@inertiajs/react';
import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE =
    'You have unsaved changes. Leave this page without saving them?';

/**
 * A partial reload of the page being edited (a tab, a picker's choices) keeps its state,
 * and with it the edits: Inertia itself treats such a visit as the same page.
 */
function staysOnThePage(visit: PendingVisit): boolean {
    const partial = visit.only.length > 0 || visit.except.length > 0 || visit.reset.length > 0;

    return partial && visit.url.pathname === window.location.pathname;
}

/**
 * While `dirty`, leaving the page asks first: closing or reloading the browser tab shows
 * the browser's own prompt, and an Inertia visit to another page waits for a confirm.
 * Writes go ahead (they are the form's own save, or an action chosen on purpose), and so
 * do partial reloads that keep the page and its edits.
 */
export function useUnsavedChangesGuard(dirty: boolean, message = UNSAVED_CHANGES_MESSAGE): void {
    useEffect(() => {
        if (!dirty) {
            return;
        }

        const warn = (event: BeforeUnloadEvent) => {
            event.preventDefault();
        };
        window.addEventListener('beforeunload', warn);

        const stopAsking = router.on('before', (event: GlobalEvent<'before'>) => {
            const { visit } = event.detail;
            if (visit.method !== 'get' || staysOnThePage(visit)) {
                return;
            }

            if (!window.confirm(message)) {
                event.preventDefault();
            }
        });

        return () => {
            window.removeEventListener('beforeunload', warn);
            stopAsking();
        };
    }, [dirty, message]);
}
