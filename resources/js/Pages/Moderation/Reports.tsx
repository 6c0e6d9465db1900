import { Link, useForm, usePage } from '@inertiajs/react';
import { useId, useState, type SubmitEvent } from 'react';

import StatusNotice from '@/Components/library/StatusNotice';
import ModerationNav from '@/Components/moderation/ModerationNav';
import Badge from '@/Components/ui/Badge';
import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import Modal from '@/Components/ui/Modal';
import Pagination from '@/Components/ui/Pagination';
import SelectInput from '@/Components/ui/SelectInput';
import EmptyState from '@/Components/video/EmptyState';
import AppLayout from '@/Layouts/AppLayout';
import { timeAgo } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { Option, ReportListPage, ReportedVideo } from '@/types/models';

interface ModerationReportsProps {
    videos: ReportListPage<ReportedVideo>;
    /** The reasons a moderator may give the owner when taking action. */
    reasons: Option[];
}

function decisionUrl(item: ReportedVideo): string {
    return route('moderation.reports.update', { video: item.video.id });
}

/**
 * Take action, confirmed: the reason the owner will read (the most reported one to start
 * with), then the video is taken down and its reports closed as Action taken.
 */
function TakeActionDialog({
    item,
    reasons,
    show,
    onClose,
}: {
    item: ReportedVideo;
    reasons: Option[];
    show: boolean;
    onClose: () => void;
}) {
    const id = useId();
    const form = useForm({ decision: 'action_taken', reason: item.reasons[0]?.value ?? '' });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.put(decisionUrl(item), { preserveScroll: true, onSuccess: onClose });
    };

    return (
        <Modal show={show} onClose={onClose} title={t('Take action on this video?')} maxWidth="md">
            <form onSubmit={submit} noValidate>
                <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
                    {t(
                        '“:title” becomes private to its owner, who sees the reason below in the studio. Its open reports are marked Action taken.',
                        { title: item.video.title },
                    )}
                </p>
                <div className="mt-4">
                    <InputLabel htmlFor={`${id}-reason`} value={t('Reason given to the owner')} />
                    <SelectInput
                        id={`${id}-reason`}
                        name="reason"
                        options={reasons}
                        value={form.data.reason}
                        error={form.errors.reason}
                        className="mt-1"
                        onChange={(event) => {
                            form.setData('reason', event.target.value);
                        }}
                    />
                    <InputError
                        forId={`${id}-reason`}
                        message={form.errors.reason}
                        className="mt-2"
                    />
                    <InputError message={form.errors.decision} className="mt-2" />
                </div>
                <div className="mt-6 flex justify-end gap-3">
                    <Button variant="secondary" onClick={onClose}>
                        {t('Cancel')}
                    </Button>
                    <Button type="submit" variant="danger" processing={form.processing}>
                        {t('Take action')}
                    </Button>
                </div>
            </form>
        </Modal>
    );
}

function ReportedVideoItem({ item, reasons }: { item: ReportedVideo; reasons: Option[] }) {
    const { video } = item;
    const href = route('watch', { v: video.id });
    const headingId = useId();
    const reviewed = useForm({ decision: 'reviewed' });
    const [acting, setActing] = useState(false);

    return (
        <li>
            <article
                aria-labelledby={headingId}
                className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
            >
                <div className="flex gap-3 sm:gap-4">
                    <Link
                        href={href}
                        tabIndex={-1}
                        aria-hidden="true"
                        className="aspect-video w-28 shrink-0 self-start overflow-hidden rounded-lg bg-neutral-200 sm:w-44 dark:bg-neutral-800"
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
                        <h2 id={headingId} className="line-clamp-2 font-semibold break-words">
                            {video.title}
                        </h2>
                        <p className="mt-0.5 truncate text-sm text-neutral-600 dark:text-neutral-400">
                            {video.channel.name}
                        </p>
                        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                            <span className="font-medium">
                                {tc(':count report|:count reports', item.report_count)}
                            </span>
                            <span className="text-neutral-600 dark:text-neutral-400">
                                {t('Latest report :ago', { ago: timeAgo(item.last_reported_at) })}
                            </span>
                            {video.held && <Badge tone="yellow">{t('Held from lists')}</Badge>}
                        </p>
                        <Link
                            href={href}
                            className="mt-1 inline-block rounded text-sm font-medium text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-400"
                        >
                            {t('Open the video')}
                        </Link>
                    </div>
                </div>

                <ul aria-label={t('Reasons')} className="mt-3 flex flex-wrap gap-2">
                    {item.reasons.map((reason) => (
                        <li key={reason.value}>
                            <Badge tone="neutral">
                                {reason.label}
                                <span className="tabular-nums">× {reason.count}</span>
                            </Badge>
                        </li>
                    ))}
                </ul>

                {item.details.length > 0 && (
                    <ul aria-label={t('What reporters wrote')} className="mt-3 space-y-2">
                        {item.details.map((details, index) => (
                            <li
                                key={index}
                                className="border-s-2 border-neutral-300 ps-3 text-sm break-words whitespace-pre-wrap text-neutral-700 dark:border-neutral-700 dark:text-neutral-300"
                            >
                                {details}
                            </li>
                        ))}
                    </ul>
                )}

                <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
                    <InputError message={reviewed.errors.decision} className="me-auto" />
                    <Button
                        variant="secondary"
                        processing={reviewed.processing}
                        onClick={() => {
                            reviewed.put(decisionUrl(item), { preserveScroll: true });
                        }}
                    >
                        {t('Mark reviewed')}
                    </Button>
                    <Button
                        variant="danger"
                        onClick={() => {
                            setActing(true);
                        }}
                    >
                        {t('Take action')}
                    </Button>
                </div>
            </article>
            <TakeActionDialog
                item={item}
                reasons={reasons}
                show={acting}
                onClose={() => {
                    setActing(false);
                }}
            />
        </li>
    );
}

/**
 * /moderation/reports: each video with open reports, the most reported first. Mark reviewed
 * keeps it up; Take action makes it private to its owner. Either closes its reports.
 */
export default function Reports({ videos, reasons }: ModerationReportsProps) {
    const { flash } = usePage<PageProps>().props;

    return (
        <AppLayout title={t('Reported videos')}>
            <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
                <ModerationNav current="moderation.reports" />
                <header className="mb-6">
                    <h1 className="text-2xl font-bold">{t('Reported videos')}</h1>
                    <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                        {tc(
                            ':count video with open reports|:count videos with open reports',
                            videos.meta.total,
                        )}
                    </p>
                </header>
                <StatusNotice message={flash.status} />
                {videos.data.length === 0 ? (
                    <EmptyState
                        title={t('No open reports')}
                        hint={t('Videos viewers report show up here for a decision.')}
                    />
                ) : (
                    <>
                        <ul className="space-y-4">
                            {videos.data.map((item) => (
                                <ReportedVideoItem
                                    key={item.video.id}
                                    item={item}
                                    reasons={reasons}
                                />
                            ))}
                        </ul>
                        <div className="mt-6">
                            <Pagination
                                label={t('Report pages')}
                                currentPage={videos.meta.current_page}
                                lastPage={videos.meta.last_page}
                                hrefFor={(page) =>
                                    route('moderation.reports', page === 1 ? {} : { page })
                                }
                            />
                        </div>
                    </>
                )}
            </div>
        </AppLayout>
    );
}
