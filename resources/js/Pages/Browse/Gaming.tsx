import BrowseGrid from '@/Components/video/BrowseGrid';
import TabBar from '@/Components/video/TabBar';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';
import type { GameVideo, Option, ScrollPage } from '@/types/models';

interface GamingProps {
    categories: Option[];
    category: string;
    videos?: ScrollPage<GameVideo>;
}

export default function Gaming({ categories, category, videos }: GamingProps) {
    return (
        <AppLayout title={t('Gaming')}>
            <div className="bg-gradient-to-r from-red-700 via-red-600 to-orange-500 px-4 py-10 text-white sm:px-6">
                <h1 className="text-3xl font-bold tracking-tight">{t('Gaming')}</h1>
                <p className="mt-2 max-w-2xl text-white/90">
                    {t(
                        'Live streams, walkthroughs, reviews, and more from your favorite gaming creators',
                    )}
                </p>
            </div>
            <TabBar
                label={t('Gaming categories')}
                path="/gaming"
                param="category"
                options={categories}
                active={category}
                reload={['videos']}
                className="sticky top-16 z-20 border-b border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6 dark:border-neutral-800 dark:bg-neutral-950/95"
            />
            <div className="px-4 py-6 sm:px-6">
                <BrowseGrid
                    prop="videos"
                    videos={videos}
                    skeletonCount={15}
                    emptyHint={t(
                        'No gaming videos found in this category. Try selecting a different category.',
                    )}
                    detail={(video) => video.game}
                />
            </div>
        </AppLayout>
    );
}
