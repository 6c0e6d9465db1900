import { t } from '@/lib/i18n';

import { videoGridClass } from './VideoGrid';

export function VideoCardSkeleton() {
    return (
        <div className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
            <div className="aspect-video rounded-xl bg-neutral-200 dark:bg-neutral-800" />
            <div className="flex gap-3">
                <div className="size-9 shrink-0 rounded-full bg-neutral-200 dark:bg-neutral-800" />
                <div className="flex-1 space-y-2">
                    <div className="h-4 w-11/12 rounded bg-neutral-200 dark:bg-neutral-800" />
                    <div className="h-3 w-2/3 rounded bg-neutral-200 dark:bg-neutral-800" />
                    <div className="h-3 w-1/2 rounded bg-neutral-200 dark:bg-neutral-800" />
                </div>
            </div>
        </div>
    );
}

/** Placeholder cards in the video grid's layout, shown only while a list really loads. */
export default function VideoGridSkeleton({ count }: { count: number }) {
    return (
        <div
            className={videoGridClass}
            role="status"
            aria-busy="true"
            aria-label={t('Loading videos')}
        >
            {Array.from({ length: count }, (_, index) => (
                <VideoCardSkeleton key={index} />
            ))}
        </div>
    );
}

/** The cards an infinite scroll shows below the list while its next page loads. */
export function NextPageSkeleton({
    count = 4,
    className = videoGridClass,
}: {
    count?: number;
    /** The grid the list itself uses, when it is not the standard video grid. */
    className?: string;
}) {
    return (
        <div className={`${className} mt-8`} aria-hidden="true">
            {Array.from({ length: count }, (_, index) => (
                <VideoCardSkeleton key={index} />
            ))}
        </div>
    );
}
