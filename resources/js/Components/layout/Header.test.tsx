import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { useSidebar } from '@/hooks/useSidebar';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import Header from './Header';

function HeaderPage() {
    const menuButtonRef = useRef<HTMLButtonElement>(null);
    const sidebar = useSidebar(menuButtonRef);

    return <Header sidebar={sidebar} menuButtonRef={menuButtonRef} />;
}

/** The search form's box, which phones hide until the search icon opens it. */
const searchArea = () => screen.getByRole('search').parentElement as HTMLElement;

describe('Header', () => {
    beforeAll(() => {
        withRoutes({ login: 'login' });
    });

    beforeEach(() => {
        installMatchMedia({ width: 390 });
    });

    afterEach(() => {
        uninstallMatchMedia();
    });

    it('keeps the search box behind an icon on phones and inline from 640 px', () => {
        renderPage(HeaderPage);

        expect(searchArea()).toHaveClass('hidden', 'sm:flex');
        expect(screen.getByRole('button', { name: 'Open search' })).toHaveClass('sm:hidden');
        expect(screen.queryByRole('button', { name: 'Close search' })).not.toBeInTheDocument();
    });

    it('opens a header-wide search with the box focused, the other controls stepping aside', async () => {
        const { user } = renderPage(HeaderPage);

        await user.click(screen.getByRole('button', { name: 'Open search' }));

        expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
        expect(searchArea()).not.toHaveClass('hidden');
        expect(screen.getByRole('button', { name: 'Menu' }).parentElement).toHaveClass(
            'max-sm:hidden',
        );
        expect(screen.getByRole('link', { name: 'Sign In' }).parentElement).toHaveClass(
            'max-sm:hidden',
        );
        expect(screen.getByRole('button', { name: 'Close search' })).toHaveClass('sm:hidden');
    });

    it('closes with its back arrow or Escape, handing focus back to the search icon', async () => {
        const { user } = renderPage(HeaderPage);

        await user.click(screen.getByRole('button', { name: 'Open search' }));
        await user.click(screen.getByRole('button', { name: 'Close search' }));

        expect(searchArea()).toHaveClass('hidden');
        expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();

        await user.keyboard('{Enter}');
        await user.type(screen.getByRole('searchbox'), 'rain');
        await user.keyboard('{Escape}');

        expect(searchArea()).toHaveClass('hidden');
        expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
    });
});
