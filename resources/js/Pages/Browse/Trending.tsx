import BrowseGrid from '@/Components/video/BrowseGrid';
import TabBar from '@/Components/video/TabBar';
import AppLayout from '@/Layouts/AppLayout';
import type { Option, VideoCard } from '@/types/models';

export const TRENDING_EMPTY_HINT =
    'No trending videos found in this category. Try selecting a different category.';

interface TrendingProps {
    tabs: Option[];
    tab: string;
    videos?: VideoCard[];
}

export default function Trending({ tabs, tab, videos }: TrendingProps) {
    return (
        <AppLayout title="Trending">
            <div className="space-y-6 px-4 py-6 sm:px-6">
                <h1 className="text-2xl font-bold tracking-tight">Trending</h1>
                <TabBar
                    label="Trending categories"
                    path="/trending"
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
