import BrowseVideoPage from '@/Components/browse/BrowseVideoPage';
import type { ScrollPage, VideoCard } from '@/types/models';

export default function Music({ videos }: { videos?: ScrollPage<VideoCard> }) {
    return <BrowseVideoPage title="Music" videos={videos} />;
}
