import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { getSearchQuery, setSearchQuery, useInPlaceSearch } from '@/lib/searchQuery';
import { renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';

import SearchBox from './SearchBox';

describe('SearchBox', () => {
    afterEach(() => {
        setSearchQuery('');
    });

    it('sets the shared search query and visits the results page on submit', async () => {
        const server = fakeServer('SearchBox');
        const { user } = renderPage(SearchBox);

        await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  cats & dogs ');
        await user.click(screen.getByRole('button', { name: 'Search' }));

        expect(getSearchQuery()).toBe('cats & dogs');
        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const url = new URL(server.requests[0]?.url ?? '');
        expect(url.pathname).toBe('/search');
        expect(url.searchParams.get('q')).toBe('cats & dogs');
    });

    it('submits with Enter', async () => {
        const server = fakeServer('SearchBox');
        const { user } = renderPage(SearchBox);

        await user.type(screen.getByRole('searchbox'), 'music{Enter}');

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(getSearchQuery()).toBe('music');
    });

    it('clears the shared query and stays put when submitted empty', async () => {
        const server = fakeServer('SearchBox');
        setSearchQuery('old');
        const { user } = renderPage(SearchBox);

        await user.clear(screen.getByRole('searchbox'));
        await user.click(screen.getByRole('button', { name: 'Search' }));

        expect(getSearchQuery()).toBe('');
        expect(server.requests).toHaveLength(0);
    });

    it('shows the shared query, also when a page changes it', () => {
        setSearchQuery('jazz');
        renderPage(SearchBox);

        expect(screen.getByRole('searchbox')).toHaveValue('jazz');

        act(() => {
            setSearchQuery('');
        });

        expect(screen.getByRole('searchbox')).toHaveValue('');
    });

    it('filters a page that searches in place instead of leaving it', async () => {
        const server = fakeServer('SearchBox');
        const FilteringPage = () => {
            useInPlaceSearch();

            return <SearchBox />;
        };
        const { user } = renderPage(FilteringPage);

        await user.type(screen.getByRole('searchbox'), 'lantern{Enter}');

        expect(getSearchQuery()).toBe('lantern');
        expect(server.requests).toHaveLength(0);
    });

    it('is a search landmark', () => {
        renderPage(SearchBox);

        expect(screen.getByRole('search')).toContainElement(screen.getByRole('searchbox'));
    });
});
