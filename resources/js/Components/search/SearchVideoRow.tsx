import { Link } from '@inertiajs/react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import BlipsIcon from '@/Components/icons/BlipsIcon';
import PreviewVideo from '@/Components/video/PreviewVideo';
import useInlinePreview from '@/Components/video/useInlinePreview';
import { formatCount, formatDuration, viewsAndAge } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { SearchVideo } from '@/types/models';

import SnippetText from './SnippetText';

/** The picture column of a result row from 640 px (on phones a row stacks). */
export const resultColumnClass = 'sm:w-60 sm:shrink-0 md:w-80 lg:w-[360px]';

const thumbnailClass = `w-full ${resultColumnClass}`;

const badgeClass =
    'absolute right-2 bottom-2 rounded px-1.5 py-0.5 text-xs font-semibold text-white';

/** The duration, or while a preview plays the time it has left. */
function Badge({ video, position }: { video: SearchVideo; position: number | null }) {
    if (video.kind === 'live') {
        return <span className={`${badgeClass} bg-red-600`}>{t('LIVE')}</span>;
    }
    if (video.kind === 'short') {
        return (
            <span className={`${badgeClass} flex items-center gap-1 bg-black/80`}>
                <BlipsIcon className="size-3.5" />
                {t('Blip')}
            </span>
        );
    }

    return (
        <span className={`${badgeClass} bg-black/80 font-medium tabular-nums`}>
            {formatDuration(
                position === null ? video.duration : Math.ceil(video.duration - position),
            )}
        </span>
    );
}

/**
 * A video among the search results: the 16:9 thumbnail on the left (a blip's vertical picture
 * whole, on black, and marked as a blip), then the title, views and age, the channel and the
 * description snippet with the matched words marked. On phones it stacks, thumbnail first.
 */
export default function SearchVideoRow({ video }: { video: SearchVideo }) {
    const href = route('watch', { v: video.id });
    const channelHref = route('channel', `@${video.channel.handle}`);
    const isBlip = video.kind === 'short';
    const preview = useInlinePreview({
        hls: video.hls_url,
        duration: video.duration,
        live: video.kind === 'live',
    });

    return (
        <article className="flex flex-col gap-3 sm:flex-row sm:gap-4" {...preview.hoverProps}>
            <Link
                href={href}
                tabIndex={-1}
                aria-hidden="true"
                className={`${thumbnailClass} group relative block aspect-video overflow-hidden rounded-xl ${isBlip ? 'bg-black' : 'bg-neutral-200 dark:bg-neutral-800'}`}
            >
                {video.thumbnail && (
                    <img
                        src={video.thumbnail}
                        alt=""
                        loading="lazy"
                        className={`size-full transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none ${isBlip ? 'object-contain' : 'object-cover'}`}
                    />
                )}
                {preview.active && (
                    <PreviewVideo preview={preview} fit={isBlip ? 'contain' : 'cover'} />
                )}
                <Badge video={video} position={preview.position} />
            </Link>
            <div className="min-w-0 flex-1">
                <h3 className="line-clamp-2 text-base leading-snug font-semibold sm:text-lg">
                    <Link href={href} className="hover:underline focus-visible:underline">
                        {video.title}
                    </Link>
                </h3>
                <p className="mt-1 text-xs text-neutral-600 sm:text-sm dark:text-neutral-400">
                    {video.kind === 'live'
                        ? tc(':count watching', video.live_viewers ?? 0, {
                              count: formatCount(video.live_viewers ?? 0),
                          })
                        : viewsAndAge(video.views, video.published_at)}
                </p>
                <Link
                    href={channelHref}
                    className="mt-2 flex w-fit max-w-full items-center gap-2 text-xs text-neutral-600 hover:text-neutral-900 sm:mt-3 sm:text-sm dark:text-neutral-400 dark:hover:text-white"
                >
                    <ChannelAvatar channel={video.channel} className="size-6 text-xs" />
                    <span className="truncate">{video.channel.name}</span>
                </Link>
                {video.snippet.length > 0 && (
                    <p className="mt-2 line-clamp-2 text-xs text-neutral-600 sm:mt-3 sm:text-sm dark:text-neutral-400">
                        <SnippetText parts={video.snippet} />
                    </p>
                )}
            </div>
        </article>
    );
}

/** Placeholder rows an infinite scroll shows below the list while its next page loads. */
export function SearchRowSkeletons({ count = 3 }: { count?: number }) {
    return (
        <div className="mt-4 flex flex-col gap-4" aria-hidden="true">
            {Array.from({ length: count }, (_, index) => (
                <div
                    key={index}
                    className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none sm:flex-row sm:gap-4"
                >
                    <div
                        className={`${thumbnailClass} aspect-video rounded-xl bg-neutral-200 dark:bg-neutral-800`}
                    />
                    <div className="flex-1 space-y-3">
                        <div className="h-5 w-11/12 rounded bg-neutral-200 dark:bg-neutral-800" />
                        <div className="h-3 w-1/3 rounded bg-neutral-200 dark:bg-neutral-800" />
                        <div className="h-3 w-1/2 rounded bg-neutral-200 dark:bg-neutral-800" />
                    </div>
                </div>
            ))}
        </div>
    );
}
