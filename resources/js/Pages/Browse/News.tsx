import BrowseGrid from '@/Components/video/BrowseGrid';
import TabBar from '@/Components/video/TabBar';
import AppLayout from '@/Layouts/AppLayout';
import type { Option, ScrollPage, VideoCard } from '@/types/models';

import { TRENDING_EMPTY_HINT } from './Trending';

interface NewsProps {
    tabs: Option[];
    tab: string;
    videos?: ScrollPage<VideoCard>;
}

export default function News({ tabs, tab, videos }: NewsProps) {
    return (
        <AppLayout title="News">
            <div className="space-y-6 px-4 py-6 sm:px-6">
                <h1 className="text-2xl font-bold tracking-tight">News</h1>
                <TabBar
                    label="News sections"
                    path="/news"
                    param="tab"
                    options={tabs}
                    active={tab}
                    reload={['videos']}
                />
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
