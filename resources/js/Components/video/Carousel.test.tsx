import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';

import Carousel, { type CarouselProps } from './Carousel';

const slides = ['Harbour lights', 'Night market', 'Tide pools'].map((title) => ({
    key: title,
    content: <a href={`/watch/${title}`}>{title}</a>,
}));

function renderCarousel() {
    return renderPage(Carousel, { props: { label: 'Blips', slides } satisfies CarouselProps });
}

describe('Carousel', () => {
    it('shows its slides before the slider code has arrived', () => {
        renderCarousel();

        const row = screen.getByRole('group', { name: 'Blips' });
        expect(row).toHaveTextContent('Harbour lightsNight marketTide pools');
        expect(screen.queryByRole('button', { name: 'Next in Blips' })).not.toBeInTheDocument();
    });

    it('turns the row on screen into the slider, keeping the elements a click may have started on', async () => {
        renderCarousel();
        const link = screen.getByRole('link', { name: 'Night market' });

        expect(await screen.findByRole('button', { name: 'Next in Blips' })).toBeInTheDocument();

        expect(link.isConnected).toBe(true);
        expect(link.closest('.swiper')).toHaveClass('swiper-initialized');
        expect(screen.getByRole('button', { name: 'Previous in Blips' })).toBeDisabled();
    });
});
