import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';

import Trending from './Trending';

const tabs = [
    { value: 'all', label: 'すべて' },
    { value: 'music', label: '音楽' },
];

describe('Trending', () => {
    beforeEach(() => {
        withRoutes({ login: 'login' });
    });

    it('speaks Japanese', () => {
        renderPage(Trending, {
            props: { tabs, tab: 'all', videos: [makeVideo({ views: 12_345 })] },
            shared: {
                locale: 'ja',
                translations: {
                    Trending: '急上昇',
                    'Trending categories': '急上昇のカテゴリ',
                    ':count view|:count views': ':count 回視聴',
                    'More actions for :title': ':title のその他の操作',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: '急上昇' })).toBeInTheDocument();
        const bar = screen.getByRole('navigation', { name: '急上昇のカテゴリ' });
        expect(within(bar).getByRole('link', { name: 'すべて' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(screen.getByText('1.2万 回視聴 • 2 日前')).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Sunrise over the ridge のその他の操作' }),
        ).toBeInTheDocument();
    });
});
