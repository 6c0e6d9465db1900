import { Link, router, usePage } from '@inertiajs/react';
import { useEffect, useMemo, type ReactNode } from 'react';

import BarChart, { type ChartPoint } from '@/Components/studio/analytics/BarChart';
import PeriodPicker from '@/Components/studio/analytics/PeriodPicker';
import type {
    AnalyticsAudience,
    AnalyticsPeriod,
    AudienceShare,
    Change,
    Monetisation,
    StudioAnalyticsProps,
    TopVideo,
} from '@/Components/studio/analytics/types';
import StudioLayout from '@/Layouts/StudioLayout';
import { formatDuration } from '@/lib/format';
import { currentLocale, t, tc } from '@/lib/i18n';

interface Formats {
    locale: string;
    number: Intl.NumberFormat;
    /** A change with its sign: +3, -2, 0. */
    signed: Intl.NumberFormat;
    /** Hours with a decimal. */
    hours: Intl.NumberFormat;
    /** A share of one: 0.125 reads 12.5%. */
    percent: Intl.NumberFormat;
}

let formats: Formats | null = null;

/** The page's number formats in the active language, made once per language. */
function formatsOf(): Formats {
    const locale = currentLocale();
    if (formats?.locale !== locale) {
        formats = {
            locale,
            number: new Intl.NumberFormat(locale),
            signed: new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }),
            hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
            percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
        };
    }

    return formats;
}

function formatNumber(value: number): string {
    return formatsOf().number.format(value);
}

function formatHours(value: number): string {
    return formatsOf().hours.format(value);
}

function formatPercent(percentage: number): string {
    return formatsOf().percent.format(percentage / 100);
}

/** Days in each period the overview compares with the one before; Lifetime has none before. */
const PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = {
    '7d': 7,
    '28d': 28,
    '90d': 90,
    '365d': 365,
    lifetime: null,
};

const card =
    'rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900';
const muted = 'text-sm text-neutral-600 dark:text-neutral-400';
const link =
    'rounded font-semibold text-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-400 dark:hover:text-red-300';

/** A zone Intl may not know (an old alias PHP still accepts) reads as UTC rather than failing. */
function knownZone(timezone: string): string {
    try {
        new Intl.DateTimeFormat(undefined, { timeZone: timezone });
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
function changeText(
    change: Change,
    format: (value: number) => string,
    days: number | null,
): string {
    if (change.previous === null || days === null) {
        return '';
    }
    const difference = change.value - change.previous;
    if (difference === 0) {
        return t('Same as the previous :days days', { days });
    }
    const amount =
        change.previous === 0
            ? format(Math.abs(difference))
            : formatPercent(Math.abs((difference / change.previous) * 100));

    return difference > 0
        ? t(':amount more than the previous :days days', { amount, days })
        : t(':amount less than the previous :days days', { amount, days });
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
    days: number | null;
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
    return formatsOf().signed.format(value);
}

function Progress({
    id,
    label,
    value,
    goal,
    figure,
    valueText,
}: {
    id: string;
    label: string;
    value: number;
    goal: number;
    /** "12 / 1,000 subscribers". */
    figure: string;
    /** "12 of 1,000 subscribers". */
    valueText: string;
}) {
    const percent = Math.min(100, (value / goal) * 100);

    return (
        <div>
            <div className="flex justify-between gap-4 text-sm">
                <span id={id} className="font-medium">
                    {label}
                </span>
                <span className="tabular-nums">{figure}</span>
            </div>
            <div
                role="progressbar"
                aria-labelledby={id}
                aria-valuemin={0}
                aria-valuemax={goal}
                aria-valuenow={Math.min(value, goal)}
                aria-valuetext={valueText}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
            >
                <div className="h-full rounded-full bg-red-600" style={{ width: `${percent}%` }} />
            </div>
        </div>
    );
}

function MonetisationCard({ monetisation }: { monetisation: Monetisation }) {
    const subscribers = {
        value: formatNumber(monetisation.subscribers),
        goal: formatNumber(monetisation.subscribersGoal),
    };
    const hours = {
        value: formatHours(monetisation.watchHours),
        goal: formatNumber(monetisation.watchHoursGoal),
    };

    return (
        <Section id="monetisation-heading" title={t('Monetisation')}>
            <p className="font-medium">{t('Your channel is not monetised.')}</p>
            <p className={`${muted} mt-1`}>
                {t(
                    'Channels can apply once they reach :subscribers subscribers and :hours watch hours in the last 12 months. No earnings are shown because there are none.',
                    { subscribers: subscribers.goal, hours: hours.goal },
                )}
            </p>
            <div className="mt-4 space-y-4">
                <Progress
                    id="subscribers-progress"
                    label={t('Subscribers')}
                    value={monetisation.subscribers}
                    goal={monetisation.subscribersGoal}
                    figure={t(':value / :goal subscribers', subscribers)}
                    valueText={t(':value of :goal subscribers', subscribers)}
                />
                <Progress
                    id="hours-progress"
                    label={t('Watch hours, last 12 months')}
                    value={monetisation.watchHours}
                    goal={monetisation.watchHoursGoal}
                    figure={t(':value / :goal hours', hours)}
                    valueText={t(':value of :goal hours', hours)}
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
                <p className={muted}>{t('Not enough data yet.')}</p>
            ) : (
                <ul aria-labelledby={id} className="space-y-2">
                    {shares.map((share) => (
                        <li key={share.group}>
                            <div className="flex justify-between gap-4 text-sm">
                                <span>{share.group}</span>
                                <span className="tabular-nums">
                                    {formatPercent(share.percentage)}
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
        <Section id="audience-heading" title={t('Audience')}>
            <p className={`${muted} mb-5`}>
                {t(
                    'From signed-in viewers who chose to share their age, gender or country in their profile. Each shows from 20 such viewers; groups of fewer than 5 are counted as Other.',
                )}
            </p>
            <div className="grid gap-6 md:grid-cols-3">
                <ShareBars id="audience-age" title={t('Age')} shares={audience.age} />
                <ShareBars id="audience-gender" title={t('Gender')} shares={audience.gender} />
                <ShareBars
                    id="audience-geography"
                    title={t('Geography')}
                    shares={audience.geography}
                />
            </div>
        </Section>
    );
}

function TopVideos({ videos }: { videos: TopVideo[] }) {
    if (videos.length === 0) {
        return <p className={muted}>{t('No views in this period yet.')}</p>;
    }

    return (
        // Focusable, so a keyboard can scroll the table sideways on a phone.
        <div
            role="region"
            aria-label={t('Top videos, table')}
            tabIndex={0}
            className="-mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:mx-0 sm:px-0"
        >
            <table className="w-full min-w-[32rem] text-sm">
                <caption className="sr-only">{t('Top videos of the period')}</caption>
                <thead>
                    <tr className="border-b border-neutral-200 text-left dark:border-neutral-800">
                        <th scope="col" className="py-2 pr-3 font-semibold">
                            {t('Video')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-semibold">
                            {t('Views')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-semibold">
                            {t('Watch time (hours)')}
                        </th>
                        <th scope="col" className="py-2 pl-3 text-right font-semibold">
                            {t('Average view duration')}
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
                                        className="line-clamp-2 rounded font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                                    >
                                        {video.title}
                                    </Link>
                                </div>
                            </td>
                            <td className="px-3 py-2 text-right tabular-nums">
                                {formatNumber(video.views)}
                            </td>
                            <td className="px-3 py-2 text-right tabular-nums">
                                {formatHours(video.watchTimeHours)}
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
    const days = PERIOD_DAYS[period];
    const locale = currentLocale();
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
        const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
        return viewsChart.map((day) => {
            const midnight = new Date(`${day.date}T00:00:00Z`);
            return {
                time: midnight.getTime() / 1000,
                label: format.format(midnight),
                value: day.views,
            };
        });
    }, [viewsChart, locale]);

    const hourlyPoints = useMemo<ChartPoint[]>(() => {
        const format = new Intl.DateTimeFormat(locale, {
            weekday: 'short',
            hour: 'numeric',
            timeZone: zone,
        });
        return realtime.hours.map((hour) => {
            const start = new Date(hour.hour);
            return { time: start.getTime() / 1000, label: format.format(start), value: hour.views };
        });
    }, [realtime, zone, locale]);

    return (
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
            <div className="space-y-3">
                {video && (
                    <Link href={route('studio.analytics')} className={`${link} text-sm`}>
                        ← {t('Channel analytics')}
                    </Link>
                )}
                <h1 className="text-2xl font-semibold break-words">
                    {video
                        ? t('Video analytics: :title', { title: video.title })
                        : t('Channel analytics')}
                </h1>
                <PeriodPicker path={path} periods={periods} active={period} />
                <p className={muted}>
                    {t(':period, days in :zone time.', {
                        period: periodLabel,
                        zone: zone.replace(/_/g, ' '),
                    })}
                </p>
            </div>

            <section aria-labelledby="overview-heading" className={card}>
                <h2 id="overview-heading" className="mb-4 text-lg font-semibold">
                    {t('Overview')}
                </h2>
                <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                    <OverviewCard
                        label={t('Views')}
                        change={overview.views}
                        format={formatNumber}
                        days={days}
                    />
                    <OverviewCard
                        label={t('Watch time (hours)')}
                        change={overview.watchTimeHours}
                        format={formatHours}
                        days={days}
                    />
                    {overview.subscribers && (
                        <OverviewCard
                            label={t('Subscribers')}
                            change={overview.subscribers}
                            format={signed}
                            formatDifference={formatNumber}
                            days={days}
                        />
                    )}
                    <OverviewCard
                        label={t('Average view duration')}
                        change={overview.averageViewDuration}
                        format={formatDuration}
                        days={days}
                    />
                </dl>
            </section>

            <div className="grid gap-6 lg:grid-cols-3">
                <Section id="views-heading" title={t('Views')} className="lg:col-span-2">
                    <BarChart
                        title={t('Views per day (:period)', { period: periodLabel })}
                        points={dailyPoints}
                        pointHeader={t('Date')}
                        valueHeader={t('Views')}
                        timezone="UTC"
                    />
                </Section>
                <Section
                    id="realtime-heading"
                    title={t('Realtime')}
                    action={<span className={muted}>{t('Last 48 hours')}</span>}
                >
                    <p className="mb-3">
                        <span className="text-2xl font-semibold tabular-nums">
                            {formatNumber(realtime.views)}
                        </span>{' '}
                        <span className={muted}>{tc('view|views', realtime.views)}</span>
                    </p>
                    <BarChart
                        title={t('Views per hour, last 48 hours')}
                        points={hourlyPoints}
                        pointHeader={t('Hour')}
                        valueHeader={t('Views')}
                        timezone={zone}
                        height={140}
                    />
                </Section>
            </div>

            {topVideos && (
                <Section id="top-videos-heading" title={t('Top videos')}>
                    <TopVideos videos={topVideos} />
                </Section>
            )}

            <AudienceSection audience={audience} />

            {monetisation && <MonetisationCard monetisation={monetisation} />}
        </div>
    );
}

// Persistent: Inertia keeps the studio frame, and the uploads it shows, from page to page.
Analytics.layout = () => [StudioLayout, { title: t('Analytics') }];
