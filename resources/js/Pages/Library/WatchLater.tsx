import { router, usePage } from '@inertiajs/react';

import StatusNotice from '@/Components/library/StatusNotice';
import PagedVideoGrid from '@/Components/video/PagedVideoGrid';
import EmptyState from '@/Components/video/EmptyState';
import AppLayout from '@/Layouts/AppLayout';
import { formatCount } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { ScrollPage, VideoCard as VideoCardData } from '@/types/models';

interface WatchLaterProps {
    /** Oldest save first. */
    videos: ScrollPage<VideoCardData>;
    total: number;
}

export default function WatchLater({ videos, total }: WatchLaterProps) {
    const { flash } = usePage<PageProps>().props;

    const remove = (video: VideoCardData) => {
        router.delete(route('watch-later.destroy', { video: video.id }), {
            only: ['total', 'flash'],
            preserveScroll: true,
            preserveState: true,
            onSuccess: () => {
                router.replaceProp('videos.data', (items: VideoCardData[]) =>
                    items.filter((item) => item.id !== video.id),
                );
            },
        });
    };

    const actions = [{ label: t('Remove from Watch later'), onSelect: remove }];

    return (
        <AppLayout title={t('Watch later')}>
            <div className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6">
                <header className="mb-6">
                    <h1 className="text-2xl font-bold">{t('Watch later')}</h1>
                    <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                        {tc(':count video|:count videos', total, { count: formatCount(total) })} •{' '}
                        {t('Private')}
                    </p>
                </header>
                <StatusNotice message={flash.status} />
                {videos.data.length === 0 ? (
                    <EmptyState
                        title={t('No videos in Watch later')}
                        hint={t(
                            'Choose Save to Watch later in a video’s menu to keep it here for later.',
                        )}
                    />
                ) : (
                    <PagedVideoGrid
                        data="videos"
                        videos={videos.data}
                        actions={actions}
                        cardHeadingLevel={2}
                    />
                )}
            </div>
        </AppLayout>
    );
}
