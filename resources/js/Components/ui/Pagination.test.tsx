import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';

import Pagination from './Pagination';

function renderPager(currentPage: number, lastPage: number | null) {
    function Pager() {
        return (
            <Pagination
                label="Pages"
                currentPage={currentPage}
                lastPage={lastPage}
                hrefFor={(page) => `/list?page=${String(page)}`}
            />
        );
    }

    return renderPage(Pager);
}

describe('Pagination', () => {
    it('links the pages on either side of the current one', () => {
        renderPager(2, 3);

        expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3');
        expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
            'href',
            '/list?page=1',
        );
        expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=3');
    });

    it('has nothing to go back to from the first page', () => {
        renderPager(1, 2);
        expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
        expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    });

    it('has nothing to go on to from the last page', () => {
        renderPager(2, 2);
        expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
        expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    });

    it('goes on from any page of a list too long to count', () => {
        renderPager(7, null);

        expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 7');
        expect(screen.getByRole('navigation', { name: 'Pages' })).not.toHaveTextContent('of');
        expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=8');
    });

    it('is not shown for a single page', () => {
        renderPager(1, 1);

        expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    });
});
