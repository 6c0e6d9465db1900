import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import { formatBytes, formatSpeed, formatTimeLeft } from '@/lib/format';
import { t } from '@/lib/i18n';

import type { Transfer } from './uploadManager';

/** Whole percent sent; 100 only once the server has the last byte. */
export function percentOf(transfer: Transfer): number {
    if (transfer.status === 'complete') {
        return 100;
    }

    if (transfer.bytesTotal <= 0) {
        return 0;
    }

    return Math.min(99, Math.floor((transfer.bytesUploaded * 100) / transfer.bytesTotal));
}

/** The line under the bar: where the transfer stands, in words. */
export function transferSummary(transfer: Transfer): string {
    const percent = percentOf(transfer);

    switch (transfer.status) {
        case 'complete':
            return t('Upload complete');
        case 'paused':
            return t('Paused at :percent %', { percent });
        case 'retrying':
            return t('Retrying at :percent %…', { percent });
        case 'offline':
            return t('Waiting for the connection at :percent %', { percent });
        case 'failed':
            return transfer.refused ? t('Upload refused') : t('Stopped at :percent %', { percent });
        case 'uploading': {
            const parts = [t('Uploading :percent %', { percent })];

            if (transfer.bytesPerSecond !== null) {
                parts.push(formatSpeed(transfer.bytesPerSecond));
            }

            if (transfer.secondsLeft !== null) {
                parts.push(formatTimeLeft(transfer.secondsLeft));
            }

            return parts.join(' · ');
        }
    }
}

interface TransferProgressProps {
    transfer: Transfer;
    /** Ids the bar's label and message refer to; one transfer can show in several places. */
    idPrefix: string;
    onPause: () => void;
    onResume: () => void;
    compact?: boolean;
}

/**
 * A transfer's bar, its percent, speed and time left, the server's reason when it stopped,
 * and the buttons to pause, resume or try again.
 */
export default function TransferProgress({
    transfer,
    idPrefix,
    onPause,
    onResume,
    compact = false,
}: TransferProgressProps) {
    const percent = percentOf(transfer);
    const moving = transfer.status === 'uploading' || transfer.status === 'retrying';
    const resumable =
        transfer.status === 'paused' ||
        transfer.status === 'offline' ||
        (transfer.status === 'failed' && !transfer.refused);
    const stopped = transfer.status === 'failed';
    const barColour = stopped
        ? 'bg-red-700 dark:bg-red-500'
        : transfer.status === 'complete'
          ? 'bg-green-600 dark:bg-green-500'
          : 'bg-red-600';

    return (
        <div className="space-y-2">
            <div
                role="progressbar"
                aria-label={t('Upload of :name', { name: transfer.fileName })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t(':percent % uploaded', { percent })}
                className={`overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800 ${compact ? 'h-1.5' : 'h-2'}`}
            >
                <div
                    className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${barColour}`}
                    style={{ width: `${percent}%` }}
                />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
                <p
                    data-testid="transfer-summary"
                    className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300"
                >
                    {transferSummary(transfer)}
                    {!compact && (
                        <span className="text-neutral-500 dark:text-neutral-400">
                            {' '}
                            —{' '}
                            {t(':uploaded of :total', {
                                uploaded: formatBytes(transfer.bytesUploaded),
                                total: formatBytes(transfer.bytesTotal),
                            })}
                        </span>
                    )}
                </p>
                {moving && (
                    <Button variant="secondary" size="sm" onClick={onPause}>
                        {t('Pause')}
                    </Button>
                )}
                {resumable && (
                    <Button variant="secondary" size="sm" onClick={onResume}>
                        {stopped ? t('Retry') : t('Resume')}
                    </Button>
                )}
            </div>
            <p role="status" className="sr-only">
                {transfer.status === 'uploading' ? '' : transferSummary(transfer)}
            </p>
            {!compact && transfer.resumedAt !== null && transfer.resumedAt > 0 && (
                <p className="text-xs text-neutral-500 dark:text-neutral-400">
                    {t('Resumed from :size already uploaded.', {
                        size: formatBytes(transfer.resumedAt),
                    })}
                </p>
            )}
            {transfer.error && (
                <InputError
                    id={`${idPrefix}-error`}
                    role={transfer.status === 'failed' ? 'alert' : undefined}
                    message={transfer.error}
                />
            )}
        </div>
    );
}
