import BrowseGrid from '@/Components/video/BrowseGrid';
import TabBar from '@/Components/video/TabBar';
import AppLayout from '@/Layouts/AppLayout';
import type { Option, ScrollPage, VideoCard } from '@/types/models';

export const TRENDING_EMPTY_HINT =
    'No trending videos found in this category. Try selecting a different category.';

interface TabbedVideoPageProps {
    title: string;
    /** The accessible name of the tab bar. */
    tabsLabel: string;
    path: string;
    tabs: Option[];
    tab: string;
    videos?: VideoCard[] | ScrollPage<VideoCard>;
}

/** A titled page of videos, one tab of them at a time, the tab kept in `?tab=`. */
export default function TabbedVideoPage({
    title,
    tabsLabel,
    path,
    tabs,
    tab,
    videos,
}: TabbedVideoPageProps) {
    return (
        <AppLayout title={title}>
            <div className="space-y-6 px-4 py-6 sm:px-6">
                <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
                <TabBar
                    label={tabsLabel}
                    path={path}
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
