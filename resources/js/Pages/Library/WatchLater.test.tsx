import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { makeUser, onlyScrollPage, renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { SharedProps } from '@/types';

import WatchLater from './WatchLater';

function renderWatchLater(shared: Partial<SharedProps> = {}, videos = [makeVideo()]) {
    return renderPage(WatchLater, {
        component: 'Library/WatchLater',
        shared: { auth: { user: makeUser() }, ...shared },
        props: { videos: { data: videos }, total: videos.length },
        scrollProps: {
            videos: onlyScrollPage('cursor'),
        },
    });
}

describe('Watch later page', () => {
    beforeAll(() => {
        stubIntersectionObserver();
        withRoutes({ 'watch-later.destroy': 'watch-later/{video}' });
    });

    it('lists the saved videos, privately', () => {
        renderWatchLater();

        expect(screen.getByRole('heading', { level: 1, name: 'Watch later' })).toBeVisible();
        expect(screen.getByText(/1 video •\s*Private/)).toBeVisible();
        expect(
            screen.getByRole('heading', { level: 2, name: 'Sunrise over the ridge' }),
        ).toBeVisible();
    });

    it('speaks Japanese: heading, count and empty state', () => {
        renderWatchLater(
            {
                locale: 'ja',
                translations: {
                    'Watch later': '後で見る',
                    ':count video|:count videos': '動画 :count 本',
                    Private: '非公開',
                    'No videos in Watch later': '後で見るに動画はありません',
                },
            },
            [],
        );

        expect(screen.getByRole('heading', { level: 1, name: '後で見る' })).toBeVisible();
        expect(screen.getByText(/動画 0 本 •\s*非公開/)).toBeVisible();
        expect(screen.getByText('後で見るに動画はありません')).toBeVisible();
    });
});
