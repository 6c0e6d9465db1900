import { Deferred, Link, usePage } from '@inertiajs/react';
import { useMemo } from 'react';

import SubscribeButton from '@/Components/channel/SubscribeButton';
import { theaterMode } from '@/Components/player/playerPreferences';
import VideoPlayer from '@/Components/player/VideoPlayer';
import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import { channelUrl, watchUrl } from '@/Components/video/VideoCard';
import CommentSection, { type CommentSort } from '@/Components/watch/CommentSection';
import ReactionButtons from '@/Components/watch/ReactionButtons';
import ShareButton from '@/Components/watch/ShareButton';
import UpNextList, { UpNextSkeleton } from '@/Components/watch/UpNextList';
import VideoDescription from '@/Components/watch/VideoDescription';
import WatchMoreMenu from '@/Components/watch/WatchMoreMenu';
import { useBackgroundPoll } from '@/hooks/useBackgroundPoll';
import { useGuestNotInterested } from '@/hooks/useGuestLibrary';
import usePlayQueue from '@/hooks/usePlayQueue';
import useSettings from '@/hooks/useSettings';
import useStoredValue from '@/hooks/useStoredValue';
import useWatchProgress from '@/hooks/useWatchProgress';
import AppLayout from '@/Layouts/AppLayout';
import { formatSubscribers } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import { guestResumeAt } from '@/lib/guestLibrary';
import type { CommentPage, Option, VideoCard, WatchVideo, WatchViewer } from '@/types/models';

interface WatchProps {
    video: WatchVideo;
    viewer: WatchViewer;
    comments: CommentPage;
    commentSort: CommentSort;
    upNext?: VideoCard[];
    reportReasons: Option[];
    /** Viewers of a live stream now (LiveAudience); null for recorded videos. */
    watching: number | null;
}

/** How often a live stream's page asks again how many are watching. */
export const WATCHING_POLL_MS = 15_000;

export default function Show({
    video,
    viewer,
    comments,
    commentSort,
    upNext,
    watching,
    reportReasons,
}: WatchProps) {
    const signedIn = usePage().props.auth.user !== null;
    const reportProgress = useWatchProgress(video.id);
    const isLive = video.kind === 'live';
    // A guest resumes from this browser's history, read once per video: the player restarts
    // whenever its start point changes.
    const guestStart = useMemo(
        () => guestResumeAt(video.id, video.duration),
        [video.id, video.duration],
    );
    const resumeAt = signedIn ? viewer.resumeAt : guestStart;
    const playQueue = usePlayQueue(video.id);
    const { playback } = useSettings();
    const setAside = useGuestNotInterested();
    const theater = useStoredValue(theaterMode, false);
    const upNextShown = (upNext ?? []).filter((item) => !setAside.includes(item.id));

    useBackgroundPoll(WATCHING_POLL_MS, { only: ['watching'] }, { autoStart: isLive });

    return (
        <AppLayout title={video.title} sidebar={theater ? 'drawer' : 'beside'}>
            <div className="mx-auto grid max-w-[1700px] grid-cols-1 sm:px-4 sm:py-4 lg:grid-cols-[minmax(0,1fr)_402px] lg:grid-rows-[auto_1fr] lg:gap-x-6 lg:px-6">
                {/* Theater mode widens the player over both columns; it stays the same element either way. */}
                <div className={theater ? 'lg:col-span-2' : 'lg:col-start-1 lg:row-start-1'}>
                    <VideoPlayer
                        // A new video gets a fresh player, never the previous one's state.
                        key={video.id}
                        videoId={video.id}
                        sources={video.sources}
                        poster={video.poster}
                        storyboard={video.storyboard}
                        captions={video.captions}
                        title={video.title}
                        channelName={video.channel.name}
                        live={isLive}
                        watching={watching}
                        next={playQueue.next ?? upNextShown[0] ?? null}
                        nextIsQueued={playQueue.next !== null}
                        startAt={isLive ? 0 : resumeAt}
                        playbackRate={isLive ? 1 : playback.playback_speed}
                        autoplay={playback.autoplay}
                        miniplayer={playback.miniplayer}
                        onProgress={reportProgress}
                    />
                </div>

                <div className="min-w-0 lg:col-start-1 lg:row-start-2">
                    <div className="px-4 sm:px-0">
                        <h1 className="mt-3 flex items-start gap-2 text-xl font-bold break-words">
                            {isLive && (
                                <span className="mt-1 shrink-0 rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                                    {t('LIVE')}
                                </span>
                            )}
                            <span>{video.title}</span>
                        </h1>

                        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                            <div className="flex min-w-0 items-center gap-3">
                                <Link
                                    href={channelUrl(video.channel.handle)}
                                    aria-hidden="true"
                                    tabIndex={-1}
                                >
                                    <ChannelAvatar channel={video.channel} className="size-10" />
                                </Link>
                                <div className="min-w-0">
                                    <Link
                                        href={channelUrl(video.channel.handle)}
                                        className="block truncate font-semibold hover:underline"
                                    >
                                        {video.channel.name}
                                    </Link>
                                    <p className="text-xs text-neutral-600 dark:text-neutral-400">
                                        {tc(
                                            ':count subscriber|:count subscribers',
                                            video.channel.subscribers,
                                            { count: formatSubscribers(video.channel.subscribers) },
                                        )}
                                    </p>
                                </div>
                                <SubscribeButton
                                    channel={video.channel}
                                    subscription={viewer.subscription}
                                    reloadOnly={['viewer', 'video']}
                                />
                            </div>
                            <div className="flex items-center gap-2 pb-4">
                                <ReactionButtons
                                    url={route('videos.reaction.store', { video: video.id })}
                                    likes={video.likes}
                                    dislikes={video.dislikes}
                                    reaction={viewer.reaction}
                                    signedIn={signedIn}
                                    subject="video"
                                    reloadOnly={['viewer', 'video']}
                                    guestVideoId={video.id}
                                />
                                <ShareButton path={watchUrl(video.id)} />
                                <WatchMoreMenu
                                    videoId={video.id}
                                    isOwner={viewer.isOwner}
                                    reportReasons={reportReasons}
                                />
                            </div>
                        </div>

                        <div className="mt-1">
                            <VideoDescription video={video} watching={watching} />
                        </div>

                        <CommentSection
                            videoId={video.id}
                            channel={video.channel}
                            count={video.comment_count}
                            enabled={video.comments_enabled}
                            comments={comments}
                            sort={commentSort}
                        />
                    </div>
                </div>

                <aside
                    aria-labelledby="up-next-heading"
                    className={`mt-6 px-4 pb-8 sm:px-0 lg:col-start-2 ${theater ? 'lg:row-start-2 lg:mt-3' : 'lg:row-span-2 lg:row-start-1 lg:mt-0'}`}
                >
                    {playQueue.queued.length > 0 && (
                        <section aria-labelledby="queue-heading" className="mb-6">
                            <div className="mb-3 flex items-center justify-between gap-3">
                                <h2 id="queue-heading" className="text-base font-bold">
                                    {t('Queue • :count', { count: playQueue.queued.length })}
                                </h2>
                                <button
                                    type="button"
                                    onClick={playQueue.clear}
                                    className="rounded-full px-3 py-1 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-300 dark:hover:bg-neutral-800"
                                >
                                    {t('Clear queue')}
                                </button>
                            </div>
                            <UpNextList videos={playQueue.queued} />
                        </section>
                    )}
                    <h2 id="up-next-heading" className="mb-3 text-base font-bold">
                        {t('Up next')}
                    </h2>
                    <Deferred data="upNext" fallback={<UpNextSkeleton />}>
                        <UpNextList videos={upNextShown} />
                    </Deferred>
                </aside>
            </div>
        </AppLayout>
    );
}
