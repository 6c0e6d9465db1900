import { Link, usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import Button from '@/Components/ui/Button';
import { formatCount, formatDuration, viewsAndAge } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { ChannelTabName, VideoCard as VideoCardData } from '@/types/models';

import PreviewVideo from './PreviewVideo';
import useInlinePreview from './useInlinePreview';
import VideoCardMenu, { setNotInterested, type VideoCardAction } from './VideoCardMenu';

export type { VideoCardAction } from './VideoCardMenu';

/** How long a menu action's notice ("Added to queue") stays under the card. */
export const CARD_NOTICE_MS = 3000;

export function watchUrl(id: string): string {
    return `/watch?v=${encodeURIComponent(id)}`;
}

/**
 * The channel's one canonical address, /channel/@handle (the server answers every other form
 * with a permanent redirect to it); the handle may come with or without its @.
 */
export function channelUrl(handle: string, tab?: ChannelTabName): string {
    return route('channel', { channel: `@${handle.replace(/^@/, '')}`, tab }, false);
}

/**
 * A card title's level: one below the heading the list sits under, an h2 section title (3)
 * or, where the list is the page's own content right under its h1, the page title (2).
 */
export type CardHeadingLevel = 2 | 3;

export default function VideoCard({
    video,
    actions = [],
    detail,
    progress,
    headingLevel = 3,
    eager = false,
}: {
    video: VideoCardData;
    actions?: VideoCardAction[];
    /** An extra line under the channel name, e.g. the game a gaming video is about. */
    detail?: string | null;
    /** Seconds already watched: a resume bar along the thumbnail's foot. */
    progress?: number;
    headingLevel?: CardHeadingLevel;
    /**
     * On the first screen: the thumbnail loads with the page rather than once laid out near
     * the viewport, as lazy loading would hold up the page's largest paint.
     */
    eager?: boolean;
}) {
    const signedIn = usePage<PageProps>().props.auth.user !== null;
    const [notice, setNotice] = useState<string | null>(null);
    const [hidden, setHidden] = useState(false);
    const href = watchUrl(video.id);
    const isLive = video.kind === 'live';
    const Heading = `h${headingLevel}` as const;
    const preview = useInlinePreview({
        hls: video.hls_url,
        duration: video.duration,
        live: isLive,
        resumeAt: progress,
    });
    // While the preview plays, the bar follows it and the badge counts down what is left.
    const reached = preview.position ?? progress;

    useEffect(() => {
        if (notice === null) {
            return;
        }

        const timer = window.setTimeout(() => {
            setNotice(null);
        }, CARD_NOTICE_MS);

        return () => {
            window.clearTimeout(timer);
        };
    }, [notice]);

    if (hidden) {
        return (
            <article
                aria-label={t(':title, hidden', { title: video.title })}
                className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-neutral-300 p-4 text-center text-sm dark:border-neutral-700"
            >
                <p role="status">{t('Video hidden. You won’t see it in your feed again.')}</p>
                <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                        setNotInterested(video, signedIn, false);
                        setHidden(false);
                    }}
                >
                    {t('Undo')}
                </Button>
            </article>
        );
    }

    return (
        <article className="flex min-w-0 flex-col gap-3" {...preview.hoverProps}>
            <Link
                href={href}
                className="group relative block aspect-video overflow-hidden rounded-xl bg-neutral-200 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:bg-neutral-800"
                aria-label={video.title}
            >
                {video.thumbnail && (
                    <img
                        src={video.thumbnail}
                        alt=""
                        loading={eager ? 'eager' : 'lazy'}
                        className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
                    />
                )}
                {preview.active && <PreviewVideo preview={preview} />}
                {reached !== undefined && reached > 0 && video.duration > 0 && (
                    <span
                        aria-hidden="true"
                        data-testid="resume-bar"
                        className="absolute inset-x-0 bottom-0 h-1 bg-neutral-300/80 dark:bg-neutral-600/80"
                    >
                        <span
                            className="block h-full bg-red-600"
                            style={{
                                width: `${Math.min(100, (reached / video.duration) * 100)}%`,
                            }}
                        />
                    </span>
                )}
                {isLive ? (
                    <span className="absolute right-2 bottom-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                        {t('LIVE')}
                    </span>
                ) : (
                    <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
                        {formatDuration(
                            preview.position === null
                                ? video.duration
                                : Math.ceil(video.duration - preview.position),
                        )}
                    </span>
                )}
            </Link>
            <div className="flex gap-3">
                <Link href={channelUrl(video.channel.handle)} tabIndex={-1} aria-hidden="true">
                    <ChannelAvatar channel={video.channel} />
                </Link>
                <div className="min-w-0 flex-1">
                    <Heading className="line-clamp-2 text-sm leading-5 font-semibold">
                        <Link href={href} className="hover:underline focus-visible:underline">
                            {video.title}
                        </Link>
                    </Heading>
                    <Link
                        href={channelUrl(video.channel.handle)}
                        className="mt-1 block truncate text-sm text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white"
                    >
                        {video.channel.name}
                    </Link>
                    {detail && (
                        <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
                            {detail}
                        </p>
                    )}
                    <p className="text-sm text-neutral-600 dark:text-neutral-400">
                        {isLive
                            ? tc(':count watching', video.live_viewers ?? 0, {
                                  count: formatCount(video.live_viewers ?? 0),
                              })
                            : viewsAndAge(video.views, video.published_at)}
                    </p>
                    <p role="status" className="text-xs text-green-700 dark:text-green-400">
                        {notice}
                    </p>
                </div>
                <VideoCardMenu
                    video={video}
                    href={href}
                    actions={actions}
                    onNotice={setNotice}
                    onHide={() => {
                        setHidden(true);
                    }}
                />
            </div>
        </article>
    );
}
