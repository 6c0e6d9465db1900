import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import Gaming from './Gaming';

describe('Gaming', () => {
    beforeEach(() => {
        withRoutes({ login: 'login' });
    });

    it('speaks Japanese, down to the empty grid', () => {
        renderPage(Gaming, {
            props: {
                categories: [{ value: 'all', label: 'すべて' }],
                category: 'all',
                videos: { data: [] },
            },
            shared: {
                locale: 'ja',
                translations: {
                    Gaming: 'ゲーム',
                    'Gaming categories': 'ゲームのカテゴリ',
                    'No videos found': '動画が見つかりません',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'ゲーム' })).toBeInTheDocument();
        expect(screen.getByRole('navigation', { name: 'ゲームのカテゴリ' })).toBeInTheDocument();
        expect(screen.getByText('動画が見つかりません')).toBeInTheDocument();
    });
});
