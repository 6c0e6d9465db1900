import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { VideoCard as VideoCardData } from '@/types/models';

import VideoGrid, { FIRST_SCREEN_CARDS } from './VideoGrid';

function GridHarness({ videos, eagerCards }: { videos: VideoCardData[]; eagerCards?: number }) {
    return <VideoGrid videos={videos} eagerCards={eagerCards} />;
}

const loadingOfThumbnails = () =>
    screen.getAllByRole('presentation').map((image) => image.getAttribute('loading'));

describe('VideoGrid', () => {
    it('loads the first screen of thumbnails with the page and the rest when near', () => {
        withRoutes({ login: 'login' });
        renderPage(GridHarness, {
            props: { videos: Array.from({ length: 6 }, () => makeVideo()) },
        });

        expect(loadingOfThumbnails()).toEqual([
            ...Array<string>(FIRST_SCREEN_CARDS).fill('eager'),
            'lazy',
            'lazy',
        ]);
    });

    it('loads none with the page when it sits below the first screen', () => {
        withRoutes({ login: 'login' });
        renderPage(GridHarness, {
            props: { videos: Array.from({ length: 2 }, () => makeVideo()), eagerCards: 0 },
        });

        expect(loadingOfThumbnails()).toEqual(['lazy', 'lazy']);
    });
});
