import type { InfiniteScrollRef } from '@inertiajs/core';
import { InfiniteScroll, router, usePage } from '@inertiajs/react';
import {
    lazy,
    Suspense,
    useCallback,
    useEffect,
    useLayoutEffect,
    useMemo,
    useRef,
    useState,
} from 'react';

import BlipScreen from '@/Components/blips/BlipScreen';
import { blipKeyAction, holdsSource, reachedLoadMorePoint } from '@/Components/blips/feed';
import useBlipPlayback from '@/Components/blips/useBlipPlayback';
import useBlipVisibility, { BLIP_INDEX_ATTRIBUTE } from '@/Components/blips/useBlipVisibility';
import ChevronDownIcon from '@/Components/icons/ChevronDownIcon';
import LazyReportVideoDialog from '@/Components/reports/LazyReportVideoDialog';
import { setNotInterested } from '@/Components/video/VideoCardMenu';
import Spinner from '@/Components/ui/Spinner';
import type { CommentSort } from '@/Components/watch/CommentSection';
import { useGuestNotInterested } from '@/hooks/useGuestLibrary';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { Blip, CommentPage, NotificationLevel, Option, ScrollPage } from '@/types/models';

interface BlipsProps {
    blips: ScrollPage<Blip>;
    comments: CommentPage;
    commentSort: CommentSort;
    /** The blip whose comments were last loaded, with its fresh count. */
    video?: { id: string; comment_count: number } | null;
    reportReasons: Option[];
}

interface Notice {
    message: string;
    undo?: () => void;
}

// The comments (threads, the form) load when first opened, not with the feed.
const BlipComments = lazy(() => import('@/Components/blips/BlipComments'));

/** How far from the blip on screen a poster image is still worth loading. */
const POSTER_RADIUS = 3;

/**
 * Blips added while the feed still scrolls make the browser snap back to the blip it last
 * rested on; asking for the next page once scrolling has ended (where the browser says when)
 * keeps the viewer's swipe.
 */
const SUPPORTS_SCROLL_END = typeof window !== 'undefined' && 'onscrollend' in window;

const navButtonClass =
    'flex size-12 items-center justify-center rounded-full bg-neutral-100 text-neutral-900 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-40 dark:bg-neutral-800 dark:text-white dark:hover:bg-neutral-700';

/** How long a notice ("Blip hidden", with its Undo) stays. */
const NOTICE_MS = 6000;

function queryOf(url: string): URLSearchParams {
    return new URL(url, window.location.origin).searchParams;
}

/** The feed without repeats (a blip can come back on a later page) and without those set aside. */
function feedOf(blips: Blip[], hidden: ReadonlySet<string>): Blip[] {
    const seen = new Set<string>();

    return blips.filter((blip) => {
        if (seen.has(blip.id) || hidden.has(blip.id)) {
            return false;
        }
        seen.add(blip.id);

        return true;
    });
}

export default function Index({ blips, comments, commentSort, video, reportReasons }: BlipsProps) {
    const page = usePage<PageProps>();
    const signedIn = page.props.auth.user !== null;
    const query = queryOf(page.url);
    const feedRef = useRef<HTMLDivElement>(null);
    const scrollRef = useRef<InfiniteScrollRef>(null);
    const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
    const [notice, setNotice] = useState<Notice | null>(null);
    const [commentsOpen, setCommentsOpen] = useState(() => query.get('comments') === '1');
    // The blip being reported; it stays named while the dialog closes.
    const [reported, setReported] = useState<{ id: string; open: boolean } | null>(null);

    // A guest's choices live in this browser (and follow them to an account at sign-in).
    const guestHidden = useGuestNotInterested();
    const feed = useMemo(
        () => feedOf(blips.data, new Set([...hidden, ...guestHidden])),
        [blips.data, hidden, guestHidden],
    );
    // A fresh visit starts with the `?v=` blip; coming Back, the page returns with every blip
    // it had loaded and opens where the viewer was, the blip its URL names.
    const [startIndex] = useState(() =>
        Math.max(
            0,
            feed.findIndex((blip) => blip.id === query.get('v')),
        ),
    );
    const { visibleIndex, currentIndex } = useBlipVisibility(feedRef, feed.length, startIndex);
    const current = feed.at(currentIndex) ?? null;
    const currentId = current?.id ?? null;
    const playback = useBlipPlayback(
        visibleIndex === null ? null : (feed[visibleIndex]?.id ?? null),
    );

    // A blip carries its channel's subscription as it was when its page loaded; a change made
    // here holds for every blip of that channel.
    const [levels, setLevels] = useState<ReadonlyMap<number, NotificationLevel | null>>(
        () => new Map(),
    );

    // The URL names the blip on screen (replaced, never pushed), so a reload or a shared link
    // lands on it; with the comments open it also carries `comments=1`, which loads them.
    const pageV = query.get('v');
    const pageHasComments = query.get('comments') === '1';

    useEffect(() => {
        if (currentId === null) {
            return;
        }

        if (commentsOpen && (pageV !== currentId || !pageHasComments)) {
            router.reload({
                data: { v: currentId, comments: 1, comments_page: undefined },
                only: ['comments', 'video', 'commentSort'],
                reset: ['comments'],
            });
        } else if (!commentsOpen && (pageV !== currentId || pageHasComments)) {
            router.replace({
                url: route('blips', { v: currentId }, false),
                preserveScroll: true,
                preserveState: true,
            });
        }
    }, [currentId, commentsOpen, pageV, pageHasComments]);

    const loadMoreIfDue = useCallback(() => {
        const scroller = feedRef.current;

        if (scroller && reachedLoadMorePoint(scroller) && scrollRef.current?.hasNext()) {
            scrollRef.current.fetchNext();
        }
    }, []);

    useEffect(() => {
        const scroller = feedRef.current;
        const event = SUPPORTS_SCROLL_END ? 'scrollend' : 'scroll';

        scroller?.addEventListener(event, loadMoreIfDue, { passive: true });

        return () => {
            scroller?.removeEventListener(event, loadMoreIfDue);
        };
    }, [loadMoreIfDue]);

    // A page whose blips were all set aside leaves nothing to scroll through: ask again.
    useEffect(() => {
        loadMoreIfDue();
    }, [feed.length, loadMoreIfDue]);

    const scrollTo = useCallback((index: number, behavior?: ScrollBehavior) => {
        const target = feedRef.current?.querySelector(`[${BLIP_INDEX_ATTRIBUTE}="${index}"]`);
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

        target?.scrollIntoView({
            behavior: behavior ?? (reduced ? 'auto' : 'smooth'),
            block: 'start',
        });
    }, []);

    useLayoutEffect(() => {
        if (startIndex > 0) {
            scrollTo(startIndex, 'instant');
        }
    }, [startIndex, scrollTo]);

    // ↓ on the last blip loaded asks for the next page; its first blip comes on screen when it
    // arrives, unless the viewer has moved on meanwhile.
    const pendingNext = useRef<number | null>(null);

    useEffect(() => {
        const next = pendingNext.current;

        if (next === null || next >= feed.length) {
            return;
        }
        pendingNext.current = null;
        if (currentIndex === next - 1) {
            scrollTo(next);
        }
    }, [feed.length, currentIndex, scrollTo]);

    useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
            const action = blipKeyAction(event);

            if (action === null || currentId === null) {
                return;
            }

            event.preventDefault();

            if (action === 'next' && currentIndex >= feed.length - 1) {
                pendingNext.current = currentIndex + 1;
                scrollRef.current?.fetchNext();
            } else if (action === 'next') {
                scrollTo(currentIndex + 1);
            } else if (action === 'previous') {
                scrollTo(Math.max(currentIndex - 1, 0));
            } else if (action === 'toggle') {
                playback.togglePlay(currentId);
            } else {
                playback.toggleMute(currentId);
            }
        };
        window.addEventListener('keydown', onKeyDown);

        return () => {
            window.removeEventListener('keydown', onKeyDown);
        };
    }, [currentId, currentIndex, feed.length, playback, scrollTo]);

    useEffect(() => {
        if (notice === null) {
            return;
        }

        const timer = window.setTimeout(() => {
            setNotice(null);
        }, NOTICE_MS);

        return () => {
            window.clearTimeout(timer);
        };
    }, [notice]);

    const notInterested = (blip: Blip) => {
        setHidden((ids) => new Set(ids).add(blip.id));
        setNotInterested(blip, signedIn, true);
        setNotice({
            message: t('Blip hidden. You won’t see it in your feed again.'),
            undo: () => {
                setHidden((ids) => new Set([...ids].filter((id) => id !== blip.id)));
                setNotInterested(blip, signedIn, false);
                setNotice(null);
            },
        });
    };

    const closeComments = useCallback(() => {
        setCommentsOpen(false);
    }, []);

    const commentCountOf = (blip: Blip) =>
        video?.id === blip.id ? video.comment_count : blip.comment_count;

    return (
        <AppLayout title={t('Blips')}>
            <div className="flex">
                <div className="relative min-w-0 flex-1">
                    <div
                        ref={feedRef}
                        className="h-[calc(100dvh-4rem)] snap-y snap-mandatory [scrollbar-width:none] overflow-y-auto overscroll-y-contain"
                    >
                        <h1 className="sr-only">{t('Blips')}</h1>
                        <InfiniteScroll
                            ref={scrollRef}
                            data="blips"
                            manual
                            onlyNext
                            preserveUrl
                            className="contents"
                            next={({ loading, hasMore }) =>
                                loading ? (
                                    <div className="flex h-24 snap-end items-center justify-center">
                                        <Spinner label={t('Loading more blips')} />
                                    </div>
                                ) : hasMore ? null : (
                                    <p className="flex h-40 snap-end items-center justify-center px-4 text-center text-sm text-neutral-600 dark:text-neutral-400">
                                        {feed.length === 0
                                            ? t('No blips yet. Check back soon.')
                                            : t('You’re all caught up: that’s every blip for now.')}
                                    </p>
                                )
                            }
                        >
                            {feed.map((blip, index) => (
                                <BlipScreen
                                    key={blip.id}
                                    blip={blip}
                                    index={index}
                                    subscription={
                                        levels.has(blip.channel.id)
                                            ? (levels.get(blip.channel.id) ?? null)
                                            : blip.viewer.subscription
                                    }
                                    onSubscriptionChange={(level) => {
                                        setLevels((known) =>
                                            new Map(known).set(blip.channel.id, level),
                                        );
                                    }}
                                    commentCount={commentCountOf(blip)}
                                    loaded={holdsSource(index, currentIndex)}
                                    showPoster={Math.abs(index - currentIndex) <= POSTER_RADIUS}
                                    playing={playback.isPlaying(blip.id)}
                                    muted={playback.muted}
                                    controlsShown={playback.controlsShown(blip.id)}
                                    commentsOpen={commentsOpen && blip.id === currentId}
                                    onTogglePlay={() => {
                                        playback.togglePlay(blip.id);
                                    }}
                                    onToggleMute={() => {
                                        playback.toggleMute(blip.id);
                                    }}
                                    onShowControls={() => {
                                        playback.showControls(blip.id);
                                    }}
                                    onComments={() => {
                                        setCommentsOpen((open) => !open);
                                    }}
                                    onNotInterested={() => {
                                        notInterested(blip);
                                    }}
                                    onReport={() => {
                                        setReported({ id: blip.id, open: true });
                                    }}
                                />
                            ))}
                        </InfiniteScroll>
                    </div>

                    <div className="absolute end-4 top-1/2 hidden -translate-y-1/2 flex-col gap-3 md:flex">
                        <button
                            type="button"
                            aria-label={t('Previous blip')}
                            disabled={currentIndex === 0}
                            onClick={() => {
                                scrollTo(currentIndex - 1);
                            }}
                            className={navButtonClass}
                        >
                            <ChevronDownIcon className="size-6 rotate-180" />
                        </button>
                        <button
                            type="button"
                            aria-label={t('Next blip')}
                            disabled={currentIndex >= feed.length - 1}
                            onClick={() => {
                                scrollTo(currentIndex + 1);
                            }}
                            className={navButtonClass}
                        >
                            <ChevronDownIcon className="size-6" />
                        </button>
                    </div>

                    <div
                        role="status"
                        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
                    >
                        {notice && (
                            <p className="pointer-events-auto flex items-center gap-4 rounded-lg bg-neutral-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-neutral-100 dark:text-neutral-900">
                                {notice.message}
                                {notice.undo && (
                                    <button
                                        type="button"
                                        onClick={notice.undo}
                                        className="font-semibold text-red-400 uppercase hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-700"
                                    >
                                        {t('Undo')}
                                    </button>
                                )}
                            </p>
                        )}
                    </div>
                </div>

                {reported && (
                    <LazyReportVideoDialog
                        videoId={reported.id}
                        reasons={reportReasons}
                        show={reported.open}
                        onClose={() => {
                            setReported({ ...reported, open: false });
                        }}
                    />
                )}

                {commentsOpen && current && (
                    <Suspense fallback={null}>
                        <BlipComments
                            blipId={current.id}
                            channel={current.channel}
                            count={commentCountOf(current)}
                            enabled={current.comments_enabled}
                            comments={comments}
                            sort={commentSort}
                            loading={pageV !== current.id || !pageHasComments}
                            onClose={closeComments}
                        />
                    </Suspense>
                )}
            </div>
        </AppLayout>
    );
}
