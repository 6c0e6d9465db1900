import { Link } from '@inertiajs/react';
import { useState } from 'react';

import Icon from '@/Components/icons/Icon';
import { Dropdown, DropdownContent, DropdownTrigger } from '@/Components/ui/Dropdown';
import { formatCount, formatDuration, viewsAndAge } from '@/lib/format';
import type { VideoCard as VideoCardData } from '@/types/models';

export function watchUrl(id: string): string {
    return `/watch?v=${encodeURIComponent(id)}`;
}

export function channelUrl(handle: string): string {
    return `/channel/@${encodeURIComponent(handle)}`;
}

/** An action a list adds to the card's menu, e.g. "Remove from liked videos". */
export interface VideoCardAction {
    label: string;
    onSelect: (video: VideoCardData) => void;
}

const menuItemClass =
    'block w-full px-4 py-2 text-start text-sm text-neutral-700 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:text-neutral-200 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800';

export function ChannelAvatar({
    channel,
    className = 'size-9',
}: {
    channel: VideoCardData['channel'];
    className?: string;
}) {
    return channel.avatar_url ? (
        <img
            src={channel.avatar_url}
            alt=""
            loading="lazy"
            className={`${className} shrink-0 rounded-full bg-neutral-200 object-cover dark:bg-neutral-800`}
        />
    ) : (
        <span
            aria-hidden="true"
            className={`${className} flex shrink-0 items-center justify-center rounded-full bg-neutral-300 text-sm font-semibold uppercase dark:bg-neutral-700`}
        >
            {channel.name.charAt(0)}
        </span>
    );
}

export default function VideoCard({
    video,
    actions = [],
    detail,
    progress,
}: {
    video: VideoCardData;
    actions?: VideoCardAction[];
    /** An extra line under the channel name, e.g. the game a gaming video is about. */
    detail?: string | null;
    /** Seconds already watched: a resume bar along the thumbnail's foot. */
    progress?: number;
}) {
    const [copied, setCopied] = useState(false);
    const href = watchUrl(video.id);
    const isLive = video.kind === 'live';

    const share = async () => {
        try {
            await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
            setCopied(true);
        } catch (error) {
            console.warn('Could not copy the video link', error);
        }
    };

    return (
        <article className="flex min-w-0 flex-col gap-3">
            <Link
                href={href}
                className="group relative block aspect-video overflow-hidden rounded-xl bg-neutral-200 focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:outline-none dark:bg-neutral-800"
                aria-label={video.title}
            >
                {video.thumbnail && (
                    <img
                        src={video.thumbnail}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
                    />
                )}
                {progress !== undefined && progress > 0 && video.duration > 0 && (
                    <span
                        aria-hidden="true"
                        data-testid="resume-bar"
                        className="absolute inset-x-0 bottom-0 h-1 bg-neutral-300/80 dark:bg-neutral-600/80"
                    >
                        <span
                            className="block h-full bg-red-600"
                            style={{
                                width: `${Math.min(100, (progress / video.duration) * 100)}%`,
                            }}
                        />
                    </span>
                )}
                {isLive ? (
                    <span className="absolute right-2 bottom-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                        LIVE
                    </span>
                ) : (
                    <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
                        {formatDuration(video.duration)}
                    </span>
                )}
            </Link>
            <div className="flex gap-3">
                <Link href={channelUrl(video.channel.handle)} tabIndex={-1} aria-hidden="true">
                    <ChannelAvatar channel={video.channel} />
                </Link>
                <div className="min-w-0 flex-1">
                    <h3 className="line-clamp-2 text-sm leading-5 font-semibold">
                        <Link href={href} className="hover:underline focus-visible:underline">
                            {video.title}
                        </Link>
                    </h3>
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
                            ? `${formatCount(video.live_viewers ?? 0)} watching`
                            : viewsAndAge(video.views, video.published_at)}
                    </p>
                    {copied && (
                        <p role="status" className="text-xs text-green-600 dark:text-green-400">
                            Link copied
                        </p>
                    )}
                </div>
                <Dropdown>
                    <DropdownTrigger
                        aria-label={`More actions for ${video.title}`}
                        className="-me-2 rounded-full p-1.5 text-neutral-600 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:outline-none dark:text-neutral-300 dark:hover:bg-neutral-800"
                    >
                        <Icon className="size-5">
                            <circle cx="12" cy="5" r="1" fill="currentColor" />
                            <circle cx="12" cy="12" r="1" fill="currentColor" />
                            <circle cx="12" cy="19" r="1" fill="currentColor" />
                        </Icon>
                    </DropdownTrigger>
                    <DropdownContent widthClassName="w-56">
                        {actions.map((action) => (
                            <button
                                key={action.label}
                                type="button"
                                role="menuitem"
                                tabIndex={-1}
                                className={menuItemClass}
                                onClick={() => action.onSelect(video)}
                            >
                                {action.label}
                            </button>
                        ))}
                        <button
                            type="button"
                            role="menuitem"
                            tabIndex={-1}
                            className={menuItemClass}
                            onClick={() => void share()}
                        >
                            Share
                        </button>
                    </DropdownContent>
                </Dropdown>
            </div>
        </article>
    );
}
