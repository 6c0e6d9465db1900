import { lazy, Suspense, type ReactNode } from 'react';

const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

/** Slides per view from each viewport width up, and the 30 px gap between slides. */
export const CAROUSEL_BREAKPOINTS = { 0: 1, 768: 2, 1024: 3, 1200: 4 } as const;
export const CAROUSEL_GAP = 30;

export interface CarouselProps {
    label: string;
    slides: { key: string; content: ReactNode }[];
}

/**
 * Until the slider's code arrives the same slides sit in a plain row of the same widths, so
 * the section is readable at first paint and nothing moves when the slider takes over.
 */
export function StaticRow({ label, slides }: CarouselProps) {
    return (
        <div
            role="group"
            aria-label={label}
            className="flex [scrollbar-width:none] gap-[30px] overflow-x-auto"
        >
            {slides.map((slide) => (
                <div
                    key={slide.key}
                    className="shrink-0 basis-full min-[1200px]:basis-[calc((100%-90px)/4)] md:basis-[calc((100%-30px)/2)] lg:basis-[calc((100%-60px)/3)]"
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
