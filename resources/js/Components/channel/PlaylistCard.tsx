import type { CardHeadingLevel } from '@/Components/video/VideoCard';
import { tc } from '@/lib/i18n';
import type { PlaylistCard as PlaylistCardData } from '@/types/models';

export default function PlaylistCard({
    playlist,
    headingLevel = 3,
}: {
    playlist: PlaylistCardData;
    headingLevel?: CardHeadingLevel;
}) {
    const Heading = `h${headingLevel}` as const;

    return (
        <article className="flex min-w-0 flex-col gap-3">
            <div className="relative aspect-video overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800">
                {playlist.thumbnail && (
                    <img
                        src={playlist.thumbnail}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                    />
                )}
                <span className="absolute inset-y-0 right-0 flex w-2/5 flex-col items-center justify-center bg-black/75 text-sm font-semibold text-white">
                    <span className="text-lg tabular-nums">{playlist.video_count}</span>
                    {tc('video|videos', playlist.video_count)}
                </span>
            </div>
            <Heading className="line-clamp-2 text-sm leading-5 font-semibold">
                {playlist.title}
            </Heading>
        </article>
    );
}
