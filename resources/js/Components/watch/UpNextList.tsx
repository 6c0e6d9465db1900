import { Link } from '@inertiajs/react';

import { watchUrl } from '@/Components/video/VideoCard';
import { formatCount, formatDuration, viewsAndAge } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { VideoCard } from '@/types/models';

/** The number of placeholder rows while the list loads. */
export const UP_NEXT_SKELETON_COUNT = 8;

export function UpNextSkeleton() {
    return (
        <ul aria-hidden="true" className="space-y-3">
            {Array.from({ length: UP_NEXT_SKELETON_COUNT }, (_, index) => (
                <li key={index} className="flex animate-pulse gap-2 motion-reduce:animate-none">
                    <div className="aspect-video w-40 shrink-0 rounded-lg bg-neutral-200 dark:bg-neutral-800" />
                    <div className="flex-1 space-y-2 py-1">
                        <div className="h-3 rounded bg-neutral-200 dark:bg-neutral-800" />
                        <div className="h-3 w-2/3 rounded bg-neutral-200 dark:bg-neutral-800" />
                    </div>
                </li>
            ))}
        </ul>
    );
}

export default function UpNextList({ videos }: { videos: VideoCard[] }) {
    if (videos.length === 0) {
        return (
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
                {t('No other videos yet.')}
            </p>
        );
    }

    return (
        <ul className="space-y-3">
            {videos.map((video) => (
                <li key={video.id}>
                    <Link
                        href={watchUrl(video.id)}
                        prefetch
                        className="group flex gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-focus"
                    >
                        <span className="relative aspect-video w-40 shrink-0 overflow-hidden rounded-lg bg-neutral-200 dark:bg-neutral-800">
                            {video.thumbnail && (
                                <img
                                    src={video.thumbnail}
                                    alt=""
                                    loading="lazy"
                                    className="size-full object-cover"
                                />
                            )}
                            <span
                                className={`absolute right-1 bottom-1 rounded px-1 text-xs font-medium text-white ${video.kind === 'live' ? 'bg-red-600' : 'bg-black/80'}`}
                            >
                                {video.kind === 'live' ? t('LIVE') : formatDuration(video.duration)}
                            </span>
                        </span>
                        <span className="min-w-0 flex-1">
                            <span className="line-clamp-2 text-sm leading-5 font-semibold group-hover:underline">
                                {video.title}
                            </span>
                            <span className="mt-1 block truncate text-xs text-neutral-600 dark:text-neutral-400">
                                {video.channel.name}
                            </span>
                            <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                                {video.kind === 'live'
                                    ? tc(':count watching', video.live_viewers ?? 0, {
                                          count: formatCount(video.live_viewers ?? 0),
                                      })
                                    : viewsAndAge(video.views, video.published_at)}
                            </span>
                        </span>
                    </Link>
                </li>
            ))}
        </ul>
    );
}
