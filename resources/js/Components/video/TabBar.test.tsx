import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { layOutScrollRow } from '@/test/scrollRow';

import { TabRow } from './TabBar';

const tabs = ['Home', 'Videos', 'Playlists', 'Community', 'About'];

function Row() {
    return (
        <TabRow label="Channel sections" active="home">
            {tabs.map((tab) => (
                <li key={tab}>
                    <a href={`#${tab}`} aria-current={tab === 'Home' ? 'page' : undefined}>
                        {tab}
                    </a>
                </li>
            ))}
        </TabRow>
    );
}

function renderRow(size: { width: number; content: number }) {
    const rendered = renderPage(Row);
    const row = screen.getByRole('list');
    layOutScrollRow(row, size);

    return { ...rendered, row };
}

describe('TabRow', () => {
    it('shows no scroll arrows when every tab fits', () => {
        renderRow({ width: 600, content: 500 });

        expect(screen.getByRole('navigation', { name: 'Channel sections' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Scroll tabs left' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Scroll tabs right' })).not.toBeInTheDocument();
        expect(screen.getByRole('list').style.maskImage).toBe('');
    });

    it('hints at the tabs hidden to the right with an arrow that scrolls to them', async () => {
        const { user, row } = renderRow({ width: 358, content: 700 });

        expect(screen.queryByRole('button', { name: 'Scroll tabs left' })).not.toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Scroll tabs right' }));

        expect(row.scrollLeft).toBe(262);
        expect(screen.getByRole('button', { name: 'Scroll tabs left' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Scroll tabs right' })).toBeInTheDocument();
    });

    it('is worked by keyboard: at the end focus moves to the arrow back, not to the page', async () => {
        const { user, row } = renderRow({ width: 358, content: 800 });

        screen.getByRole('button', { name: 'Scroll tabs right' }).focus();
        await user.keyboard('{Enter}');
        await user.keyboard('{Enter}');

        expect(row.scrollLeft).toBe(442);
        expect(screen.queryByRole('button', { name: 'Scroll tabs right' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Scroll tabs left' })).toHaveFocus();

        await user.keyboard('{Enter}');
        await user.keyboard('{Enter}');

        expect(row.scrollLeft).toBe(0);
        expect(screen.getByRole('button', { name: 'Scroll tabs right' })).toHaveFocus();
    });
});
