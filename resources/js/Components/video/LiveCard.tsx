import { Link } from '@inertiajs/react';

import { formatCount } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { LiveCard as LiveCardData } from '@/types/models';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import PreviewVideo from './PreviewVideo';
import useInlinePreview from './useInlinePreview';
import { watchUrl } from './VideoCard';

export default function LiveCard({ stream }: { stream: LiveCardData }) {
    const viewers = tc(':count viewer|:count viewers', stream.live_viewers, {
        count: formatCount(stream.live_viewers),
    });
    const preview = useInlinePreview({ hls: stream.hls_url, duration: 0, live: true });

    return (
        <Link
            {...preview.hoverProps}
            href={watchUrl(stream.id)}
            aria-label={t(':title, live from :channel, :viewers', {
                title: stream.title,
                channel: stream.channel.name,
                viewers,
            })}
            className="group block rounded-xl focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none"
        >
            <div className="relative aspect-video overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800">
                {stream.thumbnail && (
                    <img
                        src={stream.thumbnail}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
                    />
                )}
                {preview.active && <PreviewVideo preview={preview} />}
                <span className="absolute top-2 left-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
                    {t('LIVE')}
                </span>
                <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white">
                    360p
                </span>
                <span className="absolute bottom-2 left-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white">
                    {viewers}
                </span>
            </div>
            <div className="mt-3 flex gap-3">
                <ChannelAvatar channel={stream.channel} />
                <div className="min-w-0 flex-1">
                    <h3 className="line-clamp-1 text-sm font-semibold group-hover:underline">
                        {stream.title}
                    </h3>
                    <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
                        {stream.channel.name}
                        {stream.stream_category && <> • {stream.stream_category}</>}
                    </p>
                    {stream.tags.length > 0 && (
                        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('Tags')}>
                            {stream.tags.map((tag) => (
                                <li
                                    key={tag}
                                    className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
                                >
                                    {tag}
                                </li>
                            ))}
                        </ul>
                    )}
                    {stream.description && (
                        <p className="mt-1 line-clamp-2 text-xs text-neutral-600 dark:text-neutral-400">
                            {stream.description}
                        </p>
                    )}
                </div>
            </div>
        </Link>
    );
}
