import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';

import { currentLocale, t, tc } from '@/lib/i18n';

export interface ChartPoint {
    /** Start of the bar's interval, in Unix seconds. */
    time: number;
    /** How the interval reads in the table and the summary ("Nov 3, 2026", "Tue 14:00"). */
    label: string;
    value: number;
}

/** A chart of view counts: its summary speaks of views. */
export interface BarChartProps {
    /** What the chart shows: the figure's accessible name and the table's caption. */
    title: string;
    points: ChartPoint[];
    /** Header of the labels' column ("Date", "Hour"). */
    pointHeader: string;
    /** Header of the values' column, and the series' name ("Views"). */
    valueHeader: string;
    /** The zone the axis labels are drawn in. */
    timezone: string;
    height?: number;
}

/** Tick steps of whole numbers only (1, 2, 5, 10, 20, 50…): the values are counts. */
const wholeSteps = Array.from({ length: 10 }, (_, power) =>
    [1, 2, 5].map((step) => step * 10 ** power),
).flat();

const DAY = 24 * 60 * 60;

/**
 * The time axis's labels in the active language and the chart's zone: hours (with the weekday
 * where a day starts) under a day apart, days under four weeks apart, months beyond.
 */
function timeTicks(
    timezone: string,
    startsDay: (seconds: number) => boolean,
): (self: uPlot, splits: number[], axisIdx: number, space: number, incr: number) => string[] {
    const locale = currentLocale();
    const format = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone });
    const hour = format({ hour: 'numeric' });
    const dayAndHour = format({ weekday: 'short', hour: 'numeric' });
    const day = format({ month: 'short', day: 'numeric' });
    const month = format({ month: 'short', year: 'numeric' });

    return (_self, splits, _axisIdx, _space, incr) =>
        splits.map((seconds, index) => {
            const date = new Date(seconds * 1000);
            if (incr < DAY) {
                return (index === 0 || startsDay(seconds) ? dayAndHour : hour).format(date);
            }

            return (incr < 28 * DAY ? day : month).format(date);
        });
}

function summary(points: ChartPoint[]): string {
    const total = points.reduce((sum, point) => sum + point.value, 0);
    const highest = points.reduce<ChartPoint | null>(
        (best, point) => (best === null || point.value > best.value ? point : best),
        null,
    );
    const from = points[0]?.label ?? '';
    const to = points[points.length - 1]?.label ?? '';

    if (highest === null || total === 0) {
        return t('No views from :from to :to.', { from, to });
    }

    return tc(
        ':count view from :from to :to; the most, :highest, on :day.|:count views from :from to :to; the most, :highest, on :day.',
        total,
        {
            from,
            to,
            highest: new Intl.NumberFormat(currentLocale()).format(highest.value),
            day: highest.label,
        },
    );
}

/**
 * A bar chart drawn by uPlot, which loads only when a chart is shown (it stays off the
 * page's first load). The canvas is one image to assistive technology, named with a summary;
 * "Show as table" gives every value as a table.
 */
export default function BarChart({
    title,
    points,
    pointHeader,
    valueHeader,
    timezone,
    height = 220,
}: BarChartProps) {
    const container = useRef<HTMLDivElement>(null);
    const [drawn, setDrawn] = useState(false);
    const [showTable, setShowTable] = useState(false);
    const tableId = useId();
    const numberFormat = new Intl.NumberFormat(currentLocale());

    useEffect(() => {
        const element = container.current;
        if (element === null) {
            return;
        }
        let chart: uPlot | null = null;
        let cancelled = false;
        const [first, second] = points;
        const step = first && second ? second.time - first.time : 3600;
        // Axis text follows the theme: the container's own text colour, read at each draw.
        const ink = () => getComputedStyle(element).color;
        const counts = new Intl.NumberFormat(currentLocale());

        void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
            ([{ default: UPlot }]) => {
                if (cancelled) {
                    return;
                }
                const grid = { stroke: 'rgba(128, 128, 128, 0.2)', width: 1 };
                chart = new UPlot(
                    {
                        width: element.clientWidth,
                        height,
                        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), timezone),
                        legend: { show: false },
                        cursor: { show: false },
                        scales: {
                            x: {
                                time: true,
                                range: (_u, min, max) => [min - step / 2, max + step / 2],
                            },
                            y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
                        },
                        axes: [
                            {
                                stroke: ink,
                                grid: { show: false },
                                ticks: { show: false },
                                // Room for a label of days or hours in any of the languages.
                                space: 64,
                                values: timeTicks(
                                    timezone,
                                    (seconds) =>
                                        UPlot.tzDate(
                                            new Date(seconds * 1000),
                                            timezone,
                                        ).getHours() === 0,
                                ),
                            },
                            {
                                stroke: ink,
                                grid,
                                ticks: { show: false },
                                size: 48,
                                incrs: wholeSteps,
                                values: (_self, splits) =>
                                    splits.map((value) => counts.format(value)),
                            },
                        ],
                        series: [
                            {},
                            {
                                label: valueHeader,
                                fill: '#dc2626',
                                stroke: '#dc2626',
                                width: 0,
                                points: { show: false },
                                paths: UPlot.paths.bars?.({ size: [0.7, 48], gap: 1 }),
                            },
                        ],
                    },
                    [points.map((point) => point.time), points.map((point) => point.value)],
                    element,
                );
                setDrawn(true);
            },
        );

        const resize =
            typeof ResizeObserver === 'undefined'
                ? null
                : new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
        resize?.observe(element);
        const theme = new MutationObserver(() => chart?.redraw(false));
        theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

        return () => {
            cancelled = true;
            resize?.disconnect();
            theme.disconnect();
            chart?.destroy();
        };
    }, [points, height, timezone, valueHeader]);

    return (
        <figure className="space-y-3">
            <div
                ref={container}
                role="img"
                aria-label={`${title}. ${summary(points)}`}
                style={{ height }}
                className={`w-full overflow-hidden text-neutral-600 dark:text-neutral-300 ${drawn ? '' : 'animate-pulse rounded-md bg-neutral-100 dark:bg-neutral-800'}`}
            />
            <button
                type="button"
                aria-expanded={showTable}
                aria-controls={tableId}
                onClick={() => {
                    setShowTable((shown) => !shown);
                }}
                className="rounded text-sm font-semibold text-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-400 dark:hover:text-red-300"
            >
                {showTable ? t('Hide table') : t('Show as table')}
            </button>
            {/* Focusable, so a keyboard can scroll a long table. */}
            <div
                id={tableId}
                hidden={!showTable}
                role="region"
                aria-label={t(':title, table', { title })}
                tabIndex={showTable ? 0 : undefined}
                className="max-h-80 overflow-y-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
                {showTable && (
                    <table className="w-full text-sm">
                        <caption className="sr-only">{title}</caption>
                        <thead>
                            <tr className="border-b border-neutral-200 dark:border-neutral-800">
                                <th scope="col" className="py-2 text-left font-semibold">
                                    {pointHeader}
                                </th>
                                <th scope="col" className="py-2 text-right font-semibold">
                                    {valueHeader}
                                </th>
                            </tr>
                        </thead>
                        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
                            {points.map((point) => (
                                <tr key={point.time}>
                                    <td className="py-1.5">{point.label}</td>
                                    <td className="py-1.5 text-right tabular-nums">
                                        {numberFormat.format(point.value)}
                                    </td>
                                </tr>
                            ))}
                        </tbody>
                    </table>
                )}
            </div>
        </figure>
    );
}
