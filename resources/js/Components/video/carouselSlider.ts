import 'swiper/css';

import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';

import { CAROUSEL_GAP, CAROUSEL_WIDTHS, type SlidesPerView } from './Carousel';

/**
 * Turns a carousel's row, already on screen, into a slider in place: the slides stay the same
 * elements, so a click that started on one before the slider's code arrived still lands on it.
 */
export function mountSlider(
    container: HTMLElement,
    perView: SlidesPerView,
    onMove: (slider: Swiper) => void,
): Swiper {
    return new Swiper(container, {
        modules: [A11y, Keyboard],
        spaceBetween: CAROUSEL_GAP,
        slidesPerView: perView[0],
        breakpoints: Object.fromEntries(
            CAROUSEL_WIDTHS.map((width, index) => [width, { slidesPerView: perView[index] }]),
        ),
        keyboard: { enabled: true, onlyInViewport: true },
        on: {
            init: onMove,
            slideChange: onMove,
            resize: onMove,
            breakpoint: onMove,
        },
    });
}
