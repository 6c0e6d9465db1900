import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import Index from './Index';

const channel = {
    id: 7,
    handle: 'harbourlights',
    name: 'Harbour Lights',
    avatar_url: null,
    subscribers: 1_250_000,
    description: null,
};

describe('Search', () => {
    beforeEach(() => {
        withRoutes({ login: 'login' });
    });

    it('says in English when nothing matches', async () => {
        renderPage(Index, { props: { query: 'zzz', channels: [], videos: { data: [] } } });

        expect(
            screen.getByRole('heading', { level: 1, name: 'Search results for “zzz”' }),
        ).toBeInTheDocument();
        expect(screen.getByText('No results found for "zzz"')).toBeInTheDocument();
        await waitFor(() => {
            expect(document.title).toContain('zzz - Search');
        });
    });

    it('speaks Japanese', () => {
        renderPage(Index, {
            props: { query: 'harbour', channels: [channel], videos: { data: [] } },
            shared: {
                locale: 'ja',
                translations: {
                    'Search results for “:query”': '「:query」の検索結果',
                    Channels: 'チャンネル',
                    ':count subscriber|:count subscribers': 'チャンネル登録者数 :count 人',
                },
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: '「harbour」の検索結果' }),
        ).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: 'チャンネル' })).toBeInTheDocument();
        expect(
            screen.getByRole('link', { name: /@harbourlights • チャンネル登録者数 125万 人/ }),
        ).toBeInTheDocument();
    });
});
