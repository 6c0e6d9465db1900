import { usePage } from '@inertiajs/react';
import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { UploadManager, type Transfer } from './uploadManager';

const UploadManagerContext = createContext<UploadManager | null>(null);

let shared: UploadManager | null = null;

/**
 * The app's one manager, made on first use and kept for the life of the tab: the studio
 * layout is remounted by pages that do not keep it, and the transfers must outlive that.
 * A different account (after signing out and in) gets a manager of its own.
 */
function sharedManager(accountId: number | null): UploadManager {
    if (shared?.accountId !== accountId) {
        shared = new UploadManager({
            endpoint: () => route('studio.uploads.store'),
            accountId,
            loadTus: () => import('tus-js-client'),
        });
    }

    return shared;
}

/**
 * Gives the studio's pages the upload manager. Tests pass one of their own; the app uses
 * the tab's shared manager. While bytes are still to be sent, closing or reloading the tab
 * asks first.
 */
export function UploadManagerProvider({
    manager,
    children,
}: {
    manager?: UploadManager;
    children: ReactNode;
}) {
    const accountId = usePage().props.auth.user?.id ?? null;
    const value = manager ?? sharedManager(accountId);

    useEffect(() => {
        const warn = (event: BeforeUnloadEvent) => {
            if (value.hasUnfinished()) {
                event.preventDefault();
            }
        };
        window.addEventListener('beforeunload', warn);

        return () => {
            window.removeEventListener('beforeunload', warn);
        };
    }, [value]);

    return <UploadManagerContext value={value}>{children}</UploadManagerContext>;
}

export function useUploadManager(): UploadManager {
    const manager = use(UploadManagerContext);

    if (!manager) {
        throw new Error('useUploadManager must be used inside UploadManagerProvider.');
    }

    return manager;
}

/** Every transfer of the tab, re-rendering on each change. */
export function useTransfers(): readonly Transfer[] {
    const manager = useUploadManager();

    return useSyncExternalStore(manager.subscribe, manager.getSnapshot);
}

/** The transfer the current page shows in full, which the status panel leaves out. */
export function useShownTransfer(): string | null {
    const manager = useUploadManager();

    return useSyncExternalStore(manager.subscribe, manager.getShownTransfer);
}

/** One transfer by id (null when there is none), re-rendering on each change. */
export function useTransfer(id: string | null): Transfer | null {
    const transfers = useTransfers();

    return transfers.find((transfer) => transfer.id === id) ?? null;
}
