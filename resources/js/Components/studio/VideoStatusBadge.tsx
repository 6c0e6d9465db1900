import Badge, { type BadgeTone } from '@/Components/ui/Badge';
import { t } from '@/lib/i18n';
import type { VideoStatus } from '@/types/models';

const tones: Record<VideoStatus, BadgeTone> = {
    uploading: 'blue',
    queued: 'neutral',
    processing: 'blue',
    watchable: 'green',
    ready: 'green',
    failed: 'red',
};

/** Still on its way to Ready (or Failed): the content page keeps asking for news of these. */
export function isUnfinished(status: VideoStatus): boolean {
    return status !== 'ready' && status !== 'failed';
}

/** "Uploading 40%", "Queued", "Processing 12%", "Watchable", "Ready", "Failed". */
export function statusText(status: VideoStatus, progress: number | null): string {
    switch (status) {
        case 'uploading':
            return t('Uploading :percent%', { percent: progress ?? 0 });
        case 'queued':
            return t('Queued');
        case 'processing':
            return progress === null
                ? t('Processing')
                : t('Processing :percent%', { percent: progress });
        case 'watchable':
            return t('Watchable');
        case 'ready':
            return t('Ready');
        case 'failed':
            return t('Failed');
    }
}

/**
 * Where a video stands between upload and Ready. Uploading and processing show a bar of
 * their progress; a watchable video plays already while its higher qualities encode.
 */
export default function VideoStatusBadge({
    status,
    progress,
}: {
    status: VideoStatus;
    progress: number | null;
}) {
    const showsBar = (status === 'uploading' || status === 'processing') && progress !== null;

    return (
        <span className="inline-flex flex-col items-start gap-1">
            <Badge tone={tones[status]}>{statusText(status, progress)}</Badge>
            {showsBar && (
                <span
                    aria-hidden="true"
                    className="block h-1 w-24 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
                >
                    <span
                        className="block h-full rounded-full bg-blue-600 transition-[width] dark:bg-blue-400"
                        style={{ width: `${String(Math.min(100, Math.max(0, progress)))}%` }}
                    />
                </span>
            )}
            {status === 'watchable' && (
                <span className="text-xs text-neutral-600 dark:text-neutral-400">
                    {progress === null
                        ? t('Higher qualities processing')
                        : t('Higher qualities processing (:percent%)', { percent: progress })}
                </span>
            )}
        </span>
    );
}
