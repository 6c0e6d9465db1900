import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import AppLayout from './AppLayout';

function Page() {
    return (
        <AppLayout title="Trending now" header={<h1>Page heading</h1>}>
            <p>Page body</p>
        </AppLayout>
    );
}

function BarePage() {
    return (
        <AppLayout title="Bare">
            <p>Page body</p>
        </AppLayout>
    );
}

// By id, as the navigation is hidden (and so out of the accessibility tree) on phones until opened.
const nav = () => {
    const element = document.getElementById('sidebar');
    expect(element).toHaveAttribute('aria-label', 'Main');

    return element as HTMLElement;
};
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('AppLayout', () => {
    beforeAll(() => {
        withRoutes({ login: 'login' });
    });

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('has banner, navigation and main landmarks and a skip link to the main content', () => {
        installMatchMedia({ width: 1280 });
        renderPage(Page);

        expect(screen.getByRole('banner')).toBeInTheDocument();
        expect(screen.getByRole('navigation', { name: 'Main' })).toBe(nav());
        const main = screen.getByRole('main');
        expect(main).toHaveAttribute('id', 'main');
        expect(main).toHaveTextContent('Page body');
        expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
            'href',
            '#main',
        );
    });

    it('sets the page title', async () => {
        installMatchMedia({ width: 1280 });
        renderPage(Page);

        await waitFor(() => {
            expect(document.title).toBe('Trending now');
        });
    });

    it('shows the header area above the content only when given', () => {
        installMatchMedia({ width: 1280 });
        const { unmount } = renderPage(Page);

        const heading = within(screen.getByRole('main')).getByRole('heading', {
            name: 'Page heading',
        });
        expect(
            heading.compareDocumentPosition(screen.getByText('Page body')) &
                Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
        unmount();

        renderPage(BarePage);
        expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    });

    it('has a logo link home, a search box, a theme toggle and the account area in the header', () => {
        installMatchMedia({ width: 1280 });
        renderPage(Page, { shared: { name: 'Blipstream' } });
        const banner = within(screen.getByRole('banner'));

        expect(banner.getByRole('link', { name: 'Blipstream' })).toHaveAttribute(
            'href',
            expect.stringMatching(/^http:\/\/localhost\/?$/),
        );
        expect(banner.getByRole('search')).toBeInTheDocument();
        expect(banner.getByRole('button', { name: 'Dark mode' })).toHaveClass('max-lg:hidden');
        expect(banner.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    });

    it('shows a signed-in user the account menu instead of Sign In', () => {
        installMatchMedia({ width: 1280 });
        renderPage(Page, { shared: { auth: { user: makeUser() } } });

        expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    describe('sidebar', () => {
        it('lists the groups with the spec paths, in order', () => {
            installMatchMedia({ width: 1280 });
            renderPage(Page);

            const lists = within(nav()).getAllByRole('list');
            const entries = (list: HTMLElement) =>
                within(list)
                    .getAllByRole('link')
                    .map((link) => [link.textContent, link.getAttribute('href')]);

            expect(entries(lists[0] as HTMLElement)).toEqual([
                ['Home', '/'],
                ['Blips', '/blips'],
                ['Subscriptions', '/subscriptions'],
                ['History', '/history'],
                ['Liked videos', '/liked'],
                ['Watch later', '/watch-later'],
                ['Trending', '/trending'],
                ['Music', '/music'],
                ['Gaming', '/gaming'],
                ['News', '/news'],
            ]);
            // The spec's static pages that go with browsing, each saying it is coming soon.
            expect(entries(lists[1] as HTMLElement)).toEqual([
                ['Fashion & Beauty', '/fashion'],
                ['Podcasts', '/podcasts'],
                ['Store', '/store'],
            ]);
            expect(entries(lists[2] as HTMLElement)).toEqual([
                ['Settings', '/settings/account'],
                ['Report history', '/report-history'],
                ['Help', '/help'],
                ['Send feedback', '/feedback'],
            ]);
        });

        it('gives every item an icon drawn in the current text colour', () => {
            installMatchMedia({ width: 1280 });
            renderPage(Page);

            for (const link of within(nav()).getAllByRole('link')) {
                const icon = link.querySelector('svg');
                expect(icon).toHaveAttribute('stroke', 'currentColor');
                expect(icon).toHaveAttribute('aria-hidden', 'true');
            }
        });

        it('marks the item of the current page', () => {
            installMatchMedia({ width: 1280 });
            renderPage(Page, { url: '/trending?category=music' });

            const current = within(nav()).getAllByRole('link', { current: 'page' });
            expect(current.map((link) => link.textContent)).toEqual(['Trending']);
        });

        it('marks Settings on any settings page', () => {
            installMatchMedia({ width: 1280 });
            renderPage(Page, { url: '/settings/privacy' });

            expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent(
                'Settings',
            );
        });

        it('is expanded at 1280 px and the menu toggle collapses it to icons', async () => {
            installMatchMedia({ width: 1280 });
            const { user } = renderPage(Page);
            const home = within(nav()).getByRole('link', { name: 'Home' });

            expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
            expect(menuButton()).toHaveAttribute('aria-controls', nav().id);
            expect(within(home).getByText('Home')).not.toHaveClass('sr-only');

            await user.click(menuButton());

            expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
            expect(within(home).getByText('Home')).toHaveClass('sr-only');
            expect(home).toHaveAttribute('title', 'Home');
            expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();
        });

        it('is an icon rail below 1200 px and opens over the page with the toggle', async () => {
            installMatchMedia({ width: 1000 });
            const { user } = renderPage(Page);

            expect(nav()).toBeVisible();
            expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
            expect(within(nav()).getByText('Home')).toHaveClass('sr-only');

            await user.click(menuButton());

            expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
            expect(nav()).toHaveClass('fixed');
            expect(within(nav()).getByText('Home')).not.toHaveClass('sr-only');
            expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
        });

        it('stays closed beside a theater-mode player, opening over the page from the toggle', async () => {
            installMatchMedia({ width: 1366 });
            function TheaterPage() {
                return (
                    <AppLayout title="Watch" sidebar="drawer">
                        <p>Page body</p>
                    </AppLayout>
                );
            }
            const { user } = renderPage(TheaterPage);

            expect(nav()).not.toBeVisible();

            await user.click(menuButton());

            expect(nav()).toHaveClass('fixed');
            expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
        });

        describe('on a phone', () => {
            it('is hidden until the menu toggle opens it as an overlay with a backdrop', async () => {
                installMatchMedia({ width: 390 });
                const { user } = renderPage(Page);

                expect(nav()).not.toBeVisible();
                expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();

                await user.click(menuButton());

                expect(nav()).toBeVisible();
                expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
                expect(within(nav()).getByRole('button', { name: 'Close menu' })).toHaveFocus();
                expect(
                    within(within(nav()).getByRole('link', { name: 'Blipstream' })).getByText(
                        'Blipstream',
                    ),
                ).not.toHaveClass('sr-only');
            });

            it('has the dark-mode toggle in the overlay', async () => {
                installMatchMedia({ width: 390 });
                const { user } = renderPage(Page);
                await user.click(menuButton());

                const toggle = within(nav()).getByRole('button', { name: 'Dark mode' });
                expect(toggle).toHaveAttribute('aria-pressed', 'false');

                await user.click(toggle);

                expect(toggle).toHaveAttribute('aria-pressed', 'true');
                expect(document.documentElement).toHaveClass('dark');
                await user.click(toggle);
                expect(document.documentElement).not.toHaveClass('dark');
            });

            it('closes when the backdrop is clicked', async () => {
                installMatchMedia({ width: 390 });
                const { user } = renderPage(Page);
                await user.click(menuButton());

                await user.click(screen.getByTestId('sidebar-backdrop'));

                expect(nav()).not.toBeVisible();
                expect(menuButton()).toHaveFocus();
            });

            it('closes with its close button', async () => {
                installMatchMedia({ width: 390 });
                const { user } = renderPage(Page);
                await user.click(menuButton());

                await user.click(screen.getByRole('button', { name: 'Close menu' }));

                expect(nav()).not.toBeVisible();
            });

            it('closes on Escape', async () => {
                installMatchMedia({ width: 390 });
                const { user } = renderPage(Page);
                await user.click(menuButton());

                await user.keyboard('{Escape}');

                expect(nav()).not.toBeVisible();
                expect(menuButton()).toHaveFocus();
            });

            it('closes after following one of its links', async () => {
                installMatchMedia({ width: 390 });
                const server = fakeServer('Page');
                const { user } = renderPage(Page);
                await user.click(menuButton());

                await user.click(within(nav()).getByRole('link', { name: 'Trending' }));

                await waitFor(() => {
                    expect(nav()).not.toBeVisible();
                });
                expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/trending');
            });
        });
    });
});
