import BrowseVideoPage from '@/Components/browse/BrowseVideoPage';
import { t } from '@/lib/i18n';
import type { Option, ScrollPage, VideoCard } from '@/types/models';

interface NewsProps {
    tabs: Option[];
    tab: string;
    videos?: ScrollPage<VideoCard>;
}

export default function News({ tabs, tab, videos }: NewsProps) {
    return (
        <BrowseVideoPage
            title={t('News')}
            tabs={{ label: t('News sections'), path: '/news', options: tabs, active: tab }}
            videos={videos}
        />
    );
}
