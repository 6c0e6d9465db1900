import { Link } from '@inertiajs/react';

import { t } from '@/lib/i18n';
import type { FeaturedVideo } from '@/types/models';

import { watchUrl } from './VideoCard';

/**
 * One large, one medium and two small tiles, in that order. From lg the large tile spans both
 * rows and takes their height, and the rows take the height of the tiles beside it (auto, not
 * equal rows), so its bottom meets the small tiles' bottom with no empty space below them. At
 * three fifths of the width it is then close to 16:9, so its thumbnail is hardly cropped.
 */
const tileClasses = [
    'col-span-2 row-span-2 aspect-video lg:col-span-1 lg:aspect-auto',
    'col-span-2 aspect-video',
    'aspect-video',
    'aspect-video',
];

export function FeaturedGridSkeleton() {
    return (
        <div
            role="status"
            aria-busy="true"
            aria-label={t('Loading featured videos')}
            className="grid animate-pulse grid-cols-2 gap-3 motion-reduce:animate-none lg:grid-cols-[3fr_1fr_1fr]"
        >
            {tileClasses.map((tile, index) => (
                <div
                    key={index}
                    className={`${tile} rounded-xl bg-neutral-200 dark:bg-neutral-800`}
                />
            ))}
        </div>
    );
}

export default function FeaturedGrid({ videos }: { videos: FeaturedVideo[] }) {
    return (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[3fr_1fr_1fr]">
            {videos.slice(0, 4).map((video, index) => (
                <Link
                    key={video.id}
                    href={watchUrl(video.id)}
                    className={`${tileClasses[index] ?? ''} group @container relative block overflow-hidden rounded-xl bg-neutral-200 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:bg-neutral-800`}
                >
                    {video.thumbnail && (
                        <img
                            src={video.thumbnail}
                            alt=""
                            // The large tile is the home page's largest paint.
                            fetchPriority={index === 0 ? 'high' : undefined}
                            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                        />
                    )}
                    {/*
                     * Shown on hover and focus; touch screens cannot hover, so they always show it.
                     * The text is sized by the tile's own width (a small tile is as narrow on a
                     * 1100 px screen as on a phone), so the badge, channel and two title lines fit.
                     */}
                    <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/85 via-black/40 to-transparent p-3 text-white opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none @max-3xs:p-2 @xs:p-4 pointer-coarse:opacity-100">
                        <span className="mb-1 w-fit rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
                            {video.label}
                        </span>
                        <span className="line-clamp-1 text-xs text-white/85 @xs:text-sm">
                            {video.channel.name}
                        </span>
                        <span
                            className={`line-clamp-2 font-semibold ${index === 0 ? 'text-base @md:text-xl' : 'text-sm @max-3xs:text-xs'}`}
                        >
                            {video.title}
                        </span>
                    </div>
                </Link>
            ))}
        </div>
    );
}
