import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { stubIntersectionObserver } from '@/test/intersectionObserver';
import { makeUser, onlyScrollPage, renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import type { VideoComment } from '@/types/models';

import CommentSection from './CommentSection';

beforeAll(() => {
    stubIntersectionObserver();
    withRoutes({
        login: 'login',
        'verification.notice': 'verify-email',
        'comments.store': 'videos/{video}/comments',
        'comments.replies': 'comments/{comment}/replies',
        'comments.reaction.store': 'comments/{comment}/reaction',
    });
});

const comment: VideoComment = {
    id: 1,
    body: 'Lovely glaze',
    created_at: '2026-11-01T10:00:00+00:00',
    likes: 0,
    dislikes: 0,
    is_pinned: false,
    is_hearted: false,
    is_held: false,
    reaction: null,
    author: { id: 2, name: 'Viewer', handle: null, avatar_url: null },
    reply_count: 0,
};

function renderSection(enabled: boolean) {
    const Section = () => (
        <CommentSection
            videoId="AbCdEfGhIjK"
            channel={{ name: 'Clay Club', avatar_url: null }}
            count={1}
            comments={{ data: [comment] }}
            sort="newest"
            enabled={enabled}
        />
    );

    return renderPage(Section, {
        shared: { auth: { user: makeUser() } },
        scrollProps: {
            comments: onlyScrollPage('comments_page'),
        },
    });
}

describe('CommentSection', () => {
    it('says comments are turned off, and offers no form or reply, when they are', () => {
        renderSection(false);

        expect(screen.getByText('Comments are turned off.')).toBeVisible();
        expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
        expect(screen.getByText('Lovely glaze')).toBeVisible();
    });

    it('offers the form to a verified viewer when comments are on', () => {
        renderSection(true);

        expect(screen.queryByText('Comments are turned off.')).not.toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
    });
});
