import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installMatchMedia, setViewportWidth, uninstallMatchMedia } from '@/test/matchMedia';
import { renderPage } from '@/test/render';
import { layOutScrollRow } from '@/test/scrollRow';

import CategoryChips from './CategoryChips';

const chips = ['All', 'Trending', 'Live', 'Gaming'].map((label) => ({
    value: label.toLowerCase(),
    label,
}));

function renderChips() {
    const Chips = () => <CategoryChips chips={chips} active="all" reload={['featured']} />;
    const rendered = renderPage(Chips);
    const row = screen.getByRole('link', { name: 'All' }).parentElement as HTMLElement;
    const first = screen.getByRole('link', { name: 'All' });
    Object.defineProperty(first, 'offsetWidth', { value: 88 });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy;

    return { ...rendered, scrollBy };
}

describe('CategoryChips', () => {
    beforeEach(() => {
        installMatchMedia({ width: 1280 });
    });

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('links the first chip home and the others to their category', () => {
        renderChips();

        expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/');
        expect(screen.getByRole('link', { name: 'Gaming' })).toHaveAttribute(
            'href',
            '/?category=gaming',
        );
    });

    it('moves two chips per arrow press on wide screens', async () => {
        const { user, scrollBy } = renderChips();

        await user.click(screen.getByRole('button', { name: 'Next categories' }));
        await user.click(screen.getByRole('button', { name: 'Previous categories' }));

        // Each chip is 88 px wide with a 12 px gap.
        expect(scrollBy).toHaveBeenNthCalledWith(1, { left: 200 });
        expect(scrollBy).toHaveBeenNthCalledWith(2, { left: -200 });
    });

    it('moves one chip per arrow press between 480 and 1023 px', async () => {
        setViewportWidth(800);
        const { user, scrollBy } = renderChips();

        await user.click(screen.getByRole('button', { name: 'Next categories' }));

        expect(scrollBy).toHaveBeenCalledWith({ left: 100 });
    });

    it('fades the edge beyond which chips are hidden, the hint on phones where the arrows hide', () => {
        setViewportWidth(390);
        renderChips();
        const row = screen.getByRole('link', { name: 'All' }).parentElement as HTMLElement;

        layOutScrollRow(row, { width: 320, content: 320 });
        expect(row.style.maskImage).toBe('');

        layOutScrollRow(row, { width: 320, content: 600 });
        expect(row.style.maskImage).toBe(
            'linear-gradient(to right, black 0, black calc(100% - 48px), transparent 100%)',
        );

        row.scrollBy({ left: 280 });
        expect(row.style.maskImage).toBe(
            'linear-gradient(to right, transparent 0, black 48px, black 100%)',
        );
    });
});
