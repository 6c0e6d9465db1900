import BrowseVideoPage from '@/Components/browse/BrowseVideoPage';
import { t } from '@/lib/i18n';
import type { Option, VideoCard } from '@/types/models';

interface TrendingProps {
    tabs: Option[];
    tab: string;
    videos?: VideoCard[];
}

export default function Trending({ tabs, tab, videos }: TrendingProps) {
    return (
        <BrowseVideoPage
            title={t('Trending')}
            tabs={{
                label: t('Trending categories'),
                path: '/trending',
                options: tabs,
                active: tab,
            }}
            videos={videos}
        />
    );
}
