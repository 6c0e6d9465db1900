import { Link } from '@inertiajs/react';

import { formatDuration, timeAgo } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { VideoCard } from '@/types/models';

/** Where a blip opens: its place in the vertical feed (relative, like the other card links). */
export function blipUrl(id: string): string {
    return route('blips', { v: id }, false);
}

/** A vertical (9:16) blip: author, title and age over the frame. */
export default function ClipCard({ clip }: { clip: VideoCard }) {
    return (
        <Link
            href={blipUrl(clip.id)}
            aria-label={t(':title, by :channel', { title: clip.title, channel: clip.channel.name })}
            className="group relative block aspect-[9/16] overflow-hidden rounded-xl bg-neutral-200 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:bg-neutral-800"
        >
            {clip.thumbnail && (
                <img
                    src={clip.thumbnail}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
                />
            )}
            <span className="absolute top-2 right-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
                {formatDuration(clip.duration)}
            </span>
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent p-3 pt-12 text-white">
                <h3 className="line-clamp-2 text-sm font-semibold">{clip.title}</h3>
                <p className="mt-1 truncate text-xs text-white/85">
                    {clip.channel.name}
                    {clip.published_at && <> • {timeAgo(clip.published_at)}</>}
                </p>
            </div>
        </Link>
    );
}
