import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';

const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

/** The carousel breakpoints (px), the default slides per view at each, and the gap between slides. */
export const CAROUSEL_WIDTHS = [0, 768, 1024, 1200] as const;
export const CAROUSEL_PER_VIEW: SlidesPerView = [1, 2, 3, 4];
export const CAROUSEL_GAP = 30;

/** Slides per view at 0, 768, 1024 and 1200 px and up. */
export type SlidesPerView = readonly [number, number, number, number];

export interface CarouselProps {
    label: string;
    slides: { key: string; content: ReactNode }[];
    perView?: SlidesPerView;
}

/**
 * Until the slider's code arrives the same slides sit in a plain row of the same widths, so
 * the section is readable at first paint and nothing moves when the slider takes over.
 */
export function StaticRow({ label, slides, perView = CAROUSEL_PER_VIEW }: CarouselProps) {
    const [base, medium, large, wide] = perView;
    const widths = { '--pv-0': base, '--pv-1': medium, '--pv-2': large, '--pv-3': wide };

    return (
        <div
            role="group"
            aria-label={label}
            style={widths as CSSProperties}
            className="flex [scrollbar-width:none] gap-[30px] overflow-x-auto [--per-view:var(--pv-0)] min-[1200px]:[--per-view:var(--pv-3)] md:[--per-view:var(--pv-1)] lg:[--per-view:var(--pv-2)]"
        >
            {slides.map((slide) => (
                <div
                    key={slide.key}
                    className="shrink-0 basis-[calc((100%-(var(--per-view)-1)*30px)/var(--per-view))]"
                >
                    {slide.content}
                </div>
            ))}
        </div>
    );
}

export default function Carousel(props: CarouselProps) {
    return (
        <Suspense fallback={<StaticRow {...props} />}>
            <SwiperCarousel {...props} />
        </Suspense>
    );
}
