import { InfiniteScroll, router, usePage } from '@inertiajs/react';
import { useEffect, useMemo, useRef, useState } from 'react';

import StatusNotice from '@/Components/library/StatusNotice';
import Button from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import EmptyState from '@/Components/video/EmptyState';
import VideoCard from '@/Components/video/VideoCard';
import VideoGridSkeleton, { NextPageSkeleton } from '@/Components/video/VideoGridSkeleton';
import TextLink from '@/Components/ui/TextLink';
import useGuestCards from '@/hooks/useGuestCards';
import { useGuestHistory } from '@/hooks/useGuestLibrary';
import useSettings, { pausesWatchHistory } from '@/hooks/useSettings';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';
import { guestHistory, removeGuestWatch } from '@/lib/guestLibrary';
import { saveGuestSection } from '@/lib/guestSettings';
import { groupHistory, watchedAtLabel } from '@/lib/historyGroups';
import { setSearchQuery, useInPlaceSearch, useSearchQuery } from '@/lib/searchQuery';
import type { PageProps } from '@/types';
import type { HistoryEntry, ScrollPage, VideoCard as VideoCardData } from '@/types/models';

interface HistoryProps {
    /** The search text the entries are filtered by (the server's answer to `?q=`). */
    query: string;
    /** Pause watch history (Settings › Privacy), for a signed-in viewer. */
    paused: boolean;
    /** Keep history paused holds the pause on (spec §4). */
    pauseLocked: boolean;
    /** A signed-in viewer's entries; null for a guest, whose history is in this browser. */
    history: ScrollPage<HistoryEntry> | null;
    /** Cards for the video ids a guest's browser sent. */
    resolved?: VideoCardData[];
}

/** The video grid, a column fewer at each width: the controls take a column's room beside it. */
const historyGridClass =
    'grid grid-cols-1 gap-x-4 gap-y-8 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

/** Spec §5: a case-insensitive substring of the title or the channel name. */
function matches(entry: VideoCardData, query: string): boolean {
    const needle = query.trim().toLowerCase();

    return (
        needle === '' ||
        entry.title.toLowerCase().includes(needle) ||
        entry.channel.name.toLowerCase().includes(needle)
    );
}

/** A guest's stored history joined to the cards the server found for it. */
function useGuestEntries(signedIn: boolean, resolved: VideoCardData[] | undefined) {
    const stored = useGuestHistory();
    const ids = useMemo(() => stored.map((entry) => entry.videoId), [stored]);
    const { loading } = useGuestCards('videos', ids, !signedIn);

    const entries = useMemo(() => {
        const cards = new Map((resolved ?? []).map((card) => [card.id, card]));

        return stored.flatMap((entry): HistoryEntry[] => {
            const card = cards.get(entry.videoId);

            return card ? [{ ...card, watched_at: entry.watchedAt, position: entry.position }] : [];
        });
    }, [stored, resolved]);

    return { entries, loading };
}

function HistoryGroups({
    entries,
    onRemove,
}: {
    entries: HistoryEntry[];
    onRemove: (entry: VideoCardData) => void;
}) {
    return (
        <>
            {groupHistory(entries).map((group) => (
                <section key={group.name} aria-labelledby={`history-${group.name}`}>
                    <h2 id={`history-${group.name}`} className="mb-4 text-lg font-semibold">
                        {t(group.name)}
                    </h2>
                    <div className={historyGridClass}>
                        {group.entries.map((entry) => (
                            <VideoCard
                                key={entry.id}
                                video={entry}
                                detail={watchedAtLabel(entry.watched_at)}
                                progress={entry.position}
                                actions={[{ label: t('Remove from history'), onSelect: onRemove }]}
                            />
                        ))}
                    </div>
                </section>
            ))}
        </>
    );
}

export default function History({ query, paused, pauseLocked, history, resolved }: HistoryProps) {
    const { auth, flash } = usePage<PageProps>().props;
    const signedIn = auth.user !== null;
    const guest = useGuestEntries(signedIn, resolved);
    // A guest's pause is in their browser's settings, an account's comes with the page.
    const settings = useSettings();
    const isPaused = signedIn ? paused : pausesWatchHistory(settings);
    const isLocked = signedIn ? pauseLocked : settings.privacy.keep_history_paused;
    const [confirmingClear, setConfirmingClear] = useState(false);
    const [busy, setBusy] = useState(false);
    const [guestNotice, setGuestNotice] = useState<string | null>(null);

    // The header search filters this page instead of opening the results page.
    useInPlaceSearch();
    const search = useSearchQuery();
    const arrived = useRef(false);

    useEffect(() => {
        // On arrival the header box shows what the page is filtered by; from then on a new
        // search text filters the list in place.
        if (!arrived.current) {
            arrived.current = true;
            setSearchQuery(query);

            return;
        }

        if (!signedIn || search === query) {
            return;
        }

        router.get(route('history'), search === '' ? {} : { q: search }, {
            only: ['history', 'query'],
            reset: ['history'],
            preserveState: true,
            preserveScroll: true,
            replace: true,
            onStart: () => {
                setBusy(true);
            },
            onFinish: () => {
                setBusy(false);
            },
        });
        // Only a new search text starts a visit; `query` catches up with it.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [search]);

    const shownQuery = signedIn ? query : search;
    const entries = signedIn
        ? (history?.data ?? [])
        : guest.entries.filter((entry) => matches(entry, search));
    const loading = busy || (!signedIn && guest.loading);

    const remove = (video: VideoCardData) => {
        if (!signedIn) {
            removeGuestWatch(video.id);
            setGuestNotice(t('Removed from watch history'));

            return;
        }

        router.delete(route('history.destroy', { video: video.id }), {
            only: ['flash'],
            preserveScroll: true,
            preserveState: true,
            onSuccess: () => {
                router.replaceProp('history.data', (items: HistoryEntry[]) =>
                    items.filter((item) => item.id !== video.id),
                );
            },
        });
    };

    const clearAll = () => {
        setConfirmingClear(false);

        if (!signedIn) {
            guestHistory.clear();
            setGuestNotice(t('Watch history cleared'));

            return;
        }

        router.delete(route('history.clear'), {
            only: ['history', 'flash'],
            reset: ['history'],
            preserveScroll: true,
            preserveState: true,
        });
    };

    const togglePause = () => {
        if (!signedIn) {
            saveGuestSection('privacy', { ...settings.privacy, pause_watch_history: !isPaused });
            setGuestNotice(isPaused ? t('Watch history resumed') : t('Watch history paused'));

            return;
        }

        router.put(
            route('history.pause'),
            { paused: !paused },
            { only: ['paused', 'flash'], preserveScroll: true, preserveState: true },
        );
    };

    let content;
    if (loading) {
        content = <VideoGridSkeleton count={8} />;
    } else if (entries.length === 0) {
        content =
            shownQuery.trim() !== '' ? (
                <EmptyState
                    title={t('No videos found')}
                    hint={t('No results found for ":query"', { query: shownQuery })}
                >
                    <Button
                        variant="secondary"
                        onClick={() => {
                            setSearchQuery('');
                        }}
                    >
                        {t('Clear search')}
                    </Button>
                </EmptyState>
            ) : (
                <EmptyState
                    title={t('No videos found')}
                    hint={
                        isPaused
                            ? t(
                                  'Your watch history is paused, so videos you watch are not kept here.',
                              )
                            : t('Videos you watch will show up here.')
                    }
                />
            );
    } else if (signedIn) {
        content = (
            <InfiniteScroll
                data="history"
                preserveUrl
                className="space-y-10"
                loading={() => <NextPageSkeleton className={historyGridClass} />}
            >
                <HistoryGroups entries={entries} onRemove={remove} />
            </InfiniteScroll>
        );
    } else {
        content = (
            <div className="space-y-10">
                <HistoryGroups entries={entries} onRemove={remove} />
            </div>
        );
    }

    // The link sits where the language puts it in the sentence.
    const [beforeSettings, afterSettings = ''] = t(
        'History is kept paused in :place; turn off “Keep history paused” there to resume it.',
    ).split(':place');

    return (
        <AppLayout title={t('History')}>
            <div className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6">
                <h1 className="mb-4 text-2xl font-bold lg:mb-6">{t('Watch history')}</h1>
                <div className="flex flex-col gap-6 lg:flex-row-reverse lg:items-start">
                    <aside
                        aria-label={t('History controls')}
                        className="flex flex-wrap gap-2 lg:sticky lg:top-20 lg:w-64 lg:shrink-0 lg:flex-col"
                    >
                        <Button
                            variant="secondary"
                            onClick={() => {
                                setConfirmingClear(true);
                            }}
                        >
                            {t('Clear all watch history')}
                        </Button>
                        <Button
                            variant="secondary"
                            onClick={togglePause}
                            aria-pressed={isPaused}
                            disabled={isLocked}
                        >
                            {isPaused ? t('Resume watch history') : t('Pause watch history')}
                        </Button>
                        {isPaused && (
                            <p className="text-sm text-pretty text-neutral-600 lg:mt-1 dark:text-neutral-400">
                                {isLocked ? (
                                    <>
                                        {beforeSettings}
                                        <TextLink
                                            href={route('settings.show', { section: 'privacy' })}
                                        >
                                            {t('Settings › Privacy')}
                                        </TextLink>
                                        {afterSettings}
                                    </>
                                ) : (
                                    t(
                                        'History is paused: nothing you watch is kept until you resume it.',
                                    )
                                )}
                            </p>
                        )}
                        {!signedIn && (
                            <p className="text-sm text-pretty text-neutral-600 lg:mt-1 dark:text-neutral-400">
                                {t('Your history is kept in this browser until you sign in.')}
                            </p>
                        )}
                    </aside>
                    <div className="min-w-0 flex-1">
                        <StatusNotice message={signedIn ? flash.status : guestNotice} />
                        {content}
                    </div>
                </div>
            </div>

            <Modal
                show={confirmingClear}
                onClose={() => {
                    setConfirmingClear(false);
                }}
                title={t('Clear watch history?')}
                maxWidth="md"
            >
                <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
                    {t(
                        'Every video you watched will leave your history, and where you stopped in each is forgotten. This cannot be undone.',
                    )}
                </p>
                <div className="mt-6 flex justify-end gap-3">
                    <Button
                        variant="secondary"
                        onClick={() => {
                            setConfirmingClear(false);
                        }}
                    >
                        {t('Cancel')}
                    </Button>
                    <Button variant="danger" onClick={clearAll}>
                        {t('Clear watch history')}
                    </Button>
                </div>
            </Modal>
        </AppLayout>
    );
}
