import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DROPDOWN_LEAVE_MS } from '@/Components/ui/Dropdown';
import { renderPage } from '@/test/render';
import { makeVideo } from '@/test/videos';
import type { VideoCard as VideoCardData } from '@/types/models';

import VideoCard from './VideoCard';
import VideoGridSkeleton from './VideoGridSkeleton';

function renderCard(video: VideoCardData = makeVideo({ id: 'dQw4w9WgXcQ' }), onRemove = vi.fn()) {
    const Card = () => (
        <div>
            <p>Outside</p>
            <VideoCard
                video={video}
                actions={[{ label: 'Remove from liked videos', onSelect: onRemove }]}
            />
        </div>
    );

    return { ...renderPage(Card), onRemove };
}

describe('VideoCard', () => {
    beforeEach(() => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
    });

    afterEach(() => {
        vi.useRealTimers();
    });

    it('links the thumbnail and the title to the watch page', () => {
        renderCard();

        const links = screen.getAllByRole('link', { name: 'Sunrise over the ridge' });
        expect(links).toHaveLength(2);
        for (const link of links) {
            expect(link).toHaveAttribute('href', '/watch?v=dQw4w9WgXcQ');
        }
    });

    it('links the channel name to the channel page', () => {
        renderCard();

        expect(screen.getByRole('link', { name: 'Trail Tales' })).toHaveAttribute(
            'href',
            '/channel/@trailtales',
        );
    });

    it('shows the duration, the views and the age', () => {
        renderCard();

        expect(screen.getByText('1:02:03')).toBeVisible();
        expect(screen.getByText('1.5K views • 2 days ago')).toBeVisible();
    });

    it('shows a live stream with a LIVE badge and its viewers instead of a duration', () => {
        renderCard(makeVideo({ kind: 'live', live_viewers: 12_400 }));

        expect(screen.getByText('LIVE')).toBeVisible();
        expect(screen.getByText('12.4K watching')).toBeVisible();
        expect(screen.queryByText('1:02:03')).not.toBeInTheDocument();
    });

    it('closes the menu on outside click', async () => {
        const { user } = renderCard();

        await user.click(
            screen.getByRole('button', { name: 'More actions for Sunrise over the ridge' }),
        );
        expect(screen.getByRole('menu')).toBeVisible();

        await user.click(screen.getByText('Outside'));
        act(() => {
            vi.advanceTimersByTime(DROPDOWN_LEAVE_MS);
        });

        expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('runs a list action with the video and closes the menu', async () => {
        const video = makeVideo();
        const { user, onRemove } = renderCard(video);

        await user.click(screen.getByRole('button', { name: /More actions/ }));
        await user.click(
            within(screen.getByRole('menu')).getByRole('menuitem', {
                name: 'Remove from liked videos',
            }),
        );
        act(() => {
            vi.advanceTimersByTime(DROPDOWN_LEAVE_MS);
        });

        expect(onRemove).toHaveBeenCalledWith(video);
        expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('copies the watch link when shared', async () => {
        const { user } = renderCard();
        const writeText = vi.spyOn(navigator.clipboard, 'writeText');

        await user.click(screen.getByRole('button', { name: /More actions/ }));
        await user.click(screen.getByRole('menuitem', { name: 'Share' }));

        expect(writeText).toHaveBeenCalledWith('http://localhost:3000/watch?v=dQw4w9WgXcQ');
        expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    });
});

describe('VideoGridSkeleton', () => {
    it('draws as many placeholder cards as asked', () => {
        const Skeleton = () => <VideoGridSkeleton count={15} />;
        renderPage(Skeleton);

        expect(screen.getByRole('status', { name: 'Loading videos' }).children).toHaveLength(15);
    });
});
