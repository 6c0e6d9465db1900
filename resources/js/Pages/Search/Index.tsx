import { InfiniteScroll } from '@inertiajs/react';
import { useEffect } from 'react';

import SearchChannelRow from '@/Components/search/SearchChannelRow';
import SearchFilterBar, { clearFiltersUrl } from '@/Components/search/SearchFilterBar';
import SearchVideoRow, { SearchRowSkeletons } from '@/Components/search/SearchVideoRow';
import TextLink from '@/Components/ui/TextLink';
import EmptyState from '@/Components/video/EmptyState';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';
import { setSearchQuery } from '@/lib/searchQuery';
import type { ScrollPage, SearchChannel, SearchFilters, SearchVideo } from '@/types/models';

interface SearchProps {
    query: string;
    filters: SearchFilters;
    /** The channels heading an unfiltered search's first page. */
    channels: SearchChannel[];
    /** Null when there is nothing to search for, or when channels are asked for. */
    videos: ScrollPage<SearchVideo> | null;
    /** The Channel type's results; null otherwise. */
    channelResults: ScrollPage<SearchChannel> | null;
}

const listClass = 'flex flex-col gap-4 sm:gap-5';

export default function Index({ query, filters, channels, videos, channelResults }: SearchProps) {
    // A results address opened directly (or through history) shows its query in the header box.
    useEffect(() => {
        setSearchQuery(query);
    }, [query]);

    const title = query === '' ? t('Search') : t(':query - Search', { query });

    if (videos === null && channelResults === null) {
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

    const found =
        channels.length > 0 ||
        (videos?.data.length ?? 0) > 0 ||
        (channelResults?.data.length ?? 0) > 0;
    const narrowed = filters.type !== null || filters.date !== null || filters.duration !== null;

    return (
        <AppLayout title={title}>
            <div className="mx-auto max-w-[1100px] space-y-6 px-4 py-4 sm:px-6 sm:py-6">
                <h1 className="sr-only">{t('Search results for “:query”', { query })}</h1>
                <SearchFilterBar query={query} filters={filters} />
                {!found &&
                    (narrowed ? (
                        <EmptyState
                            title={t('No results found for ":query"', { query })}
                            hint={t('Try different filters, or clear them to see every result.')}
                        >
                            <TextLink href={clearFiltersUrl(query)}>{t('Clear filters')}</TextLink>
                        </EmptyState>
                    ) : (
                        <EmptyState
                            title={t('No results found for ":query"', { query })}
                            hint={t('Check the spelling or try fewer or different words.')}
                        />
                    ))}
                {channels.length > 0 && (
                    <section aria-labelledby="search-channels">
                        <h2 id="search-channels" className="sr-only">
                            {t('Channels')}
                        </h2>
                        <div className={listClass}>
                            {channels.map((channel) => (
                                <SearchChannelRow key={channel.id} channel={channel} />
                            ))}
                        </div>
                    </section>
                )}
                {channelResults && channelResults.data.length > 0 && (
                    <section aria-labelledby="search-channels">
                        <h2 id="search-channels" className="sr-only">
                            {t('Channels')}
                        </h2>
                        <InfiniteScroll
                            data="channelResults"
                            preserveUrl
                            className={listClass}
                            loading={() => <SearchRowSkeletons />}
                        >
                            {channelResults.data.map((channel) => (
                                <SearchChannelRow key={channel.id} channel={channel} />
                            ))}
                        </InfiniteScroll>
                    </section>
                )}
                {videos && videos.data.length > 0 && (
                    <section aria-labelledby="search-videos">
                        <h2 id="search-videos" className="sr-only">
                            {t('Videos')}
                        </h2>
                        <InfiniteScroll
                            data="videos"
                            preserveUrl
                            className={listClass}
                            loading={() => <SearchRowSkeletons />}
                        >
                            {videos.data.map((video) => (
                                <SearchVideoRow key={video.id} video={video} />
                            ))}
                        </InfiniteScroll>
                    </section>
                )}
            </div>
        </AppLayout>
    );
}
