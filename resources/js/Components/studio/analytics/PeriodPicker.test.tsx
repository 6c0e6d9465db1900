import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer } from '@/test/server';

import PeriodPicker from './PeriodPicker';

const periods = [
    { value: '7d', label: 'Last 7 days' },
    { value: '28d', label: 'Last 28 days' },
    { value: '90d', label: 'Last 90 days' },
    { value: '365d', label: 'Last 365 days' },
    { value: 'lifetime', label: 'Lifetime' },
];

function Picker() {
    return <PeriodPicker path="/studio/analytics" periods={periods} active="90d" />;
}

describe('PeriodPicker', () => {
    it('links every period, the default 28 days without a parameter, and marks the active one', () => {
        renderPage(Picker, { url: '/studio/analytics?period=90d' });

        const links = screen.getAllByRole('link');
        expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
            ['Last 7 days', '/studio/analytics?period=7d'],
            ['Last 28 days', '/studio/analytics'],
            ['Last 90 days', '/studio/analytics?period=90d'],
            ['Last 365 days', '/studio/analytics?period=365d'],
            ['Lifetime', '/studio/analytics?period=lifetime'],
        ]);
        expect(screen.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(screen.getByRole('navigation', { name: 'Period' })).toBeInTheDocument();
    });

    it('reloads only the figures for the period chosen', async () => {
        const server = fakeServer('Picker');
        const { user } = renderPage(Picker, { url: '/studio/analytics?period=90d' });

        await user.click(screen.getByRole('link', { name: 'Last 7 days' }));

        const [request] = server.requests;
        expect(server.requests).toHaveLength(1);
        expect(request?.url).toContain('/studio/analytics?period=7d');
        const reloaded = new Set(String(request?.headers?.['X-Inertia-Partial-Data']).split(','));
        expect([...reloaded].sort()).toEqual([
            'audience',
            'monetisation',
            'overview',
            'period',
            'realtime',
            'topVideos',
            'viewsChart',
        ]);
    });
});
