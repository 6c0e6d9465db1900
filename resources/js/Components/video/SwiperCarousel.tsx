import 'swiper/css';

import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import Icon from '@/Components/icons/Icon';
import { t } from '@/lib/i18n';

import { CAROUSEL_GAP, CAROUSEL_PER_VIEW, CAROUSEL_WIDTHS, type CarouselProps } from './Carousel';

const arrowClass =
    'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-neutral-900 shadow-md ring-1 ring-black/10 hover:bg-white focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none disabled:hidden dark:bg-neutral-900/90 dark:text-white dark:ring-white/10 dark:hover:bg-neutral-900';

/** The home page's carousels; loaded on demand so the slider's code stays off the first paint. */
export default function SwiperCarousel({
    label,
    slides,
    perView = CAROUSEL_PER_VIEW,
}: CarouselProps) {
    const breakpoints = Object.fromEntries(
        CAROUSEL_WIDTHS.map((width, index) => [width, { slidesPerView: perView[index] }]),
    );
    const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
    const [edges, setEdges] = useState({ start: true, end: slides.length <= 1 });

    const track = (instance: SwiperInstance) => {
        setEdges({ start: instance.isBeginning, end: instance.isEnd });
    };

    return (
        <div role="group" aria-label={label} className="relative">
            <Swiper
                modules={[A11y, Keyboard]}
                spaceBetween={CAROUSEL_GAP}
                slidesPerView={perView[0]}
                breakpoints={breakpoints}
                keyboard={{ enabled: true, onlyInViewport: true }}
                onSwiper={(instance) => {
                    setSwiper(instance);
                    track(instance);
                }}
                onSlideChange={track}
                onResize={track}
                onBreakpoint={track}
            >
                {slides.map((slide) => (
                    <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
                ))}
            </Swiper>
            <button
                type="button"
                aria-label={t('Previous in :label', { label })}
                className={`${arrowClass} -left-3`}
                disabled={edges.start}
                onClick={() => swiper?.slidePrev()}
            >
                <Icon className="size-5">
                    <path d="m15 18-6-6 6-6" />
                </Icon>
            </button>
            <button
                type="button"
                aria-label={t('Next in :label', { label })}
                className={`${arrowClass} -right-3`}
                disabled={edges.end}
                onClick={() => swiper?.slideNext()}
            >
                <Icon className="size-5">
                    <path d="m9 18 6-6-6-6" />
                </Icon>
            </button>
        </div>
    );
}
