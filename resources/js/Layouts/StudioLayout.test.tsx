import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ChannelSummary } from '@/types';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, withRoutes } from '@/test/server';

import { STUDIO_SIDEBAR_ID } from '@/Components/layout/StudioSidebar';

import StudioLayout from './StudioLayout';

beforeAll(() => {
    withRoutes({
        ...accountMenuRoutes,
    });
});

afterEach(() => {
    uninstallMatchMedia();
});

const channel: ChannelSummary = {
    id: 7,
    handle: 'night-owls',
    name: 'Night Owls',
    avatar_url: null,
};

function StudioPage() {
    return (
        <StudioLayout title="Dashboard">
            <p>Page body</p>
        </StudioLayout>
    );
}

function renderStudio(
    options: { url?: string; channel?: ChannelSummary | null; width?: number } = {},
) {
    installMatchMedia({ width: options.width ?? 1280 });

    return renderPage(StudioPage, {
        url: options.url ?? '/studio/dashboard',
        shared: {
            auth: {
                user: makeUser({
                    channel: options.channel === undefined ? channel : options.channel,
                }),
            },
        },
    });
}

describe('StudioLayout', () => {
    it('gives the page the studio title suffix', async () => {
        renderStudio();

        await waitFor(() => {
            expect(document.title).toBe('Dashboard - Studio');
        });
    });

    it('lists the studio pages and the Create shortcuts', () => {
        renderStudio();
        const nav = screen.getByRole('navigation', { name: 'Studio' });

        const links = within(nav)
            .getAllByRole('link')
            .map((link) => [
                link.textContent,
                new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname,
            ]);
        expect(links).toEqual([
            ['Dashboard', '/studio/dashboard'],
            ['Content', '/studio/content'],
            ['Analytics', '/studio/analytics'],
            ['Comments', '/studio/comments'],
            ['Customization', '/studio/customization'],
            ['Settings', '/studio/settings'],
            ['Upload video', '/studio/upload/video'],
            ['Create short', '/studio/upload/short'],
        ]);
        expect(within(nav).getByRole('heading', { name: 'Create' })).toBeInTheDocument();
    });

    it('highlights the page being shown', () => {
        renderStudio({ url: '/studio/analytics?period=7days' });
        const nav = screen.getByRole('navigation', { name: 'Studio' });

        expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
            'aria-current',
        );
    });

    it('shows the channel name and its initial when it has no picture', () => {
        renderStudio();

        expect(screen.getByTestId('studio-channel-name')).toHaveTextContent('Night Owls');
        expect(screen.getByText('N')).toBeInTheDocument();
    });

    it('shows the channel picture when there is one', () => {
        const { container } = renderStudio({
            channel: { ...channel, avatar_url: '/storage/channels/7/avatar.webp' },
        });

        expect(container.querySelector('nav img')).toHaveAttribute(
            'src',
            '/storage/channels/7/avatar.webp',
        );
    });

    it('falls back to "Your Channel" without a channel', () => {
        renderStudio({ channel: null });

        expect(screen.getByTestId('studio-channel-name')).toHaveTextContent('Your Channel');
    });

    it('links back to the site from its header', () => {
        renderStudio();
        const banner = screen.getByRole('banner');

        expect(within(banner).getByRole('link', { name: 'Back to Blipstream' })).toHaveAttribute(
            'href',
            'http://localhost/',
        );
        expect(within(banner).getByRole('link', { name: 'Blipstream' })).toHaveAttribute(
            'href',
            'http://localhost/',
        );
    });

    it('collapses to an icon rail below 1200 px', () => {
        renderStudio({ width: 1000 });
        const nav = screen.getByRole('navigation', { name: 'Studio' });

        expect(within(nav).getByText('Dashboard')).toHaveClass('sr-only');
        expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
            'title',
            'Dashboard',
        );
    });

    it('opens as an overlay on small screens and closes from the backdrop', async () => {
        const { user } = renderStudio({ width: 390 });

        const menu = screen.getByRole('button', { name: 'Menu' });
        expect(menu).toHaveAttribute('aria-expanded', 'false');
        // By id: closed, the navigation is hidden and so out of the accessibility tree.
        const closedNav = () => document.getElementById(STUDIO_SIDEBAR_ID);
        expect(closedNav()).not.toBeVisible();
        await user.click(menu);

        const nav = screen.getByRole('navigation', { name: 'Studio' });
        expect(menu).toHaveAttribute('aria-expanded', 'true');
        expect(nav).not.toHaveClass('hidden');
        expect(nav).toHaveClass('fixed');
        expect(within(nav).getByText('Dashboard')).not.toHaveClass('sr-only');
        expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

        await user.click(screen.getByTestId('studio-sidebar-backdrop'));
        expect(screen.queryByTestId('studio-sidebar-backdrop')).not.toBeInTheDocument();
        expect(closedNav()).not.toBeVisible();
        expect(menu).toHaveFocus();
    });
});
