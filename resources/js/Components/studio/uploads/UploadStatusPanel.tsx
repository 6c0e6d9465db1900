import { Link } from '@inertiajs/react';

import CloseIcon from '@/Components/icons/CloseIcon';
import { t } from '@/lib/i18n';

import TransferProgress from './TransferProgress';
import { useShownTransfer, useTransfers, useUploadManager } from './UploadManagerContext';

/**
 * The studio's running uploads, in a corner of every studio page, so a transfer started on
 * an upload page stays in sight (and can be paused) after the creator publishes and moves on.
 * The transfer the current page already shows in full is left out.
 */
export default function UploadStatusPanel() {
    const manager = useUploadManager();
    const shown = useShownTransfer();
    const transfers = useTransfers().filter((transfer) => transfer.id !== shown);

    if (transfers.length === 0) {
        return null;
    }

    return (
        <section
            aria-labelledby="upload-panel-heading"
            className="fixed right-3 bottom-3 left-3 z-40 max-h-[50dvh] overflow-y-auto rounded-lg border border-neutral-200 bg-white p-4 shadow-lg sm:left-auto sm:w-96 dark:border-neutral-800 dark:bg-neutral-900"
        >
            <h2 id="upload-panel-heading" className="mb-3 text-sm font-semibold">
                {t('Uploads')}
            </h2>
            <ul className="space-y-4">
                {transfers.map((transfer) => (
                    <li key={transfer.id} className="space-y-1">
                        <div className="flex items-center gap-2">
                            <p className="min-w-0 flex-1 truncate text-sm font-medium">
                                {transfer.videoId ? (
                                    <Link
                                        href={route('studio.videos.edit', transfer.videoId)}
                                        className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                                    >
                                        {transfer.fileName}
                                    </Link>
                                ) : (
                                    transfer.fileName
                                )}
                            </p>
                            {(transfer.status === 'complete' || transfer.status === 'failed') && (
                                <button
                                    type="button"
                                    aria-label={t('Dismiss :name', { name: transfer.fileName })}
                                    onClick={() => {
                                        manager.dismiss(transfer.id);
                                    }}
                                    className="flex size-8 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-300 dark:hover:bg-neutral-800"
                                >
                                    <CloseIcon className="size-4" />
                                </button>
                            )}
                        </div>
                        <TransferProgress
                            transfer={transfer}
                            idPrefix={`panel-${transfer.id}`}
                            compact
                            onPause={() => {
                                manager.pause(transfer.id);
                            }}
                            onResume={() => {
                                manager.resume(transfer.id);
                            }}
                        />
                    </li>
                ))}
            </ul>
        </section>
    );
}
