import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { renderPage } from '@/test/render';
import { withSettingsRoutes } from '@/test/settingsPages';

import Help from './Help';

function renderHelp() {
    return renderPage(Help, { component: 'Settings/Help', url: '/settings/help' });
}

const faqs = () =>
    within(screen.getByRole('region', { name: 'FAQs' }))
        .getAllByRole('group')
        .map((panel) => panel.querySelector('summary')?.textContent.replace(/\+$/, ''));

describe('Help notification screen', () => {
    beforeAll(withSettingsRoutes);

    beforeEach(() => {
        installMatchMedia({ width: 1280 });
    });

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('has the search, the heading, four popular resources and four closed FAQ panels', () => {
        renderHelp();

        expect(screen.getByPlaceholderText('Search Here...')).toBeVisible();
        expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
        const resources = within(screen.getByRole('region', { name: 'Popular Help Resources' }));
        expect(resources.getAllByRole('link')).toHaveLength(4);
        expect(resources.getAllByRole('link')[0]).toHaveAttribute('href', 'http://localhost/help');
        expect(faqs()).toHaveLength(4);
        expect(screen.getByText(/Turn on Pause watch history/)).not.toBeVisible();
    });

    it('opens a panel with its question', async () => {
        const { user } = renderHelp();

        await user.click(screen.getByText('How do I stop Blipstream keeping my watch history?'));

        expect(screen.getByText(/Turn on Pause watch history/)).toBeVisible();
    });

    it('filters the resources and the panels by their words, whatever the case', async () => {
        const { user } = renderHelp();

        await user.type(screen.getByPlaceholderText('Search Here...'), 'E-MAIL');

        expect(faqs()).toEqual(['How do I get my notifications by e-mail?']);
        expect(
            screen.queryByRole('region', { name: 'Popular Help Resources' }),
        ).not.toBeInTheDocument();

        await user.clear(screen.getByPlaceholderText('Search Here...'));
        await user.type(screen.getByPlaceholderText('Search Here...'), 'history');

        expect(faqs()).toEqual(['How do I stop Blipstream keeping my watch history?']);
        expect(
            within(screen.getByRole('region', { name: 'Popular Help Resources' })).getAllByRole(
                'link',
            ),
        ).toHaveLength(1);
    });

    it('says so when nothing matches', async () => {
        const { user } = renderHelp();

        await user.type(screen.getByPlaceholderText('Search Here...'), 'zebra');

        expect(screen.getByRole('status')).toHaveTextContent('No results found for "zebra"');
        expect(screen.queryByRole('region', { name: 'FAQs' })).not.toBeInTheDocument();
    });
});
