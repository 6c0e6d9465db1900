import { Link } from '@inertiajs/react';

import SubscribeButton from '@/Components/channel/SubscribeButton';
import type { ProgressReason } from '@/Components/player/usePlaybackReports';
import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import { channelUrl } from '@/Components/video/VideoCard';
import useWatchProgress from '@/hooks/useWatchProgress';
import { formatCount } from '@/lib/format';
import { tc } from '@/lib/i18n';
import type { Blip, NotificationLevel } from '@/types/models';

import BlipActions from './BlipActions';
import BlipPlayer from './BlipPlayer';
import { BLIP_INDEX_ATTRIBUTE } from './useBlipVisibility';

/**
 * One screen of the feed: the blip's video with its title, channel, Subscribe and views
 * over the bottom of the frame, and the action rail beside it (over it on phones).
 */
export default function BlipScreen({
    blip,
    index,
    subscription,
    onSubscriptionChange,
    commentCount,
    loaded,
    showPoster,
    playing,
    muted,
    controlsShown,
    commentsOpen,
    onTogglePlay,
    onToggleMute,
    onShowControls,
    onComments,
    onNotInterested,
    onReport,
}: {
    blip: Blip;
    index: number;
    /** The viewer's latest known subscription to the blip's channel. */
    subscription: NotificationLevel | null;
    onSubscriptionChange: (level: NotificationLevel | null) => void;
    commentCount: number;
    loaded: boolean;
    showPoster: boolean;
    playing: boolean;
    muted: boolean;
    controlsShown: boolean;
    commentsOpen: boolean;
    onTogglePlay: () => void;
    onToggleMute: () => void;
    onShowControls: () => void;
    onComments: () => void;
    onNotInterested: () => void;
    onReport: () => void;
}) {
    const reportProgress = useWatchProgress(blip.id);
    const onProgress = (seconds: number, reason: ProgressReason) => {
        reportProgress(seconds, reason);
    };
    const headingId = `blip-${blip.id}-title`;

    return (
        <section
            {...{ [BLIP_INDEX_ATTRIBUTE]: index }}
            aria-labelledby={headingId}
            className="flex h-full snap-start snap-always items-center justify-center sm:py-4"
        >
            <div className="relative flex h-full items-end max-sm:w-full sm:gap-4">
                {/* The frame is always dark, so what sits on it (Subscribe included) takes dark colours. */}
                <div className="dark relative h-full overflow-hidden bg-neutral-900 max-sm:w-full sm:aspect-[9/16] sm:rounded-2xl">
                    <BlipPlayer
                        blip={blip}
                        loaded={loaded}
                        showPoster={showPoster}
                        playing={playing}
                        muted={muted}
                        controlsShown={controlsShown}
                        onTogglePlay={onTogglePlay}
                        onToggleMute={onToggleMute}
                        onShowControls={onShowControls}
                        onProgress={onProgress}
                    />
                    <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/45 to-transparent p-4 pt-20 text-white max-sm:pe-20">
                        <div className="pointer-events-auto flex min-w-0 items-center gap-2">
                            <Link
                                href={channelUrl(blip.channel.handle)}
                                aria-hidden="true"
                                tabIndex={-1}
                            >
                                <ChannelAvatar channel={blip.channel} className="size-9" />
                            </Link>
                            <Link
                                href={channelUrl(blip.channel.handle)}
                                className="min-w-0 truncate text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-white"
                            >
                                {blip.channel.name}
                            </Link>
                            <SubscribeButton
                                channel={blip.channel}
                                subscription={subscription}
                                reloadOnly={['flash']}
                                onChange={onSubscriptionChange}
                            />
                        </div>
                        <h2 id={headingId} className="mt-3 line-clamp-2 font-semibold break-words">
                            {blip.title}
                        </h2>
                        <p className="mt-1 text-sm text-white/85">
                            {tc(':count view|:count views', blip.views, {
                                count: formatCount(blip.views),
                            })}
                        </p>
                    </div>
                </div>
                <BlipActions
                    blip={blip}
                    commentCount={commentCount}
                    playing={playing}
                    commentsOpen={commentsOpen}
                    onComments={onComments}
                    onNotInterested={onNotInterested}
                    onReport={onReport}
                    className="max-sm:absolute max-sm:end-2 max-sm:bottom-32 sm:pb-2"
                />
            </div>
        </section>
    );
}
