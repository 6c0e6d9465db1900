import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { StudioAnalyticsProps } from '@/Components/studio/analytics/types';
import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, withRoutes } from '@/test/server';
import type { SharedProps } from '@/types';

import Analytics from './Analytics';

vi.mock('uplot', () => ({
    default: class {
        static tzDate = (date: Date) => date;
        static paths = { bars: () => () => null };
        setSize() {}
        redraw() {}
        destroy() {}
    },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

beforeAll(() => {
    withRoutes({
        ...accountMenuRoutes,
        'studio.analytics': 'studio/analytics',
        'studio.videos.analytics': 'studio/videos/{video}/analytics',
        'profile.timezone.update': 'profile/timezone',
    });
});

const channel = { id: 7, handle: 'night-owls', name: 'Night Owls', avatar_url: null };

const periods = [
    { value: '7d', label: 'Last 7 days' },
    { value: '28d', label: 'Last 28 days' },
    { value: 'lifetime', label: 'Lifetime' },
];

function analytics(overrides: Partial<StudioAnalyticsProps> = {}): StudioAnalyticsProps {
    return {
        period: '28d',
        periods,
        timezone: 'Europe/Berlin',
        timezoneKnown: true,
        video: null,
        overview: {
            views: { value: 12345, previous: 10000 },
            watchTimeHours: { value: 2.5, previous: 2.5 },
            averageViewDuration: { value: 95, previous: 100 },
            subscribers: { value: 3, previous: 0 },
        },
        viewsChart: [
            { date: '2026-11-01', views: 3 },
            { date: '2026-11-02', views: 12342 },
        ],
        realtime: { views: 1, hours: [{ hour: '2026-11-02T10:00:00+00:00', views: 1 }] },
        topVideos: [
            {
                id: 'AbCdEfGhIjK',
                title: 'Night walk',
                thumbnail: null,
                views: 12345,
                watchTimeHours: 2.5,
                averageViewDuration: 95,
            },
        ],
        audience: { age: null, gender: null, geography: null },
        monetisation: {
            subscribers: 3,
            subscribersGoal: 1000,
            watchHours: 2.5,
            watchHoursGoal: 4000,
        },
        ...overrides,
    };
}

function renderAnalytics(shared: Partial<SharedProps> = {}) {
    return renderPage(Analytics, {
        component: 'Studio/Analytics',
        url: '/studio/analytics',
        props: analytics(),
        shared: { auth: { user: makeUser({ channel }) }, ...shared },
    });
}

function overviewFigure(label: string): HTMLElement[] {
    const term = within(screen.getByRole('region', { name: /Overview|Übersicht|概要/ })).getByText(
        label,
        { selector: 'dt' },
    );
    const figures: HTMLElement[] = [];
    for (let next = term.nextElementSibling; next; next = next.nextElementSibling) {
        figures.push(next as HTMLElement);
    }

    return figures;
}

describe('Studio Analytics', () => {
    it('says how each figure changed against the previous period, in words', () => {
        renderAnalytics();

        expect(screen.getByRole('heading', { level: 1, name: 'Channel analytics' })).toBeVisible();
        expect(screen.getByText('Last 28 days, days in Europe/Berlin time.')).toBeVisible();
        expect(overviewFigure('Views').map((figure) => figure.textContent)).toEqual([
            '12,345',
            '▲ 23.5% more than the previous 28 days',
        ]);
        expect(overviewFigure('Watch time (hours)')[1]).toHaveTextContent(
            'Same as the previous 28 days',
        );
        expect(overviewFigure('Subscribers').map((figure) => figure.textContent)).toEqual([
            '+3',
            '▲ 3 more than the previous 28 days',
        ]);
        expect(overviewFigure('Average view duration')[1]).toHaveTextContent(
            '▼ 5% less than the previous 28 days',
        );
        expect(screen.getByRole('region', { name: 'Realtime' })).toHaveTextContent('1 view');
        expect(screen.getByRole('progressbar', { name: 'Subscribers' })).toHaveAttribute(
            'aria-valuetext',
            '3 of 1,000 subscribers',
        );
    });

    it('formats its numbers in the language of the page', () => {
        renderAnalytics({
            locale: 'de',
            translations: { Overview: 'Übersicht', Views: 'Aufrufe' },
        });

        expect(overviewFigure('Aufrufe')[0]).toHaveTextContent('12.345');
        expect(
            within(screen.getByRole('region', { name: 'Top videos' })).getByRole('cell', {
                name: '2,5',
            }),
        ).toBeVisible();
    });

    it('speaks Japanese', () => {
        renderAnalytics({
            locale: 'ja',
            translations: {
                'Channel analytics': 'チャンネル アナリティクス',
                Overview: '概要',
                Views: '視聴回数',
                'Show as table': '表で表示',
                ':amount more than the previous :days days': '前の :days 日間より :amount 増加',
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'チャンネル アナリティクス' }),
        ).toBeVisible();
        expect(overviewFigure('視聴回数')[1]).toHaveTextContent('前の 28 日間より 23.5% 増加');
        const chart = screen.getByRole('region', { name: /^視聴回数$/ });
        expect(within(chart).getByRole('button', { name: '表で表示' })).toBeVisible();
    });
});
