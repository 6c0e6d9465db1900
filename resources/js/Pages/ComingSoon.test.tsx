import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import ComingSoon from './ComingSoon';

beforeAll(() => {
    withRoutes({ login: 'login', trending: 'trending' });
});

describe('ComingSoon', () => {
    it('says plainly that the page is coming, inside the frame, with a way on', () => {
        renderPage(ComingSoon, {
            component: 'ComingSoon',
            url: '/fashion',
            props: {
                title: 'Fashion & Beauty',
                body: 'A home for style creators is on its way.',
                badge: 'Coming soon',
                link: {
                    route: 'trending',
                    params: { tab: 'fashion' },
                    label: 'Fashion & Beauty on Trending',
                },
            },
        });

        expect(screen.getByRole('banner')).toBeVisible();
        expect(screen.getByRole('main')).toContainElement(screen.getByText('Coming soon'));
        expect(screen.getByRole('heading', { level: 1, name: 'Fashion & Beauty' })).toBeVisible();
        expect(screen.getByText('Coming soon')).toBeVisible();
        expect(screen.getByRole('link', { name: 'Fashion & Beauty on Trending' })).toHaveAttribute(
            'href',
            'http://localhost/trending?tab=fashion',
        );
        expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
            'href',
            'http://localhost/',
        );
    });

    it('offers only the way home when there is nowhere else to go', () => {
        renderPage(ComingSoon, {
            component: 'ComingSoon',
            url: '/store',
            props: {
                title: 'Store',
                body: 'Nothing is for sale yet.',
                badge: 'Coming soon',
                link: null,
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
        expect(screen.getAllByRole('link', { name: /home page|Trending/ })).toHaveLength(1);
    });
});
