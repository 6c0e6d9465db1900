import { Link, router, usePage } from '@inertiajs/react';
import { useEffect, useMemo, type ReactNode } from 'react';

import BarChart, { type ChartPoint } from '@/Components/studio/analytics/BarChart';
import PeriodPicker from '@/Components/studio/analytics/PeriodPicker';
import type {
    AnalyticsAudience,
    AudienceShare,
    Change,
    Monetisation,
    StudioAnalyticsProps,
    TopVideo,
} from '@/Components/studio/analytics/types';
import StudioLayout from '@/Layouts/StudioLayout';
import { formatDuration } from '@/lib/format';

const numberFormat = new Intl.NumberFormat('en-US');
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const card =
    'rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900';
const muted = 'text-sm text-neutral-600 dark:text-neutral-400';
const link =
    'rounded font-semibold text-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:text-red-400 dark:hover:text-red-300';

/** A zone Intl may not know (an old alias PHP still accepts) reads as UTC rather than failing. */
function knownZone(timezone: string): string {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: timezone });
        return timezone;
    } catch {
        return 'UTC';
    }
}

function Section({
    id,
    title,
    action,
    children,
    className = '',
}: {
    id: string;
    title: string;
    action?: ReactNode;
    children: ReactNode;
    className?: string;
}) {
    return (
        <section aria-labelledby={id} className={`${card} ${className}`}>
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id={id} className="text-lg font-semibold">
                    {title}
                </h2>
                {action}
            </div>
            {children}
        </section>
    );
}

/** "12% more than the previous 28 days", in words, so the change never rests on colour alone. */
function changeText(change: Change, format: (value: number) => string, days: string): string {
    if (change.previous === null) {
        return '';
    }
    const difference = change.value - change.previous;
    if (difference === 0) {
        return `Same as the previous ${days}`;
    }
    const direction = difference > 0 ? 'more' : 'less';
    if (change.previous === 0) {
        return `${format(Math.abs(difference))} ${direction} than the previous ${days}`;
    }
    const percent = Math.abs((difference / change.previous) * 100);

    return `${percentFormat.format(percent)}% ${direction} than the previous ${days}`;
}

function OverviewCard({
    label,
    change,
    format,
    formatDifference = format,
    days,
}: {
    label: string;
    change: Change;
    format: (value: number) => string;
    /** How a difference reads, where the figure has a sign of its own. */
    formatDifference?: (value: number) => string;
    days: string;
}) {
    const text = changeText(change, formatDifference, days);
    const up = change.previous !== null && change.value > change.previous;
    const down = change.previous !== null && change.value < change.previous;

    return (
        <div className="rounded-lg bg-neutral-50 p-4 dark:bg-neutral-800/60">
            <dt className={muted}>{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{format(change.value)}</dd>
            {text !== '' && (
                <dd
                    className={`mt-1 text-xs ${up ? 'text-green-700 dark:text-green-400' : down ? 'text-red-700 dark:text-red-400' : 'text-neutral-600 dark:text-neutral-400'}`}
                >
                    {up ? '▲ ' : down ? '▼ ' : ''}
                    {text}
                </dd>
            )}
        </div>
    );
}

function signed(value: number): string {
    return value > 0 ? `+${numberFormat.format(value)}` : numberFormat.format(value);
}

function Progress({
    label,
    value,
    goal,
    unit,
}: {
    label: string;
    value: number;
    goal: number;
    unit: string;
}) {
    const percent = Math.min(100, (value / goal) * 100);

    return (
        <div>
            <div className="flex justify-between gap-4 text-sm">
                <span id={`${unit}-progress`} className="font-medium">
                    {label}
                </span>
                <span className="tabular-nums">
                    {hoursFormat.format(value)} / {numberFormat.format(goal)} {unit}
                </span>
            </div>
            <div
                role="progressbar"
                aria-labelledby={`${unit}-progress`}
                aria-valuemin={0}
                aria-valuemax={goal}
                aria-valuenow={Math.min(value, goal)}
                aria-valuetext={`${hoursFormat.format(value)} of ${numberFormat.format(goal)} ${unit}`}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
            >
                <div className="h-full rounded-full bg-red-600" style={{ width: `${percent}%` }} />
            </div>
        </div>
    );
}

function MonetisationCard({ monetisation }: { monetisation: Monetisation }) {
    return (
        <Section id="monetisation-heading" title="Monetisation">
            <p className="font-medium">Your channel is not monetised.</p>
            <p className={`${muted} mt-1`}>
                Channels can apply once they reach{' '}
                {numberFormat.format(monetisation.subscribersGoal)} subscribers and{' '}
                {numberFormat.format(monetisation.watchHoursGoal)} watch hours in the last 12
                months. No earnings are shown because there are none.
            </p>
            <div className="mt-4 space-y-4">
                <Progress
                    label="Subscribers"
                    value={monetisation.subscribers}
                    goal={monetisation.subscribersGoal}
                    unit="subscribers"
                />
                <Progress
                    label="Watch hours, last 12 months"
                    value={monetisation.watchHours}
                    goal={monetisation.watchHoursGoal}
                    unit="hours"
                />
            </div>
        </Section>
    );
}

function ShareBars({
    id,
    title,
    shares,
}: {
    id: string;
    title: string;
    shares: AudienceShare[] | null;
}) {
    return (
        <div>
            <h3 id={id} className="mb-3 font-semibold">
                {title}
            </h3>
            {shares === null ? (
                <p className={muted}>Not enough data yet.</p>
            ) : (
                <ul aria-labelledby={id} className="space-y-2">
                    {shares.map((share) => (
                        <li key={share.group}>
                            <div className="flex justify-between gap-4 text-sm">
                                <span>{share.group}</span>
                                <span className="tabular-nums">
                                    {percentFormat.format(share.percentage)}%
                                </span>
                            </div>
                            <div
                                aria-hidden="true"
                                className="mt-1 h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
                            >
                                <div
                                    className="h-full rounded-full bg-red-600"
                                    style={{ width: `${share.percentage}%` }}
                                />
                            </div>
                        </li>
                    ))}
                </ul>
            )}
        </div>
    );
}

function AudienceSection({ audience }: { audience: AnalyticsAudience }) {
    return (
        <Section id="audience-heading" title="Audience">
            <p className={`${muted} mb-5`}>
                From signed-in viewers who chose to share their age, gender or country in their
                profile. Each shows from 20 such viewers; groups of fewer than 5 are counted as
                Other.
            </p>
            <div className="grid gap-6 md:grid-cols-3">
                <ShareBars id="audience-age" title="Age" shares={audience.age} />
                <ShareBars id="audience-gender" title="Gender" shares={audience.gender} />
                <ShareBars id="audience-geography" title="Geography" shares={audience.geography} />
            </div>
        </Section>
    );
}

function TopVideos({ videos }: { videos: TopVideo[] }) {
    if (videos.length === 0) {
        return <p className={muted}>No views in this period yet.</p>;
    }

    return (
        // Focusable, so a keyboard can scroll the table sideways on a phone.
        <div
            role="region"
            aria-label="Top videos, table"
            tabIndex={0}
            className="-mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 sm:mx-0 sm:px-0"
        >
            <table className="w-full min-w-[32rem] text-sm">
                <caption className="sr-only">Top videos of the period</caption>
                <thead>
                    <tr className="border-b border-neutral-200 text-left dark:border-neutral-800">
                        <th scope="col" className="py-2 pr-3 font-semibold">
                            Video
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-semibold">
                            Views
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-semibold">
                            Watch time (hours)
                        </th>
                        <th scope="col" className="py-2 pl-3 text-right font-semibold">
                            Average view duration
                        </th>
                    </tr>
                </thead>
                <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
                    {videos.map((video) => (
                        <tr key={video.id}>
                            <td className="py-2 pr-3">
                                <div className="flex items-center gap-3">
                                    <div className="aspect-video w-20 shrink-0 overflow-hidden rounded bg-neutral-200 dark:bg-neutral-800">
                                        {video.thumbnail && (
                                            <img
                                                src={video.thumbnail}
                                                alt=""
                                                loading="lazy"
                                                className="size-full object-cover"
                                            />
                                        )}
                                    </div>
                                    <Link
                                        href={route('studio.videos.analytics', video.id)}
                                        className="line-clamp-2 rounded font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
                                    >
                                        {video.title}
                                    </Link>
                                </div>
                            </td>
                            <td className="px-3 py-2 text-right tabular-nums">
                                {numberFormat.format(video.views)}
                            </td>
                            <td className="px-3 py-2 text-right tabular-nums">
                                {hoursFormat.format(video.watchTimeHours)}
                            </td>
                            <td className="py-2 pl-3 text-right tabular-nums">
                                {formatDuration(video.averageViewDuration)}
                            </td>
                        </tr>
                    ))}
                </tbody>
            </table>
        </div>
    );
}

export default function Analytics() {
    const {
        period,
        periods,
        timezone,
        timezoneKnown,
        video,
        overview,
        viewsChart,
        realtime,
        topVideos,
        audience,
        monetisation,
    } = usePage<StudioAnalyticsProps>().props;
    const zone = knownZone(timezone);
    const periodLabel = periods.find((option) => option.value === period)?.label ?? '';
    const days = periodLabel.replace(/^Last /, '');
    const path = video ? route('studio.videos.analytics', video.id) : route('studio.analytics');

    // The account's days follow the browser's zone, reported once; the answer reloads the page in it.
    useEffect(() => {
        if (!timezoneKnown) {
            router.put(
                route('profile.timezone.update'),
                { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
                { preserveScroll: true, preserveState: true },
            );
        }
    }, [timezoneKnown]);

    const dailyPoints = useMemo<ChartPoint[]>(() => {
        // Days are drawn in UTC at their midnight, so each bar reads as its own date anywhere.
        const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
        return viewsChart.map((day) => {
            const midnight = new Date(`${day.date}T00:00:00Z`);
            return {
                time: midnight.getTime() / 1000,
                label: format.format(midnight),
                value: day.views,
            };
        });
    }, [viewsChart]);

    const hourlyPoints = useMemo<ChartPoint[]>(() => {
        const format = new Intl.DateTimeFormat('en-US', {
            weekday: 'short',
            hour: 'numeric',
            timeZone: zone,
        });
        return realtime.hours.map((hour) => {
            const start = new Date(hour.hour);
            return { time: start.getTime() / 1000, label: format.format(start), value: hour.views };
        });
    }, [realtime, zone]);

    return (
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
            <div className="space-y-3">
                {video && (
                    <Link href={route('studio.analytics')} className={`${link} text-sm`}>
                        ← Channel analytics
                    </Link>
                )}
                <h1 className="text-2xl font-semibold break-words">
                    {video ? `Video analytics: ${video.title}` : 'Channel analytics'}
                </h1>
                <PeriodPicker path={path} periods={periods} active={period} />
                <p className={muted}>
                    {periodLabel}, days in {zone.replace(/_/g, ' ')} time.
                </p>
            </div>

            <section aria-labelledby="overview-heading" className={card}>
                <h2 id="overview-heading" className="mb-4 text-lg font-semibold">
                    Overview
                </h2>
                <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                    <OverviewCard
                        label="Views"
                        change={overview.views}
                        format={(value) => numberFormat.format(value)}
                        days={days}
                    />
                    <OverviewCard
                        label="Watch time (hours)"
                        change={overview.watchTimeHours}
                        format={(value) => hoursFormat.format(value)}
                        days={days}
                    />
                    {overview.subscribers && (
                        <OverviewCard
                            label="Subscribers"
                            change={overview.subscribers}
                            format={signed}
                            formatDifference={(value) => numberFormat.format(value)}
                            days={days}
                        />
                    )}
                    <OverviewCard
                        label="Average view duration"
                        change={overview.averageViewDuration}
                        format={formatDuration}
                        days={days}
                    />
                </dl>
            </section>

            <div className="grid gap-6 lg:grid-cols-3">
                <Section id="views-heading" title="Views" className="lg:col-span-2">
                    <BarChart
                        title={`Views per day, ${periodLabel.toLowerCase()}`}
                        points={dailyPoints}
                        pointHeader="Date"
                        valueHeader="Views"
                        timezone="UTC"
                    />
                </Section>
                <Section
                    id="realtime-heading"
                    title="Realtime"
                    action={<span className={muted}>Last 48 hours</span>}
                >
                    <p className="mb-3">
                        <span className="text-2xl font-semibold tabular-nums">
                            {numberFormat.format(realtime.views)}
                        </span>{' '}
                        <span className={muted}>views</span>
                    </p>
                    <BarChart
                        title="Views per hour, last 48 hours"
                        points={hourlyPoints}
                        pointHeader="Hour"
                        valueHeader="Views"
                        timezone={zone}
                        height={140}
                    />
                </Section>
            </div>

            {topVideos && (
                <Section id="top-videos-heading" title="Top videos">
                    <TopVideos videos={topVideos} />
                </Section>
            )}

            <AudienceSection audience={audience} />

            {monetisation && <MonetisationCard monetisation={monetisation} />}
        </div>
    );
}

// Persistent: Inertia keeps the studio frame, and the uploads it shows, from page to page.
Analytics.layout = () => [StudioLayout, { title: 'Analytics' }];
