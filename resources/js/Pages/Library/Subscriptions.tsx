import { InfiniteScroll, Link, router, usePage } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';

import SubscribedChannelCard from '@/Components/library/SubscribedChannelCard';
import InputLabel from '@/Components/ui/InputLabel';
import TextInput from '@/Components/ui/TextInput';
import PagedVideoGrid from '@/Components/video/PagedVideoGrid';
import EmptyState from '@/Components/video/EmptyState';
import TabBar from '@/Components/video/TabBar';
import VideoGridSkeleton, { NextPageSkeleton } from '@/Components/video/VideoGridSkeleton';
import useGuestLibrary from '@/hooks/useGuestLibrary';
import AppLayout from '@/Layouts/AppLayout';
import { formatCount } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type {
    NotificationLevel,
    Option,
    ScrollPage,
    SubscribedChannel,
    VideoCard as VideoCardData,
} from '@/types/models';

type SubscriptionsTab = 'videos' | 'channels';

interface SubscriptionsProps {
    tab: SubscriptionsTab;
    tabs: Option[];
    /** The channel filter (`?filter=`). */
    filter: string;
    /** Subscribed channels matching the filter. */
    count: number;
    feed?: ScrollPage<VideoCardData>;
    channels?: ScrollPage<SubscribedChannel>;
}

/** Typing pauses this long before the channel list is asked for again. */
export const FILTER_DEBOUNCE_MS = 250;

const channelGridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';

export default function Subscriptions({
    tab,
    tabs,
    filter,
    count,
    feed,
    channels,
}: SubscriptionsProps) {
    const signedIn = usePage<PageProps>().props.auth.user !== null;
    const guest = useGuestLibrary({ signedIn });
    const guestIds = guest.subscriptions.map((entry) => entry.channelId).join(',');
    const isGuest = !signedIn && guestIds !== '';
    const listProp = tab === 'videos' ? 'feed' : 'channels';

    const [draft, setDraft] = useState(filter);
    const [draftTab, setDraftTab] = useState(tab);
    const [filtering, setFiltering] = useState(false);
    // A guest's filter stays on this page: their ids travel with every request for the list,
    // and the address bar keeps the plain page URL.
    const [guestFilter, setGuestFilter] = useState('');
    const [guestLoaded, setGuestLoaded] = useState<string | null>(null);
    const appliedFilter = signedIn ? filter : guestFilter;
    const guestKey = `${tab}|${guestFilter}`;
    const guestData = {
        channels: guestIds,
        ...(guestFilter === '' ? {} : { filter: guestFilter }),
    };

    // Another tab starts with the filter it was opened with.
    if (draftTab !== tab) {
        setDraftTab(tab);
        setDraft(appliedFilter);
    }

    useEffect(() => {
        if (!isGuest || guestLoaded === guestKey) {
            return;
        }

        router.reload({
            only: [listProp, 'count'],
            reset: [listProp],
            data: guestData,
            preserveUrl: true,
            onFinish: () => {
                setGuestLoaded(guestKey);
            },
        });
        // The ids are read when the tab or the filter changes; unsubscribing keeps the list as it is.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [isGuest, guestKey]);

    const typed = useRef(false);
    useEffect(() => {
        if (!typed.current) {
            return;
        }

        const next = draft.trim();
        const timer = window.setTimeout(() => {
            if (!signedIn) {
                setGuestFilter(next);

                return;
            }

            router.get(
                route('subscriptions'),
                { tab: 'channels', ...(next === '' ? {} : { filter: next }) },
                {
                    only: ['channels', 'count', 'filter'],
                    reset: ['channels'],
                    preserveState: true,
                    preserveScroll: true,
                    replace: true,
                    onStart: () => {
                        setFiltering(true);
                    },
                    onFinish: () => {
                        setFiltering(false);
                    },
                },
            );
        }, FILTER_DEBOUNCE_MS);

        return () => {
            window.clearTimeout(timer);
        };
    }, [draft, signedIn]);

    const updateChannel = (channel: SubscribedChannel, level: NotificationLevel | null) => {
        router.replaceProp('channels.data', (items: SubscribedChannel[]) =>
            items.map((item) =>
                item.id === channel.id ? { ...item, notification_level: level } : item,
            ),
        );
    };

    const loadingGuest = isGuest && guestLoaded !== guestKey;
    const shownCount = signedIn || isGuest ? count : 0;
    const scrollParams = isGuest ? { data: guestData } : {};
    const noSubscriptions = shownCount === 0 && appliedFilter === '' && !loadingGuest;

    let content;
    if (loadingGuest) {
        content = <VideoGridSkeleton count={8} />;
    } else if (noSubscriptions) {
        content = (
            <EmptyState
                title={t('No subscriptions yet')}
                hint={t(
                    'Subscribe to channels you like and their newest videos will show up here.',
                )}
            >
                <Link
                    href={route('trending')}
                    className="inline-flex rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                    {t('Browse trending videos')}
                </Link>
            </EmptyState>
        );
    } else if (tab === 'videos') {
        const videos = feed?.data ?? [];
        content =
            videos.length === 0 ? (
                <EmptyState
                    title={t('No videos yet')}
                    hint={t('The channels you subscribe to have not published any videos yet.')}
                />
            ) : (
                <PagedVideoGrid
                    data="feed"
                    videos={videos}
                    params={scrollParams}
                    cardHeadingLevel={2}
                />
            );
    } else {
        const list = channels?.data ?? [];
        content = filtering ? (
            <VideoGridSkeleton count={8} />
        ) : list.length === 0 ? (
            <EmptyState
                title={t('No channels found')}
                hint={t('None of your subscriptions matches “:filter”.', { filter: appliedFilter })}
            />
        ) : (
            <InfiniteScroll
                data="channels"
                preserveUrl
                params={scrollParams}
                className={channelGridClass}
                loading={() => <NextPageSkeleton />}
            >
                {list.map((channel) => (
                    <SubscribedChannelCard
                        key={channel.id}
                        channel={channel}
                        onChange={updateChannel}
                    />
                ))}
            </InfiniteScroll>
        );
    }

    const countLine =
        appliedFilter === ''
            ? tc(':count channel|:count channels', shownCount, { count: formatCount(shownCount) })
            : tc(
                  ':count channel matching “:filter”|:count channels matching “:filter”',
                  shownCount,
                  { count: formatCount(shownCount), filter: appliedFilter },
              );

    return (
        <AppLayout title={t('Subscriptions')}>
            <div className="mx-auto max-w-[1600px] space-y-6 px-4 py-6 sm:px-6">
                <header className="flex flex-wrap items-end justify-between gap-4">
                    <div>
                        <h1 className="text-2xl font-bold">{t('Subscriptions')}</h1>
                        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                            {loadingGuest ? t('Loading your channels…') : countLine}
                            {!signedIn && ` • ${t('kept in this browser until you sign in')}`}
                        </p>
                    </div>
                    {tab === 'channels' && (shownCount > 0 || appliedFilter !== '') && (
                        <div className="w-full sm:w-72">
                            <InputLabel htmlFor="channel-filter" value={t('Filter channels')} />
                            <TextInput
                                id="channel-filter"
                                type="search"
                                value={draft}
                                placeholder={t('Name or description')}
                                className="mt-1"
                                onChange={(event) => {
                                    typed.current = true;
                                    setDraft(event.target.value);
                                }}
                            />
                        </div>
                    )}
                </header>
                <TabBar
                    label={t('Subscriptions')}
                    path={route('subscriptions')}
                    param="tab"
                    options={tabs}
                    active={tab}
                    reload={['feed', 'channels', 'count', 'filter']}
                />
                {content}
            </div>
        </AppLayout>
    );
}
