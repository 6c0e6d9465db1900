import { Link, router, usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';

import ContentTable from '@/Components/studio/ContentTable';
import { ShortIcon, UploadIcon } from '@/Components/studio/icons';
import type {
    ContentFilters,
    ContentSort,
    ContentType,
    StudioContentProps,
} from '@/Components/studio/types';
import {
    ListSearchForm,
    listQuery,
    listUrl,
    showList,
} from '@/Components/studio/StudioListControls';
import { translatedOptions } from '@/Components/studio/translatedOptions';
import { isUnfinished } from '@/Components/studio/VideoStatusBadge';
import { visibilityLabel } from '@/Components/studio/VisibilityBadge';
import Button, { buttonClassName } from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import ConfirmDelete from '@/Components/ui/ConfirmDelete';
import Pagination from '@/Components/ui/Pagination';
import SelectInput from '@/Components/ui/SelectInput';
import StatusMessage from '@/Components/ui/StatusMessage';
import EmptyState from '@/Components/video/EmptyState';
import TabBar from '@/Components/video/TabBar';
import { useBackgroundPoll } from '@/hooks/useBackgroundPoll';
import { useRowSelection } from '@/hooks/useRowSelection';
import StudioLayout from '@/Layouts/StudioLayout';
import { currentLocale, t, tc, translatable } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { Option, StudioVideo, Visibility } from '@/types/models';

/** How often the page asks for news while a row is uploading or processing. */
export const POLL_INTERVAL_MS = 2000;

const types: (Option & { value: ContentType })[] = [
    { value: 'all', label: translatable('All') },
    { value: 'videos', label: translatable('Videos') },
    { value: 'shorts', label: translatable('Shorts') },
];

const sorts: (Option & { value: ContentSort })[] = [
    { value: 'date', label: translatable('Newest first') },
    { value: 'views', label: translatable('Most viewed') },
    { value: 'comments', label: translatable('Most commented') },
    { value: 'likes', label: translatable('Most liked') },
];

function visibilityOptions(): Option[] {
    return (['public', 'unlisted', 'private'] as const).map((value) => ({
        value,
        label: visibilityLabel(value),
    }));
}

// Filters, sort and search change the list, never the rest of the page.
const RELOADED = ['filters', 'videos'];

const defaults: ContentFilters = { type: 'all', sort: 'date', q: '' };

export function contentQuery(filters: ContentFilters, page = 1): Record<string, string> {
    return listQuery(filters, defaults, page);
}

function contentUrl(filters: ContentFilters, page = 1): string {
    return listUrl('studio.content', contentQuery(filters, page));
}

function show(filters: ContentFilters): void {
    showList('studio.content', contentQuery(filters), RELOADED);
}

function BulkActions({
    selected,
    error,
    onClear,
    onDelete,
}: {
    selected: string[];
    error: string | undefined;
    onClear: () => void;
    onDelete: () => void;
}) {
    const [visibility, setVisibility] = useState<Visibility>('public');
    const [processing, setProcessing] = useState(false);

    const changeVisibility = () => {
        router.post(
            route('studio.videos.bulk'),
            { action: 'visibility', visibility, videos: selected },
            {
                preserveScroll: true,
                preserveState: true,
                onStart: () => {
                    setProcessing(true);
                },
                onSuccess: onClear,
                onFinish: () => {
                    setProcessing(false);
                },
            },
        );
    };

    return (
        <section
            aria-label={t('Selected videos')}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 dark:border-red-900/60 dark:bg-red-950/30"
        >
            <p className="text-sm font-semibold">
                {tc(':count video selected|:count videos selected', selected.length)}
            </p>
            <div className="flex flex-wrap items-center gap-2">
                <label htmlFor="bulk-visibility" className="text-sm">
                    {t('Visibility')}
                </label>
                <div className="w-32">
                    <SelectInput
                        id="bulk-visibility"
                        options={visibilityOptions()}
                        value={visibility}
                        onChange={(event) => {
                            setVisibility(event.target.value as Visibility);
                        }}
                        className="py-1.5"
                    />
                </div>
                <Button
                    size="sm"
                    variant="secondary"
                    processing={processing}
                    onClick={changeVisibility}
                >
                    {t('Change visibility')}
                </Button>
            </div>
            <Button size="sm" variant="danger" onClick={onDelete}>
                {t('Delete')}
            </Button>
            <button
                type="button"
                onClick={onClear}
                className="ml-auto rounded text-sm font-medium text-neutral-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-300"
            >
                {t('Clear selection')}
            </button>
            <InputError message={error} className="basis-full" />
        </section>
    );
}

/** One row's Delete (with its video) or the selection's. */
interface Deletion {
    ids: string[];
    video?: StudioVideo;
}

export default function Content() {
    const { filters, videos, flash, errors } = usePage<PageProps<StudioContentProps>>().props;
    const rows = videos.data;
    const selection = useRowSelection(rows.map((video) => video.id));
    // What the confirmation asks about stays after it closes, so its text holds while it fades out.
    const [deletion, setDeletion] = useState<Deletion | null>(null);
    const [confirming, setConfirming] = useState(false);
    const [processing, setProcessing] = useState(false);

    // Rows still uploading or processing change on the server: ask for them until none is left.
    const unfinished = rows.some((video) => isUnfinished(video.status));
    const { start, stop } = useBackgroundPoll(
        POLL_INTERVAL_MS,
        { only: ['videos'] },
        { autoStart: false },
    );
    useEffect(() => {
        if (unfinished) {
            start();
        } else {
            stop();
        }
    }, [unfinished, start, stop]);

    const askToDelete = (next: Deletion) => {
        setDeletion(next);
        setConfirming(true);
    };

    const visitOptions = {
        preserveScroll: true,
        onStart: () => {
            setProcessing(true);
        },
        onSuccess: () => {
            selection.clear();
        },
        onFinish: () => {
            setProcessing(false);
            setConfirming(false);
        },
    };

    const confirmDelete = () => {
        if (deletion?.video) {
            router.delete(route('studio.videos.destroy', deletion.video.id), visitOptions);
        } else if (deletion) {
            router.post(
                route('studio.videos.bulk'),
                { action: 'delete', videos: deletion.ids },
                { ...visitOptions, preserveState: true },
            );
        }
    };

    const retry = (video: StudioVideo) => {
        router.post(
            route('studio.videos.retry', video.id),
            {},
            { preserveScroll: true, preserveState: true },
        );
    };

    const bulkError = errors.videos ?? errors.visibility ?? errors.action;
    const { meta } = videos;
    const numberFormat = new Intl.NumberFormat(currentLocale());
    const shown = {
        from: numberFormat.format(meta.from ?? 0),
        to: numberFormat.format(meta.to ?? 0),
    };

    return (
        <>
            <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
                <div className="flex flex-wrap items-end justify-between gap-4">
                    <div>
                        <h1 className="text-2xl font-semibold">{t('Channel content')}</h1>
                        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                            {meta.total === 0
                                ? t('No videos')
                                : meta.total === null
                                  ? t(':from–:to of many', shown)
                                  : tc(
                                        ':from–:to of :count video|:from–:to of :count videos',
                                        meta.total,
                                        shown,
                                    )}
                        </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                        <Link href={route('studio.upload.video')} className={buttonClassName()}>
                            <UploadIcon className="size-4" />
                            {t('Upload')}
                        </Link>
                        <Link
                            href={route('studio.upload.short')}
                            className={buttonClassName('secondary')}
                        >
                            <ShortIcon className="size-4" />
                            {t('Create Short')}
                        </Link>
                    </div>
                </div>

                <StatusMessage>{flash.status}</StatusMessage>

                <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
                    <TabBar
                        label={t('Type')}
                        path={route('studio.content')}
                        param="type"
                        options={translatedOptions(types)}
                        active={filters.type}
                        reload={RELOADED}
                        query={contentQuery({ ...filters, type: 'all' })}
                    />
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                        <div className="flex items-center gap-2">
                            <label htmlFor="content-sort" className="text-sm font-medium">
                                {t('Sort by')}
                            </label>
                            <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
                                <SelectInput
                                    id="content-sort"
                                    options={translatedOptions(sorts)}
                                    value={filters.sort}
                                    onChange={(event) => {
                                        show({
                                            ...filters,
                                            sort: event.target.value as ContentSort,
                                        });
                                    }}
                                />
                            </div>
                        </div>
                        <ListSearchForm
                            id="content-search"
                            name={t('Your videos')}
                            label={t('Search by title')}
                            value={filters.q}
                            onSearch={(q) => {
                                show({ ...filters, q });
                            }}
                        />
                    </div>
                </div>

                {selection.selected.length > 0 && (
                    <BulkActions
                        selected={selection.selected}
                        error={bulkError}
                        onClear={selection.clear}
                        onDelete={() => {
                            askToDelete({ ids: selection.selected });
                        }}
                    />
                )}

                <div className="overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
                    {rows.length === 0 ? (
                        <EmptyState
                            title={t('No videos found.')}
                            hint={t('Try adjusting your filters or upload a new video.')}
                        />
                    ) : (
                        <ContentTable
                            videos={rows}
                            selection={selection}
                            onDelete={(video) => {
                                askToDelete({ ids: [video.id], video });
                            }}
                            onRetry={retry}
                        />
                    )}
                </div>

                <Pagination
                    label={t('Pages')}
                    currentPage={meta.current_page}
                    lastPage={meta.last_page}
                    hrefFor={(page) => contentUrl(filters, page)}
                />
            </div>

            <ConfirmDelete
                show={confirming}
                title={
                    deletion?.video
                        ? t('Delete video?')
                        : tc(
                              'Delete :count video?|Delete :count videos?',
                              deletion?.ids.length ?? 0,
                          )
                }
                message={
                    deletion?.video
                        ? t(
                              '":title" and all of its files will be deleted for good. This cannot be undone.',
                              { title: deletion.video.title },
                          )
                        : t(
                              'The selected videos and all of their files will be deleted for good. This cannot be undone.',
                          )
                }
                processing={processing}
                onCancel={() => {
                    setConfirming(false);
                }}
                onConfirm={confirmDelete}
            />
        </>
    );
}

// Persistent: Inertia keeps the studio frame, and the uploads it shows, from page to page.
Content.layout = () => [StudioLayout, { title: t('Content') }];
