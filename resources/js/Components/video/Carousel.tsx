import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type Swiper from 'swiper';

import Icon from '@/Components/icons/Icon';
import { t } from '@/lib/i18n';

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

const arrowClass =
    'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-neutral-900 shadow-md ring-1 ring-black/10 hover:bg-white focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none disabled:hidden dark:bg-neutral-900/90 dark:text-white dark:ring-white/10 dark:hover:bg-neutral-900';

interface SlideButtonProps {
    label: string;
    /** Where it overhangs the row. */
    side: '-left-3' | '-right-3';
    disabled: boolean;
    onClick: () => void;
    /** The chevron's path. */
    arrow: string;
}

function SlideButton({ label, side, disabled, onClick, arrow }: SlideButtonProps) {
    return (
        <button
            type="button"
            aria-label={label}
            className={`${arrowClass} ${side}`}
            disabled={disabled}
            onClick={onClick}
        >
            <Icon className="size-5">
                <path d={arrow} />
            </Icon>
        </button>
    );
}

/**
 * The home page's carousels. The slides are a plain scrolling row of the slider's widths at
 * first paint; the slider's code, loaded on demand, then takes over the same elements.
 */
export default function Carousel({ label, slides, perView = CAROUSEL_PER_VIEW }: CarouselProps) {
    const container = useRef<HTMLDivElement>(null);
    const [slider, setSlider] = useState<Swiper | null>(null);
    const [edges, setEdges] = useState({ start: true, end: slides.length <= 1 });
    const slideKeys = slides.map((slide) => slide.key).join();

    useEffect(() => {
        let mounted: Swiper | null = null;
        let unmounted = false;
        void import('./carouselSlider').then(({ mountSlider }) => {
            if (unmounted || !container.current) {
                return;
            }
            mounted = mountSlider(container.current, perView, (instance) => {
                setEdges({ start: instance.isBeginning, end: instance.isEnd });
            });
            setSlider(mounted);
        });

        return () => {
            unmounted = true;
            mounted?.destroy();
        };
    }, [perView]);

    useEffect(() => {
        slider?.update();
    }, [slider, slideKeys]);

    const [base, medium, large, wide] = perView;
    const widths = { '--pv-0': base, '--pv-1': medium, '--pv-2': large, '--pv-3': wide };

    return (
        <div role="group" aria-label={label} className="relative">
            <div
                ref={container}
                style={widths as CSSProperties}
                className="swiper [--per-view:var(--pv-0)] min-[1200px]:[--per-view:var(--pv-3)] md:[--per-view:var(--pv-1)] lg:[--per-view:var(--pv-2)]"
            >
                <div className="swiper-wrapper flex [scrollbar-width:none] before-slider:gap-[30px] before-slider:overflow-x-auto">
                    {slides.map((slide) => (
                        <div
                            key={slide.key}
                            className="swiper-slide shrink-0 before-slider:basis-[calc((100%-(var(--per-view)-1)*30px)/var(--per-view))]"
                        >
                            {slide.content}
                        </div>
                    ))}
                </div>
            </div>
            {slider && (
                <>
                    <SlideButton
                        label={t('Previous in :label', { label })}
                        side="-left-3"
                        disabled={edges.start}
                        onClick={() => slider.slidePrev()}
                        arrow="m15 18-6-6 6-6"
                    />
                    <SlideButton
                        label={t('Next in :label', { label })}
                        side="-right-3"
                        disabled={edges.end}
                        onClick={() => slider.slideNext()}
                        arrow="m9 18 6-6-6-6"
                    />
                </>
            )}
        </div>
    );
}
