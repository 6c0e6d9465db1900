import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, withRoutes } from '@/test/server';
import type { ReportListPage, ReportRow } from '@/types/models';

import History from './History';

function report(id: number, overrides: Partial<ReportRow> = {}): ReportRow {
    return {
        id,
        video: {
            id: `vid0000000${String(id)}`,
            title: `Reported video ${String(id)}`,
            thumbnail: `/storage/thumbs/${String(id)}.jpg`,
            channel: { handle: 'trailtales', name: 'Trail Tales' },
        },
        reason: 'Spam or misleading',
        status: { value: 'under_review', label: 'Under review' },
        reported_at: '2026-11-20T10:00:00+00:00',
        ...overrides,
    };
}

function page(
    data: ReportRow[],
    meta: Partial<ReportListPage<ReportRow>['meta']> = {},
): ReportListPage<ReportRow> {
    return { data, meta: { current_page: 1, last_page: 1, total: data.length, ...meta } };
}

function renderHistory(reports: ReportListPage<ReportRow> | null) {
    return renderPage(History, {
        component: 'Reports/History',
        url: '/report-history',
        shared: { auth: { user: reports === null ? null : makeUser() } },
        props: { reports },
    });
}

describe('Report History page', () => {
    beforeEach(() => {
        withRoutes({
            ...accountMenuRoutes,
            watch: 'watch',
            'report-history': 'report-history',
        });
    });

    it('is titled Report History and lists each report with its video, date, reason and status', () => {
        renderHistory(
            page([
                report(1),
                report(2, {
                    reason: 'Captions issue',
                    status: { value: 'action_taken', label: 'Action taken' },
                    video: { ...report(2).video, thumbnail: null },
                }),
            ]),
        );

        expect(screen.getByRole('heading', { level: 1, name: 'Report History' })).toBeVisible();
        const rows = screen.getAllByRole('listitem');
        expect(rows).toHaveLength(2);

        const first = within(rows[0] ?? document.body);
        expect(first.getByRole('link', { name: 'Reported video 1' })).toHaveAttribute(
            'href',
            'http://localhost/watch?v=vid00000001',
        );
        expect(first.getByRole('link', { name: 'Trail Tales' })).toHaveAttribute(
            'href',
            '/channel/@trailtales',
        );
        expect(first.getByText('Reported on').nextElementSibling).toHaveTextContent('Nov 20, 2026');
        expect(first.getByText('Reason').nextElementSibling).toHaveTextContent(
            'Spam or misleading',
        );
        expect(first.getByText('Under review')).toHaveAttribute('data-tone', 'yellow');
        expect(rows[0]?.querySelector('img')).toHaveAttribute('src', '/storage/thumbs/1.jpg');

        const second = within(rows[1] ?? document.body);
        expect(second.getByText('Action taken')).toHaveAttribute('data-tone', 'green');
        expect(rows[1]?.querySelector('img')).toBeNull();
    });

    it('shows Reviewed in blue', () => {
        renderHistory(page([report(1, { status: { value: 'reviewed', label: 'Reviewed' } })]));

        expect(screen.getByText('Reviewed')).toHaveAttribute('data-tone', 'blue');
    });

    it('says so when there are no reports', () => {
        renderHistory(page([]));

        expect(screen.getByText('No reports found')).toBeInTheDocument();
        expect(screen.getByText("You haven't reported any videos yet.")).toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: 'Report pages' })).toBeNull();
    });

    it('pages with links that keep to the route', () => {
        renderHistory(page([report(1)], { current_page: 2, last_page: 3, total: 41 }));

        const pages = within(screen.getByRole('navigation', { name: 'Report pages' }));
        expect(pages.getByText('Page 2 of 3')).toBeInTheDocument();
        expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute(
            'href',
            'http://localhost/report-history',
        );
        expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute(
            'href',
            'http://localhost/report-history?page=3',
        );
    });

    it('asks a signed-out visitor to sign in', () => {
        renderHistory(null);

        expect(screen.getByText('Sign in to see your reports')).toBeInTheDocument();
        expect(
            within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' }),
        ).toHaveAttribute('href', 'http://localhost/login');
    });
});
