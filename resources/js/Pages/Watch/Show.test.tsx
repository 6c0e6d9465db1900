import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { onlyScrollPage, renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { WatchVideo } from '@/types/models';

import Show from './Show';

// The player has its own specs; here it would only load the media engine.
vi.mock('@/Components/player/VideoPlayer', () => ({ default: () => null }));

const video: WatchVideo = {
    id: 'abcdefghijk',
    title: 'Colour bars',
    description: 'Test patterns.',
    kind: 'video',
    visibility: 'public',
    duration: 600,
    width: 1920,
    height: 1080,
    views: 12_000,
    likes: 40,
    dislikes: 2,
    comment_count: 3,
    comments_enabled: true,
    published_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    poster: null,
    sources: { hls: '/media/abcdefghijk/master.m3u8' },
    storyboard: null,
    captions: [],
    channel: {
        id: 4,
        handle: 'pattern-lab',
        name: 'Pattern Lab',
        avatar_url: null,
        subscribers: 1,
    },
};

function renderWatch(shared = {}) {
    return renderPage(Show, {
        props: {
            video,
            viewer: { reaction: null, subscription: null, resumeAt: 0, isOwner: false },
            comments: { data: [] },
            commentSort: 'top',
            upNext: [makeVideo({ title: 'Sunrise over the ridge' })],
            reportReasons: [],
            watching: null,
        },
        shared,
        url: '/watch?v=abcdefghijk',
        scrollProps: {
            comments: onlyScrollPage('comments_page'),
        },
    });
}

describe('Watch/Show', () => {
    beforeAll(() => {
        stubIntersectionObserver();
        withRoutes({
            'videos.reaction.store': 'videos/{video}/reaction',
            'subscriptions.store': 'channels/{channel}/subscription',
            'comments.store': 'videos/{video}/comments',
            login: 'login',
            watch: 'watch',
        });
    });

    it('shows the video, its counts and what comes next', () => {
        renderWatch();

        expect(screen.getByRole('heading', { level: 1, name: 'Colour bars' })).toBeVisible();
        expect(screen.getByText('1 subscriber')).toBeInTheDocument();
        expect(screen.getByText(/12K views/)).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: '3 Comments' })).toBeInTheDocument();
        const upNext = screen.getByRole('complementary', { name: 'Up next' });
        expect(within(upNext).getByText('Sunrise over the ridge')).toBeInTheDocument();
    });

    it('speaks Japanese: headings, counts and buttons', () => {
        renderWatch({
            locale: 'ja',
            translations: {
                ':count subscriber|:count subscribers': 'チャンネル登録者数 :count 人',
                ':count view|:count views': ':count 回視聴',
                ':count Comment|:count Comments': 'コメント :count 件',
                'Up next': '次の動画',
                Share: '共有',
                'Like this video': 'この動画を高く評価',
                ':link to comment and reply.': 'コメントや返信をするには:linkしてください。',
                'Sign in': 'ログイン',
                Description: '説明',
            },
        });

        expect(screen.getByText('チャンネル登録者数 1 人')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'コメント 3 件' })).toBeInTheDocument();
        expect(screen.getByRole('complementary', { name: '次の動画' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '共有' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'この動画を高く評価' })).toBeInTheDocument();
        const description = screen.getByRole('region', { name: '説明' });
        expect(within(description).getByText(/1\.2万 回視聴/)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'ログイン' }).parentElement).toHaveTextContent(
            'コメントや返信をするにはログインしてください。',
        );
    });
});
