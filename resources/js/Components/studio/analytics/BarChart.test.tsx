import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import BarChart, { type ChartPoint } from './BarChart';

const drawn = vi.hoisted(() => [] as unknown[][]);

vi.mock('uplot', () => ({
    default: class {
        static tzDate = (date: Date) => date;
        static paths = { bars: () => () => null };
        constructor(_options: unknown, data: unknown[]) {
            drawn.push(data);
        }
        setSize() {}
        redraw() {}
        destroy() {}
    },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const points: ChartPoint[] = [
    { time: 1_763_510_400, label: 'Nov 19, 2025', value: 3 },
    { time: 1_763_596_800, label: 'Nov 20, 2025', value: 1200 },
    { time: 1_763_683_200, label: 'Nov 21, 2025', value: 0 },
];

function renderChart() {
    return render(
        <BarChart
            title="Views per day"
            points={points}
            pointHeader="Date"
            valueHeader="Views"
            timezone="UTC"
        />,
    );
}

describe('BarChart', () => {
    it('names the chart with a summary of its values', () => {
        renderChart();

        expect(
            screen.getByRole('img', {
                name: 'Views per day. 1,203 views from Nov 19, 2025 to Nov 21, 2025; the most, 1,200, on Nov 20, 2025.',
            }),
        ).toBeInTheDocument();
    });

    it('shows every value as a table on request, and hides it again', async () => {
        const user = userEvent.setup();
        renderChart();
        const toggle = screen.getByRole('button', { name: 'Show as table' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('table')).not.toBeInTheDocument();

        await user.click(toggle);

        const table = screen.getByRole('table', { name: 'Views per day' });
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(toggle).toHaveTextContent('Hide table');
        expect(
            within(table)
                .getAllByRole('row')
                .map((row) => row.textContent),
        ).toEqual(['DateViews', 'Nov 19, 20253', 'Nov 20, 20251,200', 'Nov 21, 20250']);

        await user.click(toggle);
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('draws the values once the chart library has loaded', async () => {
        renderChart();

        await waitFor(() => {
            expect(drawn).toContainEqual([
                points.map((point) => point.time),
                points.map((point) => point.value),
            ]);
        });
    });

    it('says so when there is nothing in the period', () => {
        render(
            <BarChart
                title="Views per hour"
                points={points.map((point) => ({ ...point, value: 0 }))}
                pointHeader="Hour"
                valueHeader="Views"
                timezone="UTC"
            />,
        );

        expect(
            screen.getByRole('img', {
                name: 'Views per hour. No views from Nov 19, 2025 to Nov 21, 2025.',
            }),
        ).toBeInTheDocument();
    });
});
