import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, fakeServer, withRoutes } from '@/test/server';
import type { ReportedVideo } from '@/types/models';

import Reports from './Reports';

/** The dialog's code loads on its first opening, which takes a while on a busy machine. */
const LAZY_DIALOG = { timeout: 5000 };

const reasons = [
    { value: 'misinformation', label: 'Misinformation' },
    { value: 'spam_or_misleading', label: 'Spam or misleading' },
];

function reported(overrides: Partial<ReportedVideo> = {}): ReportedVideo {
    return {
        video: {
            id: 'AbCdEfGhIjK',
            title: 'Miracle cure',
            thumbnail: '/storage/thumbs/cure.jpg',
            channel: { handle: 'trailtales', name: 'Trail Tales' },
            held: true,
        },
        report_count: 12,
        last_reported_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        reasons: [
            { value: 'spam_or_misleading', label: 'Spam or misleading', count: 9 },
            { value: 'misinformation', label: 'Misinformation', count: 3 },
        ],
        details: ['Sells pills that do nothing.'],
        ...overrides,
    };
}

const moderator = makeUser({ is_moderator: true });

function queueProps(videos: ReportedVideo[]) {
    return {
        videos: { data: videos, meta: { current_page: 1, last_page: 1, total: videos.length } },
        reasons,
    };
}

function renderQueue(videos: ReportedVideo[]) {
    return renderPage(Reports, {
        component: 'Moderation/Reports',
        url: '/moderation/reports',
        shared: { auth: { user: moderator } },
        props: queueProps(videos),
    });
}

/** Answers a decision as the redirect back does: the queue without the decided video. */
function deciding() {
    const server = fakeServer('Moderation/Reports');
    server.respond(() => ({ props: queueProps([]), shared: { auth: { user: moderator } } }));

    return server;
}

describe('Moderation reports page', () => {
    beforeEach(() => {
        withRoutes({
            ...accountMenuRoutes,
            watch: 'watch',
            'moderation.reports': 'moderation/reports',
            'moderation.feedback': 'moderation/feedback',
            'moderation.reports.update': 'moderation/reports/{video}',
        });
    });

    it('shows each reported video with its count, reasons, reporters’ words and a link to it', () => {
        renderQueue([reported()]);

        const item = within(screen.getByRole('article', { name: 'Miracle cure' }));
        expect(item.getByText('12 reports')).toBeInTheDocument();
        expect(item.getByText('Held from lists')).toBeInTheDocument();
        expect(
            within(item.getByRole('list', { name: 'Reasons' }))
                .getAllByRole('listitem')
                .map((reason) => reason.textContent),
        ).toEqual(['Spam or misleading× 9', 'Misinformation× 3']);
        expect(item.getByText('Sells pills that do nothing.')).toBeInTheDocument();
        expect(item.getByRole('link', { name: 'Open the video' })).toHaveAttribute(
            'href',
            'http://localhost/watch?v=AbCdEfGhIjK',
        );
    });

    it('leads to the feedback queue, the other moderators’ page', () => {
        renderQueue([reported()]);

        const nav = within(screen.getByRole('navigation', { name: 'Moderation' }));
        expect(nav.getByRole('link', { name: 'Feedback' })).toHaveAttribute(
            'href',
            'http://localhost/moderation/feedback',
        );
    });

    it('marks a video reviewed', async () => {
        const server = deciding();
        const { user } = renderQueue([reported()]);

        await user.click(screen.getByRole('button', { name: 'Mark reviewed' }));

        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.method).toBe('put');
        expect(server.requests[0]?.url).toBe('http://localhost/moderation/reports/AbCdEfGhIjK');
        expect(server.requests[0]?.data).toEqual({ decision: 'reviewed' });
    });

    it('takes action only once confirmed, with the most reported reason unless another is chosen', async () => {
        const server = deciding();
        const { user } = renderQueue([reported()]);

        await user.click(screen.getByRole('button', { name: 'Take action' }));
        const dialog = within(
            await screen.findByRole('dialog', { name: 'Take action on this video?' }, LAZY_DIALOG),
        );
        expect(dialog.getByLabelText('Reason given to the owner')).toHaveValue(
            'spam_or_misleading',
        );
        expect(server.requests).toHaveLength(0);

        await user.selectOptions(
            dialog.getByLabelText('Reason given to the owner'),
            'misinformation',
        );
        await user.click(dialog.getByRole('button', { name: 'Take action' }));

        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.data).toEqual({
            decision: 'action_taken',
            reason: 'misinformation',
        });
    });

    it('says when nothing waits for a decision', () => {
        renderQueue([]);

        expect(screen.getByText('No open reports')).toBeInTheDocument();
        expect(screen.getByText('0 videos with open reports')).toBeInTheDocument();
    });
});
