import { router, usePage } from '@inertiajs/react';
import { useMemo, useState } from 'react';

import StatusNotice from '@/Components/library/StatusNotice';
import PagedVideoGrid from '@/Components/video/PagedVideoGrid';
import EmptyState from '@/Components/video/EmptyState';
import VideoCard from '@/Components/video/VideoCard';
import { videoGridClass } from '@/Components/video/VideoGrid';
import VideoGridSkeleton from '@/Components/video/VideoGridSkeleton';
import useGuestCards from '@/hooks/useGuestCards';
import { useGuestReactions } from '@/hooks/useGuestLibrary';
import AppLayout from '@/Layouts/AppLayout';
import { formatCount } from '@/lib/format';
import { t, tc, translatable } from '@/lib/i18n';
import { setGuestReaction } from '@/lib/guestLibrary';
import type { PageProps } from '@/types';
import type { ScrollPage, VideoCard as VideoCardData } from '@/types/models';

interface LikedVideosProps {
    /** A signed-in viewer's likes, newest like first; null for a guest, whose likes are in this browser. */
    videos: ScrollPage<VideoCardData> | null;
    total: number;
    /** Cards for the video ids a guest's browser sent. */
    resolved?: VideoCardData[];
}

const REMOVED = translatable('Removed from Liked videos');

/** A guest's stored likes (newest first) joined to the cards the server found for them. */
function useGuestLikes(signedIn: boolean, resolved: VideoCardData[] | undefined) {
    const reactions = useGuestReactions();
    const ids = useMemo(
        () => reactions.filter((entry) => entry.type === 'like').map((entry) => entry.videoId),
        [reactions],
    );
    const { loading } = useGuestCards('videos', ids, !signedIn);

    const videos = useMemo(() => {
        const cards = new Map((resolved ?? []).map((card) => [card.id, card]));

        return ids.flatMap((id) => cards.get(id) ?? []);
    }, [ids, resolved]);

    return { videos, loading };
}

export default function LikedVideos({ videos, total, resolved }: LikedVideosProps) {
    const signedIn = usePage<PageProps>().props.auth.user !== null;
    const guest = useGuestLikes(signedIn, resolved);
    const [notice, setNotice] = useState<string | null>(null);

    const list = signedIn ? (videos?.data ?? []) : guest.videos;
    const count = signedIn ? total : guest.videos.length;

    const remove = (video: VideoCardData) => {
        if (!signedIn) {
            setGuestReaction(video.id, null);
            setNotice(t(REMOVED));

            return;
        }

        // Taking the like back: the video's like count follows, and so does this page's total.
        router.delete(route('videos.reaction.destroy', { video: video.id }), {
            only: ['total'],
            preserveScroll: true,
            preserveState: true,
            onSuccess: () => {
                router.replaceProp('videos.data', (items: VideoCardData[]) =>
                    items.filter((item) => item.id !== video.id),
                );
                setNotice(t(REMOVED));
            },
        });
    };

    const actions = [{ label: t('Remove from Liked videos'), onSelect: remove }];

    let content;
    if (!signedIn && guest.loading) {
        content = <VideoGridSkeleton count={8} />;
    } else if (list.length === 0) {
        content = (
            <EmptyState
                title={t('No liked videos')}
                hint={t('Videos you like will show up here.')}
            />
        );
    } else if (signedIn) {
        content = (
            <PagedVideoGrid data="videos" videos={list} actions={actions} cardHeadingLevel={2} />
        );
    } else {
        content = (
            <div className={videoGridClass}>
                {list.map((video) => (
                    <VideoCard key={video.id} video={video} actions={actions} headingLevel={2} />
                ))}
            </div>
        );
    }

    return (
        <AppLayout title={t('Liked videos')}>
            <div className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6">
                <header className="mb-6">
                    <h1 className="text-2xl font-bold">{t('Liked videos')}</h1>
                    <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                        {tc(':count video|:count videos', count, { count: formatCount(count) })}
                        {!signedIn && ` • ${t('kept in this browser until you sign in')}`}
                    </p>
                </header>
                <StatusNotice message={notice} />
                {content}
            </div>
        </AppLayout>
    );
}
