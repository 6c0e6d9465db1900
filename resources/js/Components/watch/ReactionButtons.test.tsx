import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { guestReactions } from '@/lib/guestLibrary';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import type { ReactionType } from '@/types/models';

import ReactionButtons from './ReactionButtons';
import ShareButton from './ShareButton';

function renderButtons(
    reaction: ReactionType | null,
    signedIn = true,
    variant?: 'pill' | 'compact' | 'rail',
) {
    const Page = () => (
        <ReactionButtons
            variant={variant}
            url="/videos/abc/reaction"
            likes={1500}
            dislikes={3}
            reaction={reaction}
            signedIn={signedIn}
            subject="video"
        />
    );

    return renderPage(Page);
}

describe('ReactionButtons', () => {
    beforeEach(() => {
        withRoutes({ login: 'login' });
    });

    it('shows the counts and which one is pressed', () => {
        renderButtons('like');

        expect(screen.getByRole('button', { name: 'Like this video' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
        expect(screen.getByRole('button', { name: 'Dislike this video' })).toHaveAttribute(
            'aria-pressed',
            'false',
        );
        expect(screen.getByText('1.5K')).toBeVisible();
    });

    it('likes with a POST', async () => {
        const server = fakeServer();
        const { user } = renderButtons(null);

        await user.click(screen.getByRole('button', { name: 'Like this video' }));

        expect(server.requests[0]?.method).toBe('post');
        expect(server.requests[0]?.url).toContain('/videos/abc/reaction');
        expect(server.requests[0]?.data).toEqual({ type: 'like' });
    });

    it('takes a like back with a DELETE', async () => {
        const server = fakeServer();
        const { user } = renderButtons('like');

        await user.click(screen.getByRole('button', { name: 'Like this video' }));

        expect(server.requests[0]?.method).toBe('delete');
    });

    it('switches a like to a dislike in one request', async () => {
        const server = fakeServer();
        const { user } = renderButtons('like');

        await user.click(screen.getByRole('button', { name: 'Dislike this video' }));

        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.method).toBe('post');
        expect(server.requests[0]?.data).toEqual({ type: 'dislike' });
    });

    it('stacks the two as round icons over their counts in a rail', () => {
        renderButtons('dislike', true, 'rail');

        const like = screen.getByRole('button', { name: 'Like this video' });
        expect(like.parentElement).toHaveClass('flex-col');
        expect(like).toHaveTextContent('1.5K');
        expect(like.querySelector('span.rounded-full svg')).not.toBeNull();
        expect(screen.getByRole('button', { name: 'Dislike this video' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
    });

    it('asks a guest to sign in instead of reacting', () => {
        const server = fakeServer();
        renderButtons(null, false);

        expect(screen.queryByRole('button')).toBeNull();
        expect(screen.getByRole('link', { name: 'Sign in to like this video' })).toHaveAttribute(
            'href',
            'http://localhost/login',
        );
        expect(server.requests).toHaveLength(0);
    });
});

describe('ReactionButtons for a guest on a video', () => {
    afterEach(() => {
        localStorage.clear();
    });

    function renderGuestButtons() {
        const Page = () => (
            <ReactionButtons
                url="/videos/abcdefghijk/reaction"
                likes={1500}
                dislikes={3}
                reaction={null}
                signedIn={false}
                subject="video"
                guestVideoId="abcdefghijk"
            />
        );

        return renderPage(Page);
    }

    it('keeps the like in this browser, counted in the figure, and asks the server nothing', async () => {
        const server = fakeServer();
        const { user } = renderGuestButtons();
        const like = screen.getByRole('button', { name: 'Like this video' });

        await user.click(like);

        expect(like).toHaveAttribute('aria-pressed', 'true');
        expect(like).toHaveTextContent('1.5K');
        expect(guestReactions.get()).toMatchObject([{ videoId: 'abcdefghijk', type: 'like' }]);
        expect(server.requests).toHaveLength(0);
    });

    it('switches to a dislike, then takes it back', async () => {
        const { user } = renderGuestButtons();
        const dislike = screen.getByRole('button', { name: 'Dislike this video' });

        await user.click(screen.getByRole('button', { name: 'Like this video' }));
        await user.click(dislike);

        expect(dislike).toHaveAttribute('aria-pressed', 'true');
        expect(dislike).toHaveTextContent('4');
        expect(screen.getByRole('button', { name: 'Like this video' })).toHaveAttribute(
            'aria-pressed',
            'false',
        );

        await user.click(dislike);

        expect(dislike).toHaveTextContent('3');
        expect(guestReactions.get()).toEqual([]);
    });
});

describe('ShareButton', () => {
    it('copies the link and says so', async () => {
        const Page = () => <ShareButton path="/watch?v=abc" />;
        const { user } = renderPage(Page);
        const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

        await user.click(screen.getByRole('button', { name: 'Share' }));

        expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/watch?v=abc`);
        expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    });

    it('in a rail, copies the link too and says so beside the button', async () => {
        const Page = () => <ShareButton path="/blips?v=abc" variant="rail" />;
        const { user } = renderPage(Page);
        const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

        await user.click(screen.getByRole('button', { name: 'Share: copy the link' }));

        expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blips?v=abc`);
        expect(screen.getByRole('status')).toHaveTextContent('Link copied');
        expect(screen.getByRole('status')).toHaveClass('right-full');
    });
});
