import type { ReactNode } from 'react';

import type { VideoCard as VideoCardData } from '@/types/models';

import VideoCard, { type CardHeadingLevel, type VideoCardAction } from './VideoCard';

/**
 * The responsive grid every video list uses: one column on phones, up to five on wide screens;
 * in compact mode (Settings › Appearance) a column more at every width, closer together.
 */
export const videoGridClass =
    'grid grid-cols-1 gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5 compact:grid-cols-2 compact:gap-x-3 compact:gap-y-5 compact:sm:grid-cols-3 compact:lg:grid-cols-4 compact:xl:grid-cols-5 compact:2xl:grid-cols-6';

/** The cards whose thumbnails load with the page: a grid's first row on most screens. */
export const FIRST_SCREEN_CARDS = 4;

export default function VideoGrid({
    videos,
    actions,
    cardHeadingLevel,
    eagerCards = FIRST_SCREEN_CARDS,
    children,
}: {
    videos: VideoCardData[];
    actions?: VideoCardAction[];
    cardHeadingLevel?: CardHeadingLevel;
    /** How many cards load their thumbnails with the page; the rest wait until near the viewport. */
    eagerCards?: number;
    /** Extra cells after the cards, e.g. skeletons while the next page loads. */
    children?: ReactNode;
}) {
    return (
        <div className={videoGridClass}>
            {videos.map((video, index) => (
                <VideoCard
                    key={video.id}
                    video={video}
                    actions={actions}
                    headingLevel={cardHeadingLevel}
                    eager={index < eagerCards}
                />
            ))}
            {children}
        </div>
    );
}
