import { Link } from '@inertiajs/react';

import ReportStatusBadge from '@/Components/reports/ReportStatusBadge';
import { buttonClassName } from '@/Components/ui/Button';
import Pagination from '@/Components/ui/Pagination';
import EmptyState from '@/Components/video/EmptyState';
import { channelUrl } from '@/Components/video/VideoCard';
import AppLayout from '@/Layouts/AppLayout';
import { currentLocale, t } from '@/lib/i18n';
import type { ReportListPage, ReportRow } from '@/types/models';

interface ReportHistoryProps {
    /** Null for a guest, who is asked to sign in. */
    reports: ReportListPage<ReportRow> | null;
}

function ReportItem({
    report,
    dateFormat,
}: {
    report: ReportRow;
    dateFormat: Intl.DateTimeFormat;
}) {
    const { video } = report;
    const href = route('watch', { v: video.id });

    return (
        <li className="flex gap-3 py-4 sm:gap-4">
            <Link
                href={href}
                tabIndex={-1}
                aria-hidden="true"
                className="aspect-video w-28 shrink-0 self-start overflow-hidden rounded-lg bg-neutral-200 sm:w-40 dark:bg-neutral-800"
            >
                {video.thumbnail && (
                    <img
                        src={video.thumbnail}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                    />
                )}
            </Link>
            <div className="min-w-0 flex-1">
                <Link
                    href={href}
                    className="line-clamp-2 rounded font-semibold break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                    {video.title}
                </Link>
                <Link
                    href={channelUrl(video.channel.handle)}
                    className="mt-0.5 block truncate rounded text-sm text-neutral-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-400"
                >
                    {video.channel.name}
                </Link>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_auto_auto] sm:justify-start">
                    <div className="flex gap-2 sm:block">
                        <dt className="shrink-0 text-neutral-600 dark:text-neutral-400">
                            {t('Reported on')}
                        </dt>
                        <dd>
                            <time dateTime={report.reported_at}>
                                {dateFormat.format(new Date(report.reported_at))}
                            </time>
                        </dd>
                    </div>
                    <div className="flex gap-2 sm:block">
                        <dt className="shrink-0 text-neutral-600 dark:text-neutral-400">
                            {t('Reason')}
                        </dt>
                        <dd>{report.reason}</dd>
                    </div>
                    <div className="flex items-center gap-2 sm:block">
                        <dt className="shrink-0 text-neutral-600 dark:text-neutral-400">
                            {t('Status')}
                        </dt>
                        <dd>
                            <ReportStatusBadge status={report.status} />
                        </dd>
                    </div>
                </dl>
            </div>
        </li>
    );
}

/** Report History (spec §2): the videos the viewer reported and what became of each report. */
export default function History({ reports }: ReportHistoryProps) {
    const dateFormat = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' });

    let content;
    if (reports === null) {
        content = (
            <EmptyState
                title={t('Sign in to see your reports')}
                hint={t(
                    'The videos you report, and what our moderators decide, are kept with your account.',
                )}
            >
                <Link href={route('login')} className={buttonClassName()}>
                    {t('Sign In')}
                </Link>
            </EmptyState>
        );
    } else if (reports.data.length === 0) {
        content = (
            <EmptyState
                title={t('No reports found')}
                hint={t("You haven't reported any videos yet.")}
            />
        );
    } else {
        content = (
            <>
                <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
                    {reports.data.map((report) => (
                        <ReportItem key={report.id} report={report} dateFormat={dateFormat} />
                    ))}
                </ul>
                <div className="mt-6">
                    <Pagination
                        label={t('Report pages')}
                        currentPage={reports.meta.current_page}
                        lastPage={reports.meta.last_page}
                        hrefFor={(page) => route('report-history', page === 1 ? {} : { page })}
                    />
                </div>
            </>
        );
    }

    return (
        <AppLayout title={t('Report History')}>
            <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
                <h1 className="mb-4 text-2xl font-bold">{t('Report History')}</h1>
                {content}
            </div>
        </AppLayout>
    );
}
