import { InfiniteScroll, router } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';

import ChannelAbout from '@/Components/channel/ChannelAbout';
import ChannelGrid from '@/Components/channel/ChannelGrid';
import ChannelTabs, { channelTabUrl } from '@/Components/channel/ChannelTabs';
import CommunityPostCard from '@/Components/channel/CommunityPostCard';
import PlaylistCard from '@/Components/channel/PlaylistCard';
import SubscribeButton from '@/Components/channel/SubscribeButton';
import PagedVideoGrid from '@/Components/video/PagedVideoGrid';
import EmptyState from '@/Components/video/EmptyState';
import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import VideoCard from '@/Components/video/VideoCard';
import VideoGrid, { videoGridClass } from '@/Components/video/VideoGrid';
import VideoGridSkeleton, { NextPageSkeleton } from '@/Components/video/VideoGridSkeleton';
import TextLink from '@/Components/ui/TextLink';
import AppLayout from '@/Layouts/AppLayout';
import { formatCount, formatSubscribers } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type {
    ChannelAbout as ChannelAboutData,
    ChannelCard,
    ChannelHome,
    ChannelProfile,
    ChannelTabName,
    ChannelViewer,
    CommunityPost,
    PlaylistCard as PlaylistCardData,
    ScrollPage,
    VideoCard as VideoCardData,
} from '@/types/models';

/** The spec's skeleton size for the channel grid. */
export const CHANNEL_SKELETON_CARDS = 8;

/** Each tab's content arrives in its own prop; only the open tab's is sent. */
const TAB_PROP = {
    home: 'home',
    videos: 'videos',
    playlists: 'playlists',
    community: 'posts',
    about: 'about',
    subscriptions: 'subscriptions',
    liked: 'liked',
} as const satisfies Record<ChannelTabName, string>;

const PAGED_PROPS = new Set<string>(['videos', 'playlists', 'posts', 'subscriptions', 'liked']);

interface ChannelShowProps {
    channel: ChannelProfile;
    tab: ChannelTabName;
    /** The tabs this visitor may open. */
    tabs: ChannelTabName[];
    /** The owner's tabs their privacy settings keep from others (for the owner only). */
    privateTabs: ChannelTabName[];
    viewer: ChannelViewer;
    home?: ChannelHome;
    videos?: ScrollPage<VideoCardData>;
    playlists?: ScrollPage<PlaylistCardData>;
    posts?: ScrollPage<CommunityPost>;
    about?: ChannelAboutData;
    subscriptions?: ScrollPage<ChannelCard>;
    liked?: ScrollPage<VideoCardData>;
}

function ChannelHeader({ channel, viewer }: { channel: ChannelProfile; viewer: ChannelViewer }) {
    return (
        <header>
            <div className="aspect-[6/1] w-full overflow-hidden bg-gradient-to-r from-neutral-200 to-neutral-300 sm:rounded-xl dark:from-neutral-800 dark:to-neutral-700">
                {channel.banner_url && (
                    <img src={channel.banner_url} alt="" className="size-full object-cover" />
                )}
            </div>
            <div className="flex flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:px-0">
                <ChannelAvatar
                    channel={channel}
                    className="size-20 text-3xl sm:size-32 sm:text-5xl"
                />
                <div className="min-w-0 flex-1 space-y-1">
                    <h1 className="truncate text-2xl font-bold tracking-tight sm:text-4xl">
                        {channel.name}
                    </h1>
                    <p className="flex flex-wrap gap-x-2 text-sm text-neutral-600 dark:text-neutral-400">
                        <span className="font-medium text-neutral-800 dark:text-neutral-200">
                            {channel.custom_url}
                        </span>
                        <span aria-hidden="true">•</span>
                        <span>
                            {tc(':count subscriber|:count subscribers', channel.subscribers, {
                                count: formatSubscribers(channel.subscribers),
                            })}
                        </span>
                        <span aria-hidden="true">•</span>
                        <span>
                            {tc(':count video|:count videos', channel.video_count, {
                                count: formatCount(channel.video_count),
                            })}
                        </span>
                    </p>
                </div>
                <SubscribeButton
                    channel={channel}
                    subscription={viewer.subscription}
                    reloadOnly={['viewer', 'channel']}
                    remind={channel.show_unsubscribed_indicator}
                />
            </div>
        </header>
    );
}

function HomeTab({ home }: { home: ChannelHome }) {
    const { featured, recent, featured_channels: featuredChannels } = home;

    return (
        <div className="space-y-8">
            {featured ? (
                <section
                    aria-label={t('Featured video')}
                    className="grid gap-4 border-b border-neutral-200 pb-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] dark:border-neutral-800"
                >
                    <VideoCard video={featured} headingLevel={2} eager />
                    {featured.description && (
                        <p className="line-clamp-[12] text-sm leading-6 whitespace-pre-line text-neutral-800 dark:text-neutral-200">
                            {featured.description}
                        </p>
                    )}
                </section>
            ) : (
                <EmptyState
                    title={t('No videos yet')}
                    hint={t("This channel hasn't uploaded any videos yet.")}
                />
            )}
            {recent.length > 0 && (
                <section aria-labelledby="channel-recent">
                    <h2 id="channel-recent" className="mb-4 text-lg font-semibold">
                        {t('Recent uploads')}
                    </h2>
                    <VideoGrid videos={recent} />
                </section>
            )}
            {featuredChannels.length > 0 && (
                <ChannelGrid
                    id="channel-featured-channels"
                    title={t('Featured channels')}
                    channels={featuredChannels}
                />
            )}
        </div>
    );
}

function VideosTab({ videos }: { videos: ScrollPage<VideoCardData> }) {
    if (videos.data.length === 0) {
        return (
            <EmptyState
                title={t('No videos yet')}
                hint={t("This channel hasn't uploaded any videos yet.")}
            />
        );
    }

    return <PagedVideoGrid data="videos" videos={videos.data} cardHeadingLevel={2} />;
}

function PlaylistsTab({ playlists }: { playlists: ScrollPage<PlaylistCardData> }) {
    if (playlists.data.length === 0) {
        return <p className="py-20 text-center text-lg font-semibold">{t('No playlists yet')}</p>;
    }

    return (
        <InfiniteScroll
            data="playlists"
            preserveUrl
            className={videoGridClass}
            loading={() => <NextPageSkeleton />}
        >
            {playlists.data.map((playlist) => (
                <PlaylistCard key={playlist.id} playlist={playlist} headingLevel={2} />
            ))}
        </InfiniteScroll>
    );
}

function CommunityTab({
    posts,
    channel,
}: {
    posts: ScrollPage<CommunityPost>;
    channel: ChannelProfile;
}) {
    if (posts.data.length === 0) {
        return (
            <p className="py-20 text-center text-lg font-semibold">{t('No community posts yet')}</p>
        );
    }

    return (
        <InfiniteScroll data="posts" preserveUrl className="max-w-3xl space-y-4">
            {posts.data.map((post) => (
                <CommunityPostCard key={post.id} post={post} channel={channel} />
            ))}
        </InfiniteScroll>
    );
}

function SubscriptionsTab({ subscriptions }: { subscriptions: ScrollPage<ChannelCard> }) {
    if (subscriptions.data.length === 0) {
        return (
            <p className="py-20 text-center text-lg font-semibold">{t('No subscriptions yet')}</p>
        );
    }

    return (
        <InfiniteScroll data="subscriptions" preserveUrl>
            <ChannelGrid
                id="channel-subscriptions"
                title={t('Subscriptions')}
                channels={subscriptions.data}
            />
        </InfiniteScroll>
    );
}

function LikedTab({ liked }: { liked: ScrollPage<VideoCardData> }) {
    if (liked.data.length === 0) {
        return (
            <EmptyState
                title={t('No liked videos yet')}
                hint={t('Liked public videos show here.')}
            />
        );
    }

    return <PagedVideoGrid data="liked" videos={liked.data} cardHeadingLevel={2} />;
}

/** Tells the owner that a tab of theirs is hidden from everyone else, and where that is changed. */
function PrivateTabNotice({ tab }: { tab: ChannelTabName }) {
    // The link sits where the language puts it in the sentence.
    const [before, after = ''] = (
        tab === 'subscriptions'
            ? t(
                  'To show your subscriptions on your channel, turn on “Show my subscriptions on my channel” in :place.',
              )
            : t(
                  'To show the videos you like on your channel, turn on “Show my liked videos on my channel” in :place.',
              )
    ).split(':place');

    return (
        <p className="mb-6 rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm text-neutral-700 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-300">
            {t('Only you can see this tab.')} {before}
            <TextLink href={route('settings.show', { section: 'privacy' })}>
                {t('Settings › Privacy')}
            </TextLink>
            {after}
        </p>
    );
}

export default function Show(props: ChannelShowProps) {
    const { channel, tab } = props;
    // The tab being fetched: highlighted at once, its content a skeleton until it arrives.
    const [pending, setPending] = useState<ChannelTabName | null>(null);
    const shown = pending ?? tab;

    const select = (next: ChannelTabName) => {
        if (next === shown) {
            return;
        }

        const prop = TAB_PROP[next];
        setPending(next);
        router.get(
            channelTabUrl(channel.handle, next),
            {},
            {
                only: ['tab', prop],
                // A paged tab starts again from its first page rather than appending to it.
                reset: PAGED_PROPS.has(prop) ? [prop] : [],
                preserveState: true,
                preserveScroll: true,
                onFinish: () => {
                    setPending(null);
                },
            },
        );
    };

    let content: ReactNode = null;
    if (pending === null) {
        if (tab === 'home' && props.home) {
            content = <HomeTab home={props.home} />;
        } else if (tab === 'videos' && props.videos) {
            content = <VideosTab videos={props.videos} />;
        } else if (tab === 'playlists' && props.playlists) {
            content = <PlaylistsTab playlists={props.playlists} />;
        } else if (tab === 'community' && props.posts) {
            content = <CommunityTab posts={props.posts} channel={channel} />;
        } else if (tab === 'about' && props.about) {
            content = <ChannelAbout about={props.about} />;
        } else if (tab === 'subscriptions' && props.subscriptions) {
            content = <SubscriptionsTab subscriptions={props.subscriptions} />;
        } else if (tab === 'liked' && props.liked) {
            content = <LikedTab liked={props.liked} />;
        }
    }

    return (
        <AppLayout title={channel.name}>
            <div className="mx-auto max-w-[1600px] sm:px-6 sm:pt-4">
                <ChannelHeader channel={channel} viewer={props.viewer} />
                <div className="px-4 sm:px-0">
                    <ChannelTabs
                        handle={channel.handle}
                        tabs={props.tabs}
                        active={shown}
                        onSelect={select}
                    />
                    <div className="py-6">
                        {props.privateTabs.includes(shown) && <PrivateTabNotice tab={shown} />}
                        {content ?? <VideoGridSkeleton count={CHANNEL_SKELETON_CARDS} />}
                    </div>
                </div>
            </div>
        </AppLayout>
    );
}
