import TabbedVideoPage from '@/Components/browse/TabbedVideoPage';
import type { Option, ScrollPage, VideoCard } from '@/types/models';

interface NewsProps {
    tabs: Option[];
    tab: string;
    videos?: ScrollPage<VideoCard>;
}

export default function News({ tabs, tab, videos }: NewsProps) {
    return (
        <TabbedVideoPage
            title="News"
            tabsLabel="News sections"
            path="/news"
            tabs={tabs}
            tab={tab}
            videos={videos}
        />
    );
}
