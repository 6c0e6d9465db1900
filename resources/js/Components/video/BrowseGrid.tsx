import { Deferred } from '@inertiajs/react';

import { t } from '@/lib/i18n';
import type { ScrollPage, VideoCard as VideoCardData } from '@/types/models';

import PagedVideoGrid from './PagedVideoGrid';
import EmptyState from './EmptyState';
import VideoGrid from './VideoGrid';
import VideoGridSkeleton from './VideoGridSkeleton';

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
 * then the cards (paged ones load more near the end), or the empty state. The grid is the
 * page's content right under its h1, so the cards' titles are h2s.
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
                    return <EmptyState title={t('No videos found')} hint={emptyHint} />;
                }

                if (Array.isArray(videos)) {
                    return <VideoGrid videos={cards} cardHeadingLevel={2} />;
                }

                return (
                    <PagedVideoGrid
                        data={prop}
                        videos={cards}
                        detail={detail}
                        skeletons={5}
                        cardHeadingLevel={2}
                    />
                );
            }}
        </Deferred>
    );
}
