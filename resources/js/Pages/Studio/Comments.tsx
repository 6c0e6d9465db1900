import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';

import StudioCommentList from '@/Components/studio/StudioCommentList';
import {
    ListSearchForm,
    listQuery,
    listUrl,
    showList,
} from '@/Components/studio/StudioListControls';
import type {
    CommentAction,
    CommentFilters,
    CommentTab,
    StudioCommentsProps,
} from '@/Components/studio/types';
import Button from '@/Components/ui/Button';
import Checkbox from '@/Components/ui/Checkbox';
import InputError from '@/Components/ui/InputError';
import ConfirmDelete from '@/Components/ui/ConfirmDelete';
import Pagination from '@/Components/ui/Pagination';
import SelectInput from '@/Components/ui/SelectInput';
import StatusMessage from '@/Components/ui/StatusMessage';
import EmptyState from '@/Components/video/EmptyState';
import TabBar from '@/Components/video/TabBar';
import { useRowSelection } from '@/hooks/useRowSelection';
import StudioLayout from '@/Layouts/StudioLayout';
import { currentLocale, t, tc } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { StudioComment } from '@/types/models';

// Tabs, search and the video filter change the list, never the rest of the page.
const RELOADED = ['filters', 'comments', 'videos'];

const defaults: CommentFilters = { tab: 'published', q: '', video: '' };

export function commentsQuery(filters: CommentFilters, page = 1): Record<string, string> {
    return listQuery(filters, defaults, page);
}

function commentsUrl(filters: CommentFilters, page = 1): string {
    return listUrl('studio.comments', commentsQuery(filters, page));
}

function show(filters: CommentFilters): void {
    showList('studio.comments', commentsQuery(filters), RELOADED);
}

/** Who is asked to confirm a delete: one row's comment or the selection. */
interface Deletion {
    ids: number[];
    comment?: StudioComment;
}

/**
 * The listed comments with their selection. Keyed by the filters, so a new tab, search or
 * video starts with nothing selected rather than bringing back an earlier choice.
 */
function CommentsList({
    filters,
    comments,
}: {
    filters: CommentFilters;
    comments: StudioComment[];
}) {
    const { errors } = usePage<PageProps<StudioCommentsProps>>().props;
    const selection = useRowSelection(comments.map((comment) => String(comment.id)));
    const [busy, setBusy] = useState(false);
    const [deletion, setDeletion] = useState<Deletion | null>(null);
    const [confirming, setConfirming] = useState(false);

    const act = (action: CommentAction, ids: number[], onSuccess?: () => void) => {
        router.post(
            route('studio.comments.bulk'),
            { action, comments: ids },
            {
                preserveScroll: true,
                preserveState: true,
                onStart: () => {
                    setBusy(true);
                },
                onSuccess,
                onFinish: () => {
                    setBusy(false);
                    setConfirming(false);
                },
            },
        );
    };

    const selectedIds = selection.selected.map(Number);
    const actOnSelection = (action: CommentAction) => {
        act(action, selectedIds, selection.clear);
    };

    const error = errors.comments ?? errors.action;

    if (comments.length === 0) {
        return (
            <div className="rounded-lg border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
                <EmptyState
                    title={t('No comments found')}
                    hint={
                        filters.q !== ''
                            ? t('Try adjusting your search query.')
                            : t("You don't have any comments yet.")
                    }
                />
            </div>
        );
    }

    return (
        <>
            <div className="overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
                <section
                    aria-label={t('Selected comments')}
                    className="flex flex-wrap items-center gap-3 border-b border-neutral-200 px-3 py-3 sm:px-4 dark:border-neutral-800"
                >
                    <label className="flex items-center gap-3 text-sm font-medium">
                        <Checkbox
                            checked={selection.allSelected}
                            ref={(box) => {
                                if (box) {
                                    box.indeterminate = selection.someSelected;
                                }
                            }}
                            onChange={selection.toggleAll}
                        />
                        {selection.selected.length > 0
                            ? tc(':count selected', selection.selected.length)
                            : t('Select all')}
                    </label>
                    <div className="flex flex-wrap gap-2">
                        <Button
                            size="sm"
                            variant="secondary"
                            disabled={selectedIds.length === 0 || busy}
                            onClick={() => {
                                actOnSelection('heart');
                            }}
                        >
                            {t('Heart')}
                        </Button>
                        {filters.tab === 'published' && (
                            <Button
                                size="sm"
                                variant="secondary"
                                disabled={selectedIds.length === 0 || busy}
                                onClick={() => {
                                    actOnSelection('pin');
                                }}
                            >
                                {t('Pin')}
                            </Button>
                        )}
                        {filters.tab === 'held' && (
                            <Button
                                size="sm"
                                variant="secondary"
                                disabled={selectedIds.length === 0 || busy}
                                onClick={() => {
                                    actOnSelection('approve');
                                }}
                            >
                                {t('Approve')}
                            </Button>
                        )}
                        <Button
                            size="sm"
                            variant="danger"
                            disabled={selectedIds.length === 0 || busy}
                            onClick={() => {
                                setDeletion({ ids: selectedIds });
                                setConfirming(true);
                            }}
                        >
                            {t('Delete')}
                        </Button>
                    </div>
                    <InputError message={error} className="basis-full" />
                </section>

                <StudioCommentList
                    comments={comments}
                    selection={selection}
                    busy={busy}
                    onAction={(action, comment) => {
                        act(action, [comment.id]);
                    }}
                    onDelete={(comment) => {
                        setDeletion({ ids: [comment.id], comment });
                        setConfirming(true);
                    }}
                />
            </div>

            <ConfirmDelete
                show={confirming}
                title={
                    deletion?.comment
                        ? t('Delete comment?')
                        : tc(
                              'Delete :count comment?|Delete :count comments?',
                              deletion?.ids.length ?? 0,
                          )
                }
                message={
                    deletion?.comment
                        ? t('The comment by :name, and its replies, will be deleted for good.', {
                              name: deletion.comment.author.name,
                          })
                        : t('The selected comments, and their replies, will be deleted for good.')
                }
                processing={busy}
                onCancel={() => {
                    setConfirming(false);
                }}
                onConfirm={() => {
                    if (deletion) {
                        act('delete', deletion.ids, selection.clear);
                    }
                }}
            />
        </>
    );
}

export default function Comments() {
    const { filters, comments, counts, videos, flash } =
        usePage<PageProps<StudioCommentsProps>>().props;
    const { meta } = comments;

    const numberFormat = new Intl.NumberFormat(currentLocale());
    const tabs: { value: CommentTab; label: string }[] = [
        {
            value: 'published',
            label: t('Published (:count)', { count: numberFormat.format(counts.published) }),
        },
        {
            value: 'held',
            label: t('Held for review (:count)', { count: numberFormat.format(counts.held) }),
        },
    ];

    return (
        <div className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:px-6">
            <div>
                <h1 className="text-2xl font-semibold">{t('Channel comments')}</h1>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {meta.total === 0
                        ? t('No comments')
                        : tc(
                              ':from–:to of :count comment|:from–:to of :count comments',
                              meta.total,
                              {
                                  from: numberFormat.format(meta.from ?? 0),
                                  to: numberFormat.format(meta.to ?? 0),
                              },
                          )}
                </p>
            </div>

            <StatusMessage>{flash.status}</StatusMessage>

            <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
                <TabBar
                    label={t('Comment status')}
                    path={route('studio.comments')}
                    param="tab"
                    options={tabs}
                    active={filters.tab}
                    reload={[...RELOADED, 'counts']}
                    query={commentsQuery({ ...filters, tab: 'published' })}
                />
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                    <div className="flex items-center gap-2">
                        <label htmlFor="comment-video" className="text-sm font-medium">
                            {t('Video')}
                        </label>
                        <div className="min-w-0 flex-1 sm:w-52 sm:flex-none">
                            <SelectInput
                                id="comment-video"
                                placeholder={t('All videos')}
                                options={videos.map((video) => ({
                                    value: video.id,
                                    label: video.title,
                                }))}
                                value={filters.video}
                                onChange={(event) => {
                                    show({ ...filters, video: event.target.value });
                                }}
                            />
                        </div>
                    </div>
                    <ListSearchForm
                        id="comment-search"
                        name={t('Comments')}
                        label={t('Search comments')}
                        value={filters.q}
                        onSearch={(q) => {
                            show({ ...filters, q });
                        }}
                    />
                </div>
            </div>

            <CommentsList
                key={`${filters.tab}|${filters.q}|${filters.video}`}
                filters={filters}
                comments={comments.data}
            />

            <Pagination
                label={t('Pages')}
                currentPage={meta.current_page}
                lastPage={meta.last_page}
                hrefFor={(page) => commentsUrl(filters, page)}
            />
        </div>
    );
}

// Persistent: Inertia keeps the studio frame from page to page.
Comments.layout = () => [StudioLayout, { title: t('Comments') }];
