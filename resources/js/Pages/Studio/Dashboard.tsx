import { Link, usePage } from '@inertiajs/react';
import type { ComponentType, ReactNode } from 'react';

import type { IconProps } from '@/Components/icons/Icon';
import { AnalyticsIcon, CustomizationIcon, ShortIcon, UploadIcon } from '@/Components/studio/icons';
import VideoStatusBadge from '@/Components/studio/VideoStatusBadge';
import type {
    ChannelStats,
    StudioDashboardProps,
    StudioVideoSummary,
} from '@/Components/studio/types';
import { buttonClassName } from '@/Components/ui/Button';
import StatusMessage from '@/Components/ui/StatusMessage';
import StudioLayout from '@/Layouts/StudioLayout';
import { currentLocale, t, tc, translatable } from '@/lib/i18n';

const statusText: Record<string, string> = {
    'channel-created': translatable('Your channel has been created.'),
    'channel-exists': translatable('You already have a channel.'),
};

const overviewCards: { key: keyof ChannelStats; label: string }[] = [
    { key: 'views', label: translatable('Total Views') },
    { key: 'subscribers', label: translatable('Subscribers') },
    { key: 'videos', label: translatable('Videos') },
    { key: 'watchTimeMinutes', label: translatable('Watch Time (mins)') },
];

const quickActions: { label: string; routeName: string; icon: ComponentType<IconProps> }[] = [
    { label: translatable('Upload video'), routeName: 'studio.upload.video', icon: UploadIcon },
    { label: translatable('Create short'), routeName: 'studio.upload.short', icon: ShortIcon },
    { label: translatable('View analytics'), routeName: 'studio.analytics', icon: AnalyticsIcon },
    {
        label: translatable('Customize channel'),
        routeName: 'studio.customization',
        icon: CustomizationIcon,
    },
];

const card =
    'rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900';
const link =
    'rounded text-sm font-semibold text-red-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-400 dark:hover:text-red-300';

function Section({
    id,
    title,
    action,
    children,
}: {
    id: string;
    title: string;
    action?: ReactNode;
    children: ReactNode;
}) {
    return (
        <section aria-labelledby={id} className={card}>
            <div className="mb-4 flex items-center justify-between gap-4">
                <h2 id={id} className="text-lg font-semibold">
                    {title}
                </h2>
                {action}
            </div>
            {children}
        </section>
    );
}

function VideoList({ videos, label }: { videos: StudioVideoSummary[]; label: string }) {
    return (
        <ol aria-label={label} className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {videos.map((video) => (
                <li key={video.id} className="flex items-center gap-3 py-3">
                    <div className="aspect-video w-28 shrink-0 overflow-hidden rounded-md bg-neutral-200 dark:bg-neutral-800">
                        {video.thumbnail && (
                            <img src={video.thumbnail} alt="" className="size-full object-cover" />
                        )}
                    </div>
                    <div className="min-w-0">
                        <p className="truncate text-sm font-medium">{video.title}</p>
                        {video.status !== 'ready' && (
                            <div className="my-1">
                                <VideoStatusBadge status={video.status} progress={null} />
                            </div>
                        )}
                        <p className="text-xs text-neutral-500 dark:text-neutral-400">
                            {[
                                tc(':count view|:count views', video.views),
                                tc(':count comment|:count comments', video.comments),
                                tc(':count like|:count likes', video.likes),
                            ].join(' • ')}
                        </p>
                    </div>
                </li>
            ))}
        </ol>
    );
}

export default function Dashboard() {
    const { channel, stats, recentVideos, topVideos, flash } =
        usePage<StudioDashboardProps>().props;
    const status = flash.status ? statusText[flash.status] : undefined;
    const numberFormat = new Intl.NumberFormat(currentLocale());
    const hasVideos = recentVideos.length > 0;

    return (
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
            <div>
                <h1 className="text-2xl font-semibold">{t('Channel dashboard')}</h1>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {channel.name} · @{channel.handle}
                </p>
                {status && <StatusMessage className="mt-2">{t(status)}</StatusMessage>}
            </div>

            <Section id="overview-heading" title={t('Channel Overview')}>
                <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                    {overviewCards.map(({ key, label }) => (
                        <div
                            key={key}
                            className="rounded-lg bg-neutral-50 p-4 dark:bg-neutral-800/60"
                        >
                            <dt className="text-sm text-neutral-600 dark:text-neutral-400">
                                {t(label)}
                            </dt>
                            <dd className="mt-1 text-2xl font-semibold tabular-nums">
                                {numberFormat.format(stats[key])}
                            </dd>
                        </div>
                    ))}
                </dl>
            </Section>

            {hasVideos ? (
                <div className="grid gap-6 lg:grid-cols-2">
                    <Section
                        id="recent-heading"
                        title={t('Recent Videos')}
                        action={
                            <Link href={route('studio.content')} className={link}>
                                {t('See all')}
                            </Link>
                        }
                    >
                        <VideoList videos={recentVideos} label={t('Recent Videos')} />
                    </Section>
                    <Section
                        id="top-heading"
                        title={t('Top Performing Videos')}
                        action={
                            <Link href={route('studio.analytics')} className={link}>
                                {t('View analytics')}
                            </Link>
                        }
                    >
                        <VideoList videos={topVideos} label={t('Top Performing Videos')} />
                    </Section>
                </div>
            ) : (
                <section
                    aria-labelledby="empty-heading"
                    className={`${card} flex flex-col items-center gap-3 py-12 text-center`}
                >
                    <UploadIcon className="size-12 text-neutral-400 dark:text-neutral-500" />
                    <h2 id="empty-heading" className="text-lg font-semibold">
                        {t('No videos yet')}
                    </h2>
                    <p className="max-w-sm text-sm text-neutral-600 dark:text-neutral-400">
                        {t(
                            'Upload your first video and its views, comments and likes will show up here.',
                        )}
                    </p>
                    <Link
                        href={route('studio.upload.video')}
                        className={`mt-2 ${buttonClassName()}`}
                    >
                        {t('Upload Video')}
                    </Link>
                </section>
            )}

            <Section id="actions-heading" title={t('Quick Actions')}>
                <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    {quickActions.map(({ label, routeName, icon: Icon }) => (
                        <li key={routeName}>
                            <Link
                                href={route(routeName)}
                                className="flex items-center gap-3 rounded-lg border border-neutral-200 px-4 py-3 text-sm font-medium hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-neutral-700 dark:hover:bg-neutral-800"
                            >
                                <Icon className="size-5 text-red-600 dark:text-red-400" />
                                {t(label)}
                            </Link>
                        </li>
                    ))}
                </ul>
            </Section>
        </div>
    );
}

// Persistent: Inertia keeps the studio frame, and the uploads it shows, from page to page.
Dashboard.layout = () => [StudioLayout, { title: t('Dashboard') }];
