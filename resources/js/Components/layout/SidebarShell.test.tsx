import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useSidebar } from '@/hooks/useSidebar';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { renderPage } from '@/test/render';

import SidebarShell from './SidebarShell';

function ShellPage() {
    const menuRef = useRef<HTMLButtonElement>(null);
    const sidebar = useSidebar(menuRef);

    return (
        <>
            <button ref={menuRef} type="button" onClick={sidebar.toggle}>
                Menu
            </button>
            <SidebarShell
                sidebar={sidebar}
                id="shell"
                label="Shell"
                backdropTestId="shell-backdrop"
                width="w-60"
                overlayWidth="w-72"
                besideClassName="pt-3"
                wordmark="always"
            >
                <p>Shell items</p>
                <a href="#here">A link</a>
            </SidebarShell>
        </>
    );
}

const nav = () => document.getElementById('shell') as HTMLElement;

describe('SidebarShell', () => {
    afterEach(() => {
        uninstallMatchMedia();
    });

    it('sits beside the page at the given width on wide screens', () => {
        installMatchMedia({ width: 1280 });
        renderPage(ShellPage);

        expect(nav()).toHaveAttribute('aria-label', 'Shell');
        expect(nav()).toHaveClass('sticky', 'w-60', 'pt-3');
        expect(nav()).toHaveTextContent('Shell items');
        expect(screen.queryByTestId('shell-backdrop')).not.toBeInTheDocument();
    });

    it('hides its closed panel on a phone', () => {
        installMatchMedia({ width: 390 });
        renderPage(ShellPage);

        expect(nav()).not.toBeVisible();
        expect(nav()).toHaveAttribute('hidden');
    });

    it('opens over the page at the overlay width and closes from its close button', async () => {
        installMatchMedia({ width: 390 });
        const { user } = renderPage(ShellPage);

        await user.click(screen.getByRole('button', { name: 'Menu' }));

        expect(nav()).toBeVisible();
        expect(nav()).toHaveClass('fixed', 'w-72');
        expect(screen.getByTestId('shell-backdrop')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

        await user.click(screen.getByRole('button', { name: 'Close menu' }));

        expect(nav()).not.toBeVisible();
        expect(screen.queryByTestId('shell-backdrop')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    });

    it('closes its overlay when one of its links is followed', async () => {
        installMatchMedia({ width: 390 });
        const { user } = renderPage(ShellPage);

        await user.click(screen.getByRole('button', { name: 'Menu' }));
        expect(nav()).toBeVisible();

        await user.click(screen.getByRole('link', { name: 'A link' }));
        expect(nav()).not.toBeVisible();
    });
});
