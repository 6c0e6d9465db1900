import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DROPDOWN_LEAVE_MS } from '@/Components/ui/Dropdown';
import { guestNotInterested } from '@/lib/guestLibrary';
import { queue } from '@/lib/queue';
import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { VideoCard as VideoCardData } from '@/types/models';

import VideoCard, { channelUrl } from './VideoCard';
import VideoGridSkeleton from './VideoGridSkeleton';

let listAction = vi.fn();

// One component for every test: Inertia keeps the first page component it resolved, and a new
// function per test would remount the card (and lose its state) when a visit answers.
function CardHarness({ video }: { video: VideoCardData }) {
    return (
        <div>
            <p>Outside</p>
            <VideoCard
                video={video}
                actions={[
                    {
                        label: 'Remove from liked videos',
                        onSelect: (selected) => {
                            listAction(selected);
                        },
                    },
                ]}
            />
        </div>
    );
}

function renderCard(
    video: VideoCardData = makeVideo({ id: 'dQw4w9WgXcQ' }),
    onRemove = vi.fn(),
    signedIn = false,
) {
    listAction = onRemove;

    return {
        ...renderPage(CardHarness, {
            props: { video },
            shared: { auth: { user: signedIn ? makeUser() : null } },
        }),
        onRemove,
    };
}

beforeEach(() => {
    withRoutes({
        login: 'login',
        'watch-later.store': 'watch-later/{video}',
        'videos.not-interested.store': 'videos/{video}/not-interested',
    });
});

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
        expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
    });
});

describe('VideoCard options menu', () => {
    afterEach(() => {
        localStorage.clear();
        sessionStorage.clear();
    });

    const menu = () => screen.getByRole('menu');
    const trigger = () => screen.getByRole('button', { name: /More actions/ });

    it('opens from the keyboard on the first item and moves with the arrows', async () => {
        const { user } = renderCard();

        trigger().focus();
        await user.keyboard('{Enter}');

        const items = within(menu()).getAllByRole('menuitem');
        expect(items.map((item) => item.textContent)).toEqual([
            'Remove from liked videos',
            'Add to queue',
            'Sign in to save to Watch later',
            'Share',
            'Not interested',
        ]);
        expect(items[0]).toHaveFocus();

        await user.keyboard('{ArrowDown}');
        expect(items[1]).toHaveFocus();
        await user.keyboard('{End}');
        expect(items[4]).toHaveFocus();
        await user.keyboard('{ArrowDown}');
        expect(items[0]).toHaveFocus();
    });

    it('closes on Escape and gives the focus back to its button', async () => {
        const { user } = renderCard();

        trigger().focus();
        await user.keyboard('{Enter}');
        await user.keyboard('{Escape}');

        expect(trigger()).toHaveFocus();
        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('adds the video to the tab queue and says so', async () => {
        const video = makeVideo({ id: 'queued00001', title: 'Queue me' });
        const { user } = renderCard(video);

        await user.click(trigger());
        await user.click(within(menu()).getByRole('menuitem', { name: 'Add to queue' }));

        expect(queue.get()).toEqual([video]);
        expect(JSON.parse(sessionStorage.getItem('queue') ?? '[]')).toHaveLength(1);
        expect(screen.getByText('Added to queue')).toBeVisible();
    });

    it('saves to Watch later on the account and tells what the server said', async () => {
        const video = makeVideo({ id: 'dQw4w9WgXcQ' });
        const server = fakeServer('CardHarness');
        server.respond(() => ({
            props: { video },
            shared: { auth: { user: makeUser() }, flash: { status: 'Saved to Watch later' } },
        }));
        const { user } = renderCard(video, vi.fn(), true);

        await user.click(trigger());
        await user.click(within(menu()).getByRole('menuitem', { name: 'Save to Watch later' }));

        expect(server.requests[0]?.method).toBe('post');
        expect(server.requests[0]?.url).toContain('/watch-later/dQw4w9WgXcQ');
        expect(await screen.findByText('Saved to Watch later')).toBeVisible();
    });

    it('sends a guest to sign in for Watch later', async () => {
        const { user } = renderCard();

        await user.click(trigger());

        expect(
            within(menu()).getByRole('menuitem', { name: 'Sign in to save to Watch later' }),
        ).toHaveAttribute('href', 'http://localhost/login');
    });

    it('hides the card when not interested, on the account, with an Undo', async () => {
        const video = makeVideo({ id: 'dQw4w9WgXcQ' });
        const server = fakeServer('CardHarness');
        server.respond(() => ({ props: { video }, shared: { auth: { user: makeUser() } } }));
        const { user } = renderCard(video, vi.fn(), true);

        await user.click(trigger());
        await user.click(within(menu()).getByRole('menuitem', { name: 'Not interested' }));

        expect(screen.getByText(/Video hidden/)).toBeVisible();
        expect(screen.queryByRole('link', { name: 'Sunrise over the ridge' })).toBeNull();
        expect(server.requests[0]?.method).toBe('post');
        expect(server.requests[0]?.url).toContain('/videos/dQw4w9WgXcQ/not-interested');

        await user.click(screen.getByRole('button', { name: 'Undo' }));

        expect(server.requests[1]?.method).toBe('delete');
        expect(screen.getAllByRole('link', { name: 'Sunrise over the ridge' })).toHaveLength(2);
    });

    it("keeps a guest's not interested in this browser", async () => {
        const server = fakeServer();
        const { user } = renderCard(makeVideo({ id: 'dQw4w9WgXcQ' }));

        await user.click(trigger());
        await user.click(within(menu()).getByRole('menuitem', { name: 'Not interested' }));

        expect(guestNotInterested.get()).toEqual(['dQw4w9WgXcQ']);
        await user.click(screen.getByRole('button', { name: 'Undo' }));
        expect(guestNotInterested.get()).toEqual([]);
        expect(server.requests).toHaveLength(0);
    });
});

describe('VideoGridSkeleton', () => {
    it('draws as many placeholder cards as asked', () => {
        const Skeleton = () => <VideoGridSkeleton count={15} />;
        renderPage(Skeleton);

        expect(screen.getByRole('status', { name: 'Loading videos' }).children).toHaveLength(15);
    });
});

describe('channelUrl', () => {
    it('gives the one canonical address, whether or not the handle carries its @', () => {
        expect(channelUrl('night-owls')).toBe('/channel/@night-owls');
        expect(channelUrl('@night-owls')).toBe('/channel/@night-owls');
        expect(channelUrl('night-owls', 'about')).toBe('/channel/@night-owls?tab=about');
    });
});
