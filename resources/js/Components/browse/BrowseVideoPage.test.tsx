import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { VideoCard } from '@/types/models';

import BrowseVideoPage from './BrowseVideoPage';

const TABS = {
    label: 'News sections',
    path: '/news',
    options: [
        { value: 'top-stories', label: 'Top stories' },
        { value: 'sport', label: 'Sport' },
    ],
    active: 'sport',
};

/** The grid reads its deferred prop from the page, as on a real visit once it has loaded. */
function renderBrowsePage(videos: VideoCard[], withTabs: boolean) {
    const Page = ({ videos }: { videos: VideoCard[] }) => (
        <BrowseVideoPage title="News" tabs={withTabs ? TABS : undefined} videos={videos} />
    );

    return renderPage(Page, { props: { videos } });
}

describe('BrowseVideoPage', () => {
    beforeEach(() => {
        withRoutes({ login: 'login' });
    });

    it('shows the title, the tab bar and the cards', () => {
        renderBrowsePage([makeVideo({ title: 'Harbour storm' })], true);

        expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
        const tabs = screen.getByRole('navigation', { name: 'News sections' });
        expect(tabs).toHaveTextContent('Top stories');
        expect(tabs).toHaveTextContent('Sport');
        // The grid is the page's content under its h1: no level skipped down to the cards.
        expect(
            screen.getByRole('heading', { level: 2, name: 'Harbour storm' }),
        ).toBeInTheDocument();
    });

    it('leaves the tab bar out when the page has no tabs, and says when nothing is found', () => {
        renderBrowsePage([], false);

        expect(screen.queryByRole('navigation', { name: 'News sections' })).not.toBeInTheDocument();
        expect(screen.getByText('No videos found')).toBeInTheDocument();
        expect(
            screen.getByText(
                'No trending videos found in this category. Try selecting a different category.',
            ),
        ).toBeInTheDocument();
    });
});
