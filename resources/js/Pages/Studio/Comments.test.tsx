import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CommentFilters, StudioCommentsProps } from '@/Components/studio/types';
import { installMatchMedia } from '@/test/matchMedia';
import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, fakeServer, withRoutes } from '@/test/server';
import type { StudioComment } from '@/types/models';

import Comments, { commentsQuery } from './Comments';

beforeAll(() => {
    withRoutes({
        ...accountMenuRoutes,
        watch: 'watch',
        'studio.comments': 'studio/comments',
        'studio.comments.bulk': 'studio/comments/bulk',
        'studio.comments.reply': 'studio/comments/{comment}/reply',
    });
});

const channel = { id: 7, handle: 'clay-club', name: 'Clay Club', avatar_url: null };

function makeComment(id: number, overrides: Partial<StudioComment> = {}): StudioComment {
    return {
        id,
        author: { name: `Viewer ${String(id)}`, avatar_url: null },
        text: `Comment ${String(id)}`,
        video: { id: 'AbCdEfGhIjK', title: 'Pottery basics' },
        date: '2026-11-01T10:00:00+00:00',
        likes: id,
        isHearted: false,
        isPinned: false,
        isHeld: false,
        isReply: false,
        ...overrides,
    };
}

function list(comments: StudioComment[]): StudioCommentsProps['comments'] {
    return {
        data: comments,
        meta: {
            current_page: 1,
            last_page: 1,
            per_page: 20,
            total: comments.length,
            from: comments.length > 0 ? 1 : null,
            to: comments.length > 0 ? comments.length : null,
        },
    };
}

const published = [
    makeComment(1),
    makeComment(2, { isHearted: true }),
    makeComment(3, { isReply: true }),
];
const held = [makeComment(8, { isHeld: true }), makeComment(9, { isHeld: true })];

function renderComments(filters: Partial<CommentFilters> = {}, comments = published) {
    installMatchMedia({ width: 1280 });

    return renderPage(Comments, {
        component: 'Studio/Comments',
        url: '/studio/comments',
        shared: { auth: { user: makeUser({ channel }) } },
        props: {
            filters: { tab: 'published', q: '', video: '', ...filters },
            comments: list(comments),
            counts: { published: 3, held: 2 },
            videos: [{ id: 'AbCdEfGhIjK', title: 'Pottery basics' }],
        },
    });
}

/** A fake server answering every visit with the Comments page its query asks for. */
function commentsServer(errors: Record<string, string> = {}) {
    const server = fakeServer('Studio/Comments');
    server.respond((request) => {
        const asked = new URL(request.url, 'http://localhost').searchParams;
        const tab = asked.get('tab') === 'held' ? 'held' : 'published';

        return {
            props: {
                filters: { tab, q: asked.get('q') ?? '', video: asked.get('video') ?? '' },
                comments: list(tab === 'held' ? held : published),
                counts: { published: 3, held: 2 },
                videos: [{ id: 'AbCdEfGhIjK', title: 'Pottery basics' }],
                errors,
            },
            shared: { auth: { user: makeUser({ channel }) } },
        };
    });

    return server;
}

function sent(data: unknown): Record<string, unknown> {
    return (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;
}

const rowOf = (author: string) => screen.getByRole('listitem', { name: author });
const selectAll = () => screen.getByRole('checkbox', { name: /Select all|selected/ });

describe('Studio Comments', () => {
    it("says the spec's empty texts, and offers no select-all on an empty list", () => {
        renderComments({}, []);

        expect(screen.getByText('No comments found')).toBeVisible();
        expect(screen.getByText("You don't have any comments yet.")).toBeVisible();
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('says to adjust the search when a search finds nothing', () => {
        renderComments({ q: 'glaze' }, []);

        expect(screen.getByText('No comments found')).toBeVisible();
        expect(screen.getByText('Try adjusting your search query.')).toBeVisible();
    });

    it("shows each comment's author, text, video, likes and state", () => {
        renderComments();

        const row = rowOf('Viewer 2');
        expect(within(row).getByText('Comment 2')).toBeVisible();
        expect(within(row).getByRole('link', { name: 'Pottery basics' })).toHaveAttribute(
            'href',
            'http://localhost/watch?v=AbCdEfGhIjK',
        );
        expect(within(row).getByText('2 likes')).toBeVisible();
        expect(within(row).getByRole('button', { name: 'Heart' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
        // A reply cannot be pinned; a top-level comment can.
        expect(within(rowOf('Viewer 3')).queryByRole('button', { name: 'Pin' })).toBeNull();
        expect(within(rowOf('Viewer 1')).getByRole('button', { name: 'Pin' })).toBeVisible();
        expect(screen.getByRole('link', { name: 'Held for review (2)' })).toBeVisible();
    });

    it('selects all, some, or none of the comments', async () => {
        const { user } = renderComments();
        const bulk = within(screen.getByRole('region', { name: 'Selected comments' }));

        expect(bulk.getByRole('button', { name: 'Heart' })).toBeDisabled();
        await user.click(selectAll());
        expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
        expect(bulk.getByText('3 selected')).toBeVisible();

        await user.click(within(rowOf('Viewer 2')).getByRole('checkbox'));
        expect(bulk.getByText('2 selected')).toBeVisible();
        expect(selectAll()).not.toBeChecked();
        expect((selectAll() as HTMLInputElement).indeterminate).toBe(true);

        // Select-all with some chosen chooses them all; again, none.
        await user.click(selectAll());
        expect(selectAll()).toBeChecked();
        await user.click(selectAll());
        expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    });

    it('sends a bulk action for the selected comments and clears the selection after it', async () => {
        const server = commentsServer();
        const { user } = renderComments();
        const bulk = within(screen.getByRole('region', { name: 'Selected comments' }));

        await user.click(within(rowOf('Viewer 1')).getByRole('checkbox'));
        await user.click(within(rowOf('Viewer 3')).getByRole('checkbox'));
        await user.click(bulk.getByRole('button', { name: 'Heart' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.url).toBe('http://localhost/studio/comments/bulk');
        expect(sent(server.requests[0]?.data)).toEqual({ action: 'heart', comments: [1, 3] });
        await waitFor(() => {
            expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
        });
    });

    it('clears the selection when the tab changes', async () => {
        commentsServer();
        const { user } = renderComments();

        await user.click(within(rowOf('Viewer 1')).getByRole('checkbox'));
        await user.click(screen.getByRole('link', { name: 'Held for review (2)' }));
        await screen.findByRole('listitem', { name: 'Viewer 8' });
        expect(
            within(screen.getByRole('region', { name: 'Selected comments' })).getByRole('button', {
                name: 'Approve',
            }),
        ).toBeDisabled();

        await user.click(screen.getByRole('link', { name: 'Published (3)' }));
        await screen.findByRole('listitem', { name: 'Viewer 1' });
        expect(within(rowOf('Viewer 1')).getByRole('checkbox')).not.toBeChecked();
    });

    it('clears the selection when a search is made', async () => {
        const server = commentsServer();
        const { user } = renderComments();

        await user.click(selectAll());
        await user.type(screen.getByLabelText('Search comments'), '  glaze ');
        await user.click(screen.getByRole('button', { name: 'Search' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(new URL(server.requests[0]?.url ?? '').searchParams.get('q')).toBe('glaze');
        await waitFor(() => {
            expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
        });
    });

    it("toggles one comment's heart and pin, and approves a held one", async () => {
        const server = commentsServer();
        const { user } = renderComments();

        await user.click(within(rowOf('Viewer 2')).getByRole('button', { name: 'Heart' }));
        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(sent(server.requests[0]?.data)).toEqual({ action: 'unheart', comments: [2] });

        await user.click(within(rowOf('Viewer 1')).getByRole('button', { name: 'Pin' }));
        await waitFor(() => {
            expect(server.requests).toHaveLength(2);
        });
        expect(sent(server.requests[1]?.data)).toEqual({ action: 'pin', comments: [1] });
    });

    it('approves a held comment from its row', async () => {
        const server = commentsServer();
        const { user } = renderComments({ tab: 'held' }, held);

        expect(within(rowOf('Viewer 8')).queryByRole('button', { name: 'Pin' })).toBeNull();
        await user.click(within(rowOf('Viewer 8')).getByRole('button', { name: 'Approve' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(sent(server.requests[0]?.data)).toEqual({ action: 'approve', comments: [8] });
    });

    it('deletes only after confirming', async () => {
        const server = commentsServer();
        const { user } = renderComments();

        await user.click(within(rowOf('Viewer 1')).getByRole('button', { name: 'Delete' }));
        const dialog = await screen.findByRole(
            'dialog',
            { name: 'Delete comment?' },
            { timeout: 5000 },
        );
        expect(server.requests).toHaveLength(0);
        await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(sent(server.requests[0]?.data)).toEqual({ action: 'delete', comments: [1] });
    });

    it("shows the server's refusal of a bulk action", async () => {
        commentsServer({ comments: 'Only one comment per video can be pinned.' });
        const { user } = renderComments();
        const bulk = within(screen.getByRole('region', { name: 'Selected comments' }));

        await user.click(selectAll());
        await user.click(bulk.getByRole('button', { name: 'Pin' }));

        expect(await screen.findByText('Only one comment per video can be pinned.')).toBeVisible();
    });

    it('replies as the channel from a row', async () => {
        const server = commentsServer();
        const { user } = renderComments();

        await user.click(within(rowOf('Viewer 3')).getByRole('button', { name: 'Reply' }));
        await user.type(screen.getByLabelText('Reply to Viewer 3'), 'Thank you!');
        await user.click(within(rowOf('Viewer 3')).getByRole('button', { name: 'Reply' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.url).toBe('http://localhost/studio/comments/3/reply');
        expect(sent(server.requests[0]?.data)).toEqual({ body: 'Thank you!' });
    });

    it('keeps defaults out of the query string', () => {
        expect(commentsQuery({ tab: 'published', q: '', video: '' })).toEqual({});
        expect(commentsQuery({ tab: 'held', q: 'glaze', video: 'AbCdEfGhIjK' }, 2)).toEqual({
            tab: 'held',
            q: 'glaze',
            video: 'AbCdEfGhIjK',
            page: '2',
        });
    });

    it('speaks Japanese', () => {
        installMatchMedia({ width: 1280 });
        renderPage(Comments, {
            component: 'Studio/Comments',
            url: '/studio/comments',
            shared: {
                auth: { user: makeUser({ channel }) },
                locale: 'ja',
                translations: {
                    'Channel comments': 'チャンネルのコメント',
                    'Published (:count)': '公開済み（:count）',
                    Heart: 'ハート',
                    'On :video': ':video へのコメント',
                },
            },
            props: {
                filters: { tab: 'published', q: '', video: '' },
                comments: list([makeComment(1)]),
                counts: { published: 1, held: 0 },
                videos: [{ id: 'AbCdEfGhIjK', title: 'Pottery basics' }],
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'チャンネルのコメント' }),
        ).toBeVisible();
        expect(screen.getByRole('link', { name: '公開済み（1）' })).toBeVisible();
        expect(within(rowOf('Viewer 1')).getByRole('button', { name: 'ハート' })).toBeVisible();
        // The video's title sits where the language puts it in the sentence, still a link.
        expect(
            within(rowOf('Viewer 1')).getByRole('link', { name: 'Pottery basics' }).parentElement,
        ).toHaveTextContent('Pottery basics へのコメント');
    });
});
