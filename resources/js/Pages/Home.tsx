import { Deferred } from '@inertiajs/react';
import { useDeferredValue } from 'react';

import Carousel from '@/Components/video/Carousel';
import CategoryChips from '@/Components/video/CategoryChips';
import ClipCard from '@/Components/video/ClipCard';
import PagedVideoGrid from '@/Components/video/PagedVideoGrid';
import EmptyState from '@/Components/video/EmptyState';
import FeaturedGrid, { FeaturedGridSkeleton } from '@/Components/video/FeaturedGrid';
import LiveCard from '@/Components/video/LiveCard';
import SectionHeading from '@/Components/video/SectionHeading';
import { useGuestNotInterested } from '@/hooks/useGuestLibrary';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';
import type {
    FeaturedVideo,
    LiveCard as LiveCardData,
    Option,
    ScrollPage,
    VideoCard as VideoCardData,
} from '@/types/models';

interface HomeProps {
    chips: Option[];
    category: string;
    featured: FeaturedVideo[];
    live?: LiveCardData[];
    blips?: VideoCardData[];
    recommended?: ScrollPage<VideoCardData>;
}

/**
 * Vertical clips are a third as wide as a landscape card: one per view would fill a phone
 * screen and a half, so phones show two and tablets three; wide screens keep the carousel's four.
 */
const BLIPS_PER_VIEW = [2, 3, 4, 4] as const;

/** The sections below the first screen arrive in one deferred request after it. */
const DEFERRED_SECTIONS = ['live', 'blips', 'recommended'];

/** A chip reloads every section together. */
const SECTIONS = ['featured', ...DEFERRED_SECTIONS];

/** Placeholders for the sections on their way; the featured grid's too while a chip reloads it. */
function SectionsSkeleton({ withFeatured = true }: { withFeatured?: boolean }) {
    return (
        <div className="space-y-10" role="status" aria-busy="true" aria-label={t('Loading videos')}>
            {withFeatured && <FeaturedGridSkeleton />}
            <div className="animate-pulse space-y-4 motion-reduce:animate-none">
                <div className="h-6 w-24 rounded bg-neutral-200 dark:bg-neutral-800" />
                <div className="grid grid-cols-1 gap-[30px] min-[1200px]:grid-cols-4 md:grid-cols-2 lg:grid-cols-3">
                    {Array.from({ length: 4 }, (_, index) => (
                        <div
                            key={index}
                            className={`aspect-video rounded-xl bg-neutral-200 dark:bg-neutral-800 ${
                                ['', 'max-md:hidden', 'max-lg:hidden', 'max-[1199px]:hidden'][index]
                            }`}
                        />
                    ))}
                </div>
            </div>
        </div>
    );
}

/** The featured grid at once; the sections below it once their deferred request is in. */
function Sections({
    featured,
    live,
    blips,
    recommended,
}: Pick<HomeProps, 'featured' | 'live' | 'blips' | 'recommended'>) {
    // An account's choices are left out by the server; a guest's are in this browser.
    const setAside = useGuestNotInterested();
    // First in both layouts, so the grid's images stay as they are when the rest comes in.
    const featuredSection = featured.length > 0 && (
        <section aria-label={t('Featured')}>
            <FeaturedGrid videos={featured} />
        </section>
    );

    if (!live || !blips || !recommended) {
        return (
            <div className="space-y-10">
                {featuredSection}
                <SectionsSkeleton withFeatured={false} />
            </div>
        );
    }

    if (
        featured.length === 0 &&
        live.length === 0 &&
        blips.length === 0 &&
        recommended.data.length === 0
    ) {
        return (
            <EmptyState
                title={t('No videos found')}
                hint={t('Nothing matches this category yet. Try selecting a different category.')}
            />
        );
    }

    return (
        <div className="space-y-10">
            {featuredSection}
            {live.length > 0 && (
                <section aria-labelledby="home-live">
                    <SectionHeading id="home-live">{t('Live')}</SectionHeading>
                    <Carousel
                        label={t('Live streams')}
                        slides={live.map((stream) => ({
                            key: stream.id,
                            content: <LiveCard stream={stream} />,
                        }))}
                    />
                </section>
            )}
            {blips.length > 0 && (
                <section aria-labelledby="home-blips">
                    <SectionHeading id="home-blips">{t('Blips')}</SectionHeading>
                    <Carousel
                        label={t('Blips')}
                        perView={BLIPS_PER_VIEW}
                        slides={blips.map((clip) => ({
                            key: clip.id,
                            content: <ClipCard clip={clip} />,
                        }))}
                    />
                </section>
            )}
            {recommended.data.length > 0 && (
                <section aria-labelledby="home-recommended">
                    <SectionHeading id="home-recommended">{t('Recommended')}</SectionHeading>
                    <PagedVideoGrid
                        data="recommended"
                        videos={recommended.data.filter((video) => !setAside.includes(video.id))}
                        skeletons={5}
                        eagerCards={0}
                    />
                </section>
            )}
        </div>
    );
}

export default function Home({ chips, category, featured, live, blips, recommended }: HomeProps) {
    // The sections come in at once, and Inertia renders what a response brings in one
    // synchronous pass: on a slow phone that held the main thread for half a second. Through
    // deferred values React renders them in its interruptible background pass instead, the
    // skeleton showing until that is done.
    const liveShown = useDeferredValue(live);
    const blipsShown = useDeferredValue(blips);
    const recommendedShown = useDeferredValue(recommended);

    return (
        <AppLayout title={t('Home')}>
            <div className="space-y-6 px-4 py-4 sm:px-6">
                {/* The page's one top heading, for screen readers' heading lists; the sections' h2s follow it. */}
                <h1 className="sr-only">{t('Home')}</h1>
                <CategoryChips chips={chips} active={category} reload={SECTIONS} />
                {/*
                 * The featured grid comes with the page, so this Deferred only says when a chip
                 * reloads it (with every section). The sections' own deferred load after the first
                 * response requests other props: the grid stays as it is while they come in.
                 */}
                <Deferred data="featured" fallback={<SectionsSkeleton />}>
                    {({ reloading }) =>
                        reloading ? (
                            <SectionsSkeleton />
                        ) : (
                            <Deferred
                                data={DEFERRED_SECTIONS}
                                fallback={<Sections featured={featured} />}
                            >
                                <Sections
                                    featured={featured}
                                    live={liveShown}
                                    blips={blipsShown}
                                    recommended={recommendedShown}
                                />
                            </Deferred>
                        )
                    }
                </Deferred>
            </div>
        </AppLayout>
    );
}
