import BrowseVideoPage from '@/Components/browse/BrowseVideoPage';
import type { Option, ScrollPage, VideoCard } from '@/types/models';

interface NewsProps {
    tabs: Option[];
    tab: string;
    videos?: ScrollPage<VideoCard>;
}

export default function News({ tabs, tab, videos }: NewsProps) {
    return (
        <BrowseVideoPage
            title="News"
            tabs={{ label: 'News sections', path: '/news', options: tabs, active: tab }}
            videos={videos}
        />
    );
}
