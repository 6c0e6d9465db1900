import { TRENDING_EMPTY_HINT } from '@/Components/browse/TabbedVideoPage';
import BrowseGrid from '@/Components/video/BrowseGrid';
import AppLayout from '@/Layouts/AppLayout';
import type { ScrollPage, VideoCard } from '@/types/models';

export default function Music({ videos }: { videos?: ScrollPage<VideoCard> }) {
    return (
        <AppLayout title="Music">
            <div className="space-y-6 px-4 py-6 sm:px-6">
                <h1 className="text-2xl font-bold tracking-tight">Music</h1>
                <BrowseGrid
                    prop="videos"
                    videos={videos}
                    skeletonCount={10}
                    emptyHint={TRENDING_EMPTY_HINT}
                />
            </div>
        </AppLayout>
    );
}
