import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { makeUser, onlyScrollPage, renderPage } from '@/test/render';
import type { SharedProps } from '@/types';

import LikedVideos from './LikedVideos';

function renderLiked(shared: Partial<SharedProps> = {}) {
    return renderPage(LikedVideos, {
        component: 'Library/LikedVideos',
        shared: { auth: { user: makeUser() }, ...shared },
        props: { videos: { data: [] }, total: 0 },
        scrollProps: {
            videos: onlyScrollPage('cursor'),
        },
    });
}

describe('Liked videos page', () => {
    beforeAll(() => {
        stubIntersectionObserver();
    });

    it('says where liked videos will show', () => {
        renderLiked();

        expect(screen.getByRole('heading', { level: 1, name: 'Liked videos' })).toBeVisible();
        expect(screen.getByText('0 videos')).toBeVisible();
        expect(screen.getByText('Videos you like will show up here.')).toBeVisible();
    });

    it('speaks Japanese: heading, count and empty state', () => {
        renderLiked({
            locale: 'ja',
            translations: {
                'Liked videos': '高評価した動画',
                ':count video|:count videos': '動画 :count 本',
                'No liked videos': '高評価した動画はありません',
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: '高評価した動画' })).toBeVisible();
        expect(screen.getByText('動画 0 本')).toBeVisible();
        expect(screen.getByText('高評価した動画はありません')).toBeVisible();
    });
});
