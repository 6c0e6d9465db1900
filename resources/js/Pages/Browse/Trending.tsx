import TabbedVideoPage from '@/Components/browse/TabbedVideoPage';
import type { Option, VideoCard } from '@/types/models';

interface TrendingProps {
    tabs: Option[];
    tab: string;
    videos?: VideoCard[];
}

export default function Trending({ tabs, tab, videos }: TrendingProps) {
    return (
        <TabbedVideoPage
            title="Trending"
            tabsLabel="Trending categories"
            path="/trending"
            tabs={tabs}
            tab={tab}
            videos={videos}
        />
    );
}
