import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeJsonApi, withRoutes } from '@/test/server';
import type { VideoComment } from '@/types/models';

import CommentThread from './CommentThread';

function makeComment(id: number, overrides: Partial<VideoComment> = {}): VideoComment {
    return {
        id,
        body: `Comment ${String(id)}`,
        created_at: '2026-11-01T10:00:00+00:00',
        likes: 0,
        dislikes: 0,
        is_pinned: false,
        is_hearted: false,
        is_held: false,
        reaction: null,
        author: { id, name: `Viewer ${String(id)}`, handle: null, avatar_url: null },
        ...overrides,
    };
}

function renderThread(replyCount: number, overrides: Partial<VideoComment> = {}) {
    const Page = () => (
        <CommentThread
            comment={makeComment(1, { reply_count: replyCount, ...overrides })}
            channel={{ name: 'Clay Club', avatar_url: null }}
            videoId="abcdefghijk"
            canWrite={false}
        />
    );

    return renderPage(Page);
}

/** Two pages of replies: 11 and 12 on the first, 13 on the second. */
function repliesApi() {
    return fakeJsonApi((url) => {
        const page = Number(url.searchParams.get('page'));

        return {
            body: {
                data: page === 1 ? [makeComment(11), makeComment(12)] : [makeComment(13)],
                links: { next: page === 1 ? '/comments/1/replies?page=2' : null },
                meta: { current_page: page },
            },
        };
    });
}

describe('CommentThread', () => {
    beforeEach(() => {
        withRoutes({
            login: 'login',
            'comments.replies': 'comments/{comment}/replies',
            'comments.reaction.store': 'comments/{comment}/reaction',
        });
    });

    it('keeps the replies folded until asked, then fetches them a page at a time', async () => {
        const requests = repliesApi();
        const { user } = renderThread(3);

        const toggle = screen.getByRole('button', { name: '3 replies' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(requests).toHaveLength(0);

        await user.click(toggle);
        const replies = screen.getByRole('list', { name: 'Replies to Viewer 1' });
        expect(await within(replies).findByText('Comment 12')).toBeInTheDocument();
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(requests[0]?.url).toContain('/comments/1/replies?page=1');

        await user.click(screen.getByRole('button', { name: 'Show more replies' }));
        expect(await within(replies).findByText('Comment 13')).toBeInTheDocument();
        expect(requests[1]?.url).toContain('page=2');
        expect(within(replies).getAllByRole('listitem')).toHaveLength(3);
        expect(screen.queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();

        await user.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('list', { name: 'Replies to Viewer 1' })).not.toBeInTheDocument();

        // Unfolding again shows the replies already fetched, without asking the server.
        await user.click(toggle);
        expect(
            within(screen.getByRole('list', { name: 'Replies to Viewer 1' })).getAllByRole(
                'listitem',
            ),
        ).toHaveLength(3);
        expect(requests).toHaveLength(2);
    });

    it("shows the channel's pin and heart on a comment it pinned and hearted", () => {
        renderThread(0, { is_pinned: true, is_hearted: true });

        expect(screen.getByText('Pinned by Clay Club')).toBeVisible();
        expect(screen.getByRole('img', { name: 'Hearted by Clay Club' })).toBeVisible();
    });

    it('shows neither on a comment without them', () => {
        renderThread(0);

        expect(screen.queryByText(/Pinned by/)).not.toBeInTheDocument();
        expect(screen.queryByRole('img', { name: /Hearted by/ })).not.toBeInTheDocument();
    });

    it('offers no toggle for a comment without replies', () => {
        renderThread(0);

        expect(screen.queryByRole('button', { name: /repl/ })).not.toBeInTheDocument();
    });

    it('says when the replies could not be loaded and tries again on request', async () => {
        let fail = true;
        fakeJsonApi(() =>
            fail
                ? { status: 500, body: { message: 'Server Error' } }
                : {
                      body: {
                          data: [makeComment(11)],
                          links: { next: null },
                          meta: { current_page: 1 },
                      },
                  },
        );
        const { user } = renderThread(1);

        await user.click(screen.getByRole('button', { name: '1 reply' }));
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'The replies could not be loaded.',
        );

        fail = false;
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByText('Comment 11')).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
});
