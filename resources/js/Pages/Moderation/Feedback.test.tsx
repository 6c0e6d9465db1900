import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, withRoutes } from '@/test/server';
import type { FeedbackEntry } from '@/types/models';

import Feedback from './Feedback';

beforeAll(() => {
    withRoutes({
        ...accountMenuRoutes,
        'moderation.reports': 'moderation/reports',
        'moderation.feedback': 'moderation/feedback',
        'moderation.feedback.attachments.show': 'moderation/feedback/attachments/{attachment}',
    });
});

function entry(overrides: Partial<FeedbackEntry> = {}): FeedbackEntry {
    return {
        id: 1,
        mood: { value: 'sad', label: 'Dissatisfied' },
        text: 'The player froze\nat 1:32.',
        include_screenshot: false,
        page_url: null,
        user_agent: null,
        sender: null,
        from_account: false,
        created_at: new Date().toISOString(),
        attachments: [],
        ...overrides,
    };
}

function renderInbox(
    data: FeedbackEntry[],
    meta = { current_page: 1, last_page: 1, total: data.length },
) {
    return renderPage(Feedback, {
        component: 'Moderation/Feedback',
        url: '/moderation/feedback',
        shared: { auth: { user: makeUser() } },
        props: { feedback: { data, meta } },
    });
}

describe('Moderation feedback', () => {
    it('shows each feedback with its mood, sender, text and attachments to download', () => {
        renderInbox([
            entry({
                id: 2,
                sender: { id: 5, name: 'Grace Hopper' },
                from_account: true,
                mood: { value: 'happy', label: 'Satisfied' },
                page_url: '/watch?v=abcdefghijk',
                user_agent: 'Firefox/140',
                include_screenshot: true,
                attachments: [{ id: 9, name: 'screen.png', mime_type: 'image/png', size: 2048 }],
            }),
            entry({ id: 1 }),
            entry({ id: 3, from_account: true, text: null }),
        ]);

        expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
        const tabs = screen.getByRole('navigation', { name: 'Moderation' });
        expect(within(tabs).getByRole('link', { name: 'Feedback' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(within(tabs).getByRole('link', { name: 'Reported videos' })).toHaveAttribute(
            'href',
            'http://localhost/moderation/reports',
        );
        expect(screen.getByText('3 messages from visitors')).toBeVisible();
        const items = Array.from(screen.getByRole('list', { name: 'Feedback' }).children);
        expect(items).toHaveLength(3);
        const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];

        expect(first).toHaveTextContent('Satisfied');
        expect(first).toHaveTextContent('Grace Hopper');
        expect(first).toHaveTextContent('Screenshot included');
        expect(within(first).getByRole('link', { name: '/watch?v=abcdefghijk' })).toHaveAttribute(
            'href',
            '/watch?v=abcdefghijk',
        );
        const download = within(first).getByRole('link', { name: /screen\.png/ });
        expect(download).toHaveAttribute(
            'href',
            'http://localhost/moderation/feedback/attachments/9',
        );
        expect(download).toHaveAttribute('download', 'screen.png');
        expect(download).toHaveTextContent('2 KB');

        expect(second).toHaveTextContent('Signed-out visitor');
        expect(second).toHaveTextContent('Dissatisfied');
        expect(third).toHaveTextContent('Deleted account');
        expect(third).toHaveTextContent('No message');
    });

    it('pages through the list', () => {
        renderInbox([entry()], { current_page: 2, last_page: 3, total: 41 });

        expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
            'href',
            'http://localhost/moderation/feedback',
        );
        expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
            'href',
            'http://localhost/moderation/feedback?page=3',
        );
    });

    it('says when there is no feedback', () => {
        renderInbox([]);

        expect(screen.getByText('No feedback yet')).toBeVisible();
    });
});
