import { Link } from '@inertiajs/react';

import Button from '@/Components/ui/Button';
import Checkbox from '@/Components/ui/Checkbox';
import { FIRST_SCREEN_CARDS } from '@/Components/video/VideoGrid';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import type { RowSelection } from '@/hooks/useRowSelection';
import { formatDuration } from '@/lib/format';
import { currentLocale, t, translatable } from '@/lib/i18n';
import type { StudioVideo } from '@/types/models';

import ModerationNotice from './ModerationNotice';
import VideoStatusBadge from './VideoStatusBadge';
import VisibilityBadge from './VisibilityBadge';

/**
 * From this width the ten columns fit beside the expanded studio sidebar; narrower screens,
 * phones above all, get the rows as cards rather than a table to scroll sideways.
 */
export const TABLE_QUERY = '(min-width: 1280px)';

function formatNumber(value: number): string {
    return new Intl.NumberFormat(currentLocale()).format(value);
}

function formatDate(iso: string): string {
    return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(new Date(iso));
}

/** The column holds "None" (the default, and the only value the product sets so far) or a creator's own words. */
function restrictionsText(restrictions: string): string {
    return restrictions === 'None' ? t('None') : restrictions;
}

export interface ContentTableProps {
    videos: StudioVideo[];
    selection: RowSelection;
    onDelete: (video: StudioVideo) => void;
    onRetry: (video: StudioVideo) => void;
}

const actionLink =
    'rounded text-sm font-semibold text-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-400 dark:hover:text-red-300';
const actionButton =
    'rounded text-sm font-semibold text-neutral-700 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-300 dark:hover:text-red-400';

function Thumbnail({
    video,
    className,
    eager,
}: {
    video: StudioVideo;
    className: string;
    /** On the first screen: loads with the page, where lazy loading would hold up its largest paint. */
    eager: boolean;
}) {
    return (
        <div
            className={`relative shrink-0 overflow-hidden rounded-md bg-neutral-200 dark:bg-neutral-800 ${className}`}
        >
            {video.thumbnail && (
                <img
                    src={video.thumbnail}
                    alt=""
                    loading={eager ? 'eager' : 'lazy'}
                    className="size-full object-cover"
                />
            )}
            {video.duration > 0 && (
                <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 text-xs font-medium text-white tabular-nums">
                    {formatDuration(video.duration)}
                </span>
            )}
        </div>
    );
}

function VideoTitle({ video }: { video: StudioVideo }) {
    return (
        <div className="min-w-0">
            {/* Two lines at most; the whole title shows on hover. */}
            <Link
                href={route('studio.videos.edit', video.id)}
                title={video.title}
                className="line-clamp-2 rounded text-sm font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
                {video.title}
            </Link>
            {video.kind === 'short' && (
                <p className="mt-0.5 text-xs text-neutral-600 dark:text-neutral-400">
                    {t('Short')}
                </p>
            )}
        </div>
    );
}

function Status({ video, onRetry }: { video: StudioVideo; onRetry: ContentTableProps['onRetry'] }) {
    return (
        <div className="flex flex-col items-start gap-1">
            <VideoStatusBadge status={video.status} progress={video.progress} />
            {video.moderation && <ModerationNotice moderation={video.moderation} />}
            {video.status === 'failed' && (
                <>
                    {video.failure_reason && (
                        <p className="max-w-40 text-xs text-red-700 dark:text-red-300">
                            {video.failure_reason}
                        </p>
                    )}
                    <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('Retry :title', { title: video.title })}
                        onClick={() => {
                            onRetry(video);
                        }}
                    >
                        {t('Retry')}
                    </Button>
                </>
            )}
        </div>
    );
}

function Actions({
    video,
    onDelete,
}: {
    video: StudioVideo;
    onDelete: ContentTableProps['onDelete'];
}) {
    return (
        <div className="flex items-center gap-3 whitespace-nowrap">
            <Link
                href={route('studio.videos.edit', video.id)}
                aria-label={t('Edit :title', { title: video.title })}
                className={actionLink}
            >
                {t('Edit')}
            </Link>
            <Link
                href={route('studio.videos.analytics', video.id)}
                aria-label={t('Analytics of :title', { title: video.title })}
                className={actionLink}
            >
                {t('Analytics')}
            </Link>
            <button
                type="button"
                aria-label={t('Delete :title', { title: video.title })}
                onClick={() => {
                    onDelete(video);
                }}
                className={actionButton}
            >
                {t('Delete')}
            </button>
        </div>
    );
}

function RowCheckbox({ video, selection }: { video: StudioVideo; selection: RowSelection }) {
    return (
        <Checkbox
            aria-label={t('Select :title', { title: video.title })}
            checked={selection.isSelected(video.id)}
            onChange={() => {
                selection.toggle(video.id);
            }}
        />
    );
}

/**
 * Ticks every row of the page, or none; shows a dash while only some are ticked. Named by
 * `aria-label`, or by a visible <label> pointing at `id`.
 */
function SelectAll({ selection, id }: { selection: RowSelection; id?: string }) {
    return (
        <Checkbox
            id={id}
            aria-label={id === undefined ? t('Select all videos on this page') : undefined}
            checked={selection.allSelected}
            ref={(box) => {
                if (box) {
                    box.indeterminate = selection.someSelected;
                }
            }}
            onChange={selection.toggleAll}
        />
    );
}

/** The spec's columns plus Status, each with whether it holds a number (right-aligned). */
const columns: [string, boolean][] = [
    [translatable('Video'), false],
    [translatable('Visibility'), false],
    [translatable('Status'), false],
    [translatable('Restrictions'), false],
    [translatable('Date'), false],
    [translatable('Views'), true],
    [translatable('Comments'), true],
    [translatable('Likes'), true],
    [translatable('Actions'), false],
];

// Short labels stay whole: Japanese would otherwise break them between any two characters.
const th =
    'px-2.5 py-3 text-left text-xs font-semibold whitespace-nowrap text-neutral-600 dark:text-neutral-400';
const thNumber = `${th} text-right`;
const td = 'px-2.5 py-3 align-top text-sm';
const tdNumber = `${td} text-right tabular-nums`;

function Table({ videos, selection, onDelete, onRetry }: ContentTableProps) {
    return (
        <div className="overflow-x-auto">
            <table className="w-full border-collapse">
                <caption className="sr-only">{t("Your channel's videos")}</caption>
                <thead className="border-b border-neutral-200 dark:border-neutral-800">
                    <tr>
                        <th scope="col" className={`${th} w-10`}>
                            <SelectAll selection={selection} />
                        </th>
                        {columns.map(([label, numeric]) => (
                            <th key={label} scope="col" className={numeric ? thNumber : th}>
                                {t(label)}
                            </th>
                        ))}
                    </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                    {videos.map((video, index) => (
                        <tr
                            key={video.id}
                            className={
                                selection.isSelected(video.id)
                                    ? 'bg-red-50/60 dark:bg-red-950/30'
                                    : 'hover:bg-neutral-50 dark:hover:bg-neutral-800/40'
                            }
                        >
                            <td className={td}>
                                <RowCheckbox video={video} selection={selection} />
                            </td>
                            <td className={td}>
                                <div className="flex min-w-52 items-start gap-3">
                                    <Thumbnail
                                        video={video}
                                        className="aspect-video w-24"
                                        eager={index < FIRST_SCREEN_CARDS}
                                    />
                                    <VideoTitle video={video} />
                                </div>
                            </td>
                            <td className={td}>
                                <VisibilityBadge visibility={video.visibility} />
                            </td>
                            <td className={td}>
                                <Status video={video} onRetry={onRetry} />
                            </td>
                            <td className={`${td} whitespace-nowrap`}>
                                {restrictionsText(video.restrictions)}
                            </td>
                            <td className={`${td} whitespace-nowrap`}>
                                {formatDate(video.created_at)}
                            </td>
                            <td className={tdNumber}>{formatNumber(video.views)}</td>
                            <td className={tdNumber}>{formatNumber(video.comments)}</td>
                            <td className={tdNumber}>{formatNumber(video.likes)}</td>
                            <td className={td}>
                                <Actions video={video} onDelete={onDelete} />
                            </td>
                        </tr>
                    ))}
                </tbody>
            </table>
        </div>
    );
}

function Cards({ videos, selection, onDelete, onRetry }: ContentTableProps) {
    return (
        <div>
            <div className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
                <SelectAll selection={selection} id="select-all-videos" />
                <label htmlFor="select-all-videos" className="text-sm font-medium">
                    {t('Select all')}
                </label>
            </div>
            {/* Two cards a row from tablet width; the last row's bottom border hides under the frame's. */}
            <ul aria-label={t('Videos')} className="-mb-px grid sm:grid-cols-2">
                {videos.map((video, index) => (
                    <li
                        key={video.id}
                        className={`space-y-3 border-b border-neutral-200 px-4 py-4 sm:odd:border-r dark:border-neutral-800 ${selection.isSelected(video.id) ? 'bg-red-50/60 dark:bg-red-950/30' : ''}`}
                    >
                        <div className="flex items-start gap-3">
                            <div className="pt-1">
                                <RowCheckbox video={video} selection={selection} />
                            </div>
                            <Thumbnail
                                video={video}
                                className="aspect-video w-28"
                                eager={index < FIRST_SCREEN_CARDS}
                            />
                            <VideoTitle video={video} />
                        </div>
                        <div className="flex flex-wrap items-start gap-2">
                            <VisibilityBadge visibility={video.visibility} />
                            <Status video={video} onRetry={onRetry} />
                        </div>
                        <dl className="grid grid-cols-3 gap-2 text-sm">
                            {(
                                [
                                    [t('Views'), video.views],
                                    [t('Comments'), video.comments],
                                    [t('Likes'), video.likes],
                                ] as const
                            ).map(([label, count]) => (
                                <div key={label}>
                                    <dt className="text-xs text-neutral-600 dark:text-neutral-400">
                                        {label}
                                    </dt>
                                    <dd className="font-medium tabular-nums">
                                        {formatNumber(count)}
                                    </dd>
                                </div>
                            ))}
                        </dl>
                        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-xs text-neutral-600 dark:text-neutral-400">
                            <p>
                                {formatDate(video.created_at)} ·{' '}
                                {t('Restrictions: :restrictions', {
                                    restrictions: restrictionsText(video.restrictions),
                                })}
                            </p>
                            <Actions video={video} onDelete={onDelete} />
                        </div>
                    </li>
                ))}
            </ul>
        </div>
    );
}

/**
 * The channel's videos with their visibility, processing status, restrictions, date and
 * counts, each selectable for bulk actions: a table on wide screens, cards on phones.
 */
export default function ContentTable(props: ContentTableProps) {
    const wide = useMediaQuery(TABLE_QUERY);

    return wide ? <Table {...props} /> : <Cards {...props} />;
}
