import { Link } from '@inertiajs/react';
import { useEffect } from 'react';

import PagedVideoGrid from '@/Components/video/PagedVideoGrid';
import EmptyState from '@/Components/video/EmptyState';
import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import { channelUrl } from '@/Components/video/VideoCard';
import AppLayout from '@/Layouts/AppLayout';
import { formatSubscribers } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import { setSearchQuery } from '@/lib/searchQuery';
import type { ChannelCard, ScrollPage, VideoCard as VideoCardData } from '@/types/models';

interface SearchProps {
    query: string;
    channels: ChannelCard[];
    /** Null when there is nothing to search for. */
    videos: ScrollPage<VideoCardData> | null;
}

function ChannelResult({ channel }: { channel: ChannelCard }) {
    return (
        <li>
            <Link
                href={channelUrl(channel.handle)}
                className="flex items-center gap-4 rounded-xl p-2 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none sm:gap-6 dark:hover:bg-neutral-900"
            >
                <ChannelAvatar
                    channel={channel}
                    className="size-16 text-2xl sm:size-24 sm:text-4xl"
                />
                <div className="min-w-0 flex-1">
                    <p className="truncate text-lg font-semibold">{channel.name}</p>
                    <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
                        @{channel.handle} •{' '}
                        {tc(':count subscriber|:count subscribers', channel.subscribers, {
                            count: formatSubscribers(channel.subscribers),
                        })}
                    </p>
                    {channel.description && (
                        <p className="mt-1 line-clamp-2 text-sm text-neutral-600 dark:text-neutral-400">
                            {channel.description}
                        </p>
                    )}
                </div>
            </Link>
        </li>
    );
}

export default function Index({ query, channels, videos }: SearchProps) {
    // A results address opened directly (or through history) shows its query in the header box.
    useEffect(() => {
        setSearchQuery(query);
    }, [query]);

    const title = query === '' ? t('Search') : t(':query - Search', { query });

    if (videos === null) {
        return (
            <AppLayout title={title}>
                <EmptyState
                    title={t('Search Blipstream')}
                    hint={t(
                        "Type a word from a video's title, its channel, description or tags in the search box above.",
                    )}
                />
            </AppLayout>
        );
    }

    const found = channels.length > 0 || videos.data.length > 0;

    return (
        <AppLayout title={title}>
            <div className="mx-auto max-w-[1600px] space-y-8 px-4 py-6 sm:px-6">
                <h1 className="sr-only">{t('Search results for “:query”', { query })}</h1>
                {!found && (
                    <EmptyState
                        title={t('No results found for ":query"', { query })}
                        hint={t('Check the spelling or try fewer or different words.')}
                    />
                )}
                {channels.length > 0 && (
                    <section aria-labelledby="search-channels">
                        <h2 id="search-channels" className="mb-3 text-lg font-semibold">
                            {t('Channels')}
                        </h2>
                        <ul className="space-y-2">
                            {channels.map((channel) => (
                                <ChannelResult key={channel.id} channel={channel} />
                            ))}
                        </ul>
                    </section>
                )}
                {videos.data.length > 0 && (
                    <section aria-labelledby="search-videos">
                        <h2 id="search-videos" className="mb-4 text-lg font-semibold">
                            {t('Videos')}
                        </h2>
                        <PagedVideoGrid data="videos" videos={videos.data} />
                    </section>
                )}
            </div>
        </AppLayout>
    );
}
