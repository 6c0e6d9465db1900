import BrowseGrid from '@/Components/video/BrowseGrid';
import TabBar from '@/Components/video/TabBar';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';
import type { Option, ScrollPage, VideoCard } from '@/types/models';

/** The tab bar above the grid, each tab kept in `?tab=` of the path. */
interface BrowseTabs {
    /** The accessible name of the tab bar. */
    label: string;
    path: string;
    options: Option[];
    active: string;
}

interface BrowseVideoPageProps {
    title: string;
    tabs?: BrowseTabs;
    videos?: VideoCard[] | ScrollPage<VideoCard>;
}

/** A titled grid of videos (Trending, Music, News), optionally one tab of them at a time. */
export default function BrowseVideoPage({ title, tabs, videos }: BrowseVideoPageProps) {
    return (
        <AppLayout title={title}>
            <div className="space-y-6 px-4 py-6 sm:px-6">
                <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
                {tabs && (
                    <TabBar
                        label={tabs.label}
                        path={tabs.path}
                        param="tab"
                        options={tabs.options}
                        active={tabs.active}
                        reload={['videos']}
                    />
                )}
                <BrowseGrid
                    prop="videos"
                    videos={videos}
                    skeletonCount={10}
                    emptyHint={t(
                        'No trending videos found in this category. Try selecting a different category.',
                    )}
                />
            </div>
        </AppLayout>
    );
}
