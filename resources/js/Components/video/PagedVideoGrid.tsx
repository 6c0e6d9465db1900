import { InfiniteScroll } from '@inertiajs/react';
import type { ComponentProps } from 'react';

import type { VideoCard as VideoCardData } from '@/types/models';

import VideoCard, { type CardHeadingLevel, type VideoCardAction } from './VideoCard';
import { FIRST_SCREEN_CARDS, videoGridClass } from './VideoGrid';
import { NextPageSkeleton } from './VideoGridSkeleton';

/**
 * The one paged video grid: the cards of an infinite-scroll prop, loading the next page near
 * the end with skeleton cards below.
 */
export default function PagedVideoGrid<T extends VideoCardData>({
    data,
    videos,
    actions,
    detail,
    params,
    skeletons = 4,
    cardHeadingLevel,
    eagerCards = FIRST_SCREEN_CARDS,
}: {
    /** The page prop InfiniteScroll merges the next pages into. */
    data: string;
    videos: T[];
    actions?: VideoCardAction[];
    detail?: (video: T) => string | null;
    params?: ComponentProps<typeof InfiniteScroll>['params'];
    skeletons?: number;
    cardHeadingLevel?: CardHeadingLevel;
    /** How many cards load their thumbnails with the page: none for a grid below the first screen. */
    eagerCards?: number;
}) {
    return (
        <InfiniteScroll
            data={data}
            preserveUrl
            params={params}
            className={videoGridClass}
            loading={() => <NextPageSkeleton count={skeletons} />}
        >
            {videos.map((video, index) => (
                <VideoCard
                    key={video.id}
                    video={video}
                    actions={actions}
                    detail={detail?.(video)}
                    headingLevel={cardHeadingLevel}
                    eager={index < eagerCards}
                />
            ))}
        </InfiniteScroll>
    );
}
