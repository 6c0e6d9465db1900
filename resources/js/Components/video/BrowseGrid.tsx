import { Deferred, InfiniteScroll } from '@inertiajs/react';

import type { ScrollPage, VideoCard as VideoCardData } from '@/types/models';

import EmptyState from './EmptyState';
import VideoCard from './VideoCard';
import VideoGrid, { videoGridClass } from './VideoGrid';
import VideoGridSkeleton, { VideoCardSkeleton } from './VideoGridSkeleton';

interface Props<T extends VideoCardData> {
    /** The deferred prop holding the cards: a list, or a page of an infinite scroll. */
    prop: string;
    videos: T[] | ScrollPage<T> | undefined;
    skeletonCount: number;
    emptyHint: string;
    detail?: (video: T) => string | null;
}

/**
 * A browse page's grid: skeleton cards while the deferred list loads or a tab reloads it,
 * then the cards (paged ones load more near the end), or the empty state.
 */
export default function BrowseGrid<T extends VideoCardData>({
    prop,
    videos,
    skeletonCount,
    emptyHint,
    detail,
}: Props<T>) {
    const skeleton = <VideoGridSkeleton count={skeletonCount} />;

    return (
        <Deferred data={prop} fallback={skeleton}>
            {({ reloading }) => {
                if (reloading || videos === undefined) {
                    return skeleton;
                }

                const cards = Array.isArray(videos) ? videos : videos.data;

                if (cards.length === 0) {
                    return <EmptyState title="No videos found" hint={emptyHint} />;
                }

                if (Array.isArray(videos)) {
                    return <VideoGrid videos={cards} />;
                }

                return (
                    <InfiniteScroll
                        data={prop}
                        preserveUrl
                        className={videoGridClass}
                        loading={() => (
                            <div className={`${videoGridClass} mt-8`} aria-hidden="true">
                                {Array.from({ length: 5 }, (_, index) => (
                                    <VideoCardSkeleton key={index} />
                                ))}
                            </div>
                        )}
                    >
                        {cards.map((video) => (
                            <VideoCard key={video.id} video={video} detail={detail?.(video)} />
                        ))}
                    </InfiniteScroll>
                );
            }}
        </Deferred>
    );
}
