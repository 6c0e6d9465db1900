import BrowseVideoPage from '@/Components/browse/BrowseVideoPage';
import { t } from '@/lib/i18n';
import type { ScrollPage, VideoCard } from '@/types/models';

export default function Music({ videos }: { videos?: ScrollPage<VideoCard> }) {
    return <BrowseVideoPage title={t('Music')} videos={videos} />;
}
