import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import ErrorPage from './Error';

beforeAll(() => {
    withRoutes({ login: 'login' });
});

describe('Error', () => {
    it.each([
        [404, 'Page not found'],
        [403, 'Not allowed'],
    ])('keeps a lost or refused visitor in the frame, with its search (%i)', (status, title) => {
        renderPage(ErrorPage, { component: 'Error', url: '/no-such-page', props: { status } });

        const header = screen.getByRole('banner');
        expect(within(header).getByRole('search')).toBeVisible();
        expect(within(header).getByRole('link', { name: 'Blipstream' })).toHaveAttribute(
            'href',
            'http://localhost/',
        );
        expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
        const main = screen.getByRole('main');
        expect(within(main).getByRole('heading', { level: 1, name: title })).toBeVisible();
        expect(within(main).getByText(String(status))).toBeVisible();
        expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
            'href',
            'http://localhost/',
        );
    });

    it('stands alone for a server error, its logo link still named by the app', () => {
        renderPage(ErrorPage, { component: 'Error', props: { status: 503 } });

        expect(screen.queryByRole('banner')).not.toBeInTheDocument();
        expect(screen.queryByRole('search')).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Blipstream' })).toBeVisible();
        expect(screen.getByRole('heading', { level: 1, name: 'Back soon' })).toBeVisible();
    });

    it('speaks the visitor’s language', () => {
        renderPage(ErrorPage, {
            component: 'Error',
            props: { status: 404 },
            shared: {
                locale: 'ja',
                translations: {
                    'Page not found': 'ページが見つかりません',
                    'Go to the home page': 'ホームページへ',
                },
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
        ).toBeVisible();
        expect(screen.getByRole('link', { name: 'ホームページへ' })).toBeVisible();
    });
});
