import { fireEvent } from '@testing-library/react';

/**
 * The test DOM lays nothing out: a sideways-scrolling row gets the sizes a phone would give it, and
 * scrolls (firing scroll events) as one would.
 */
export function layOutScrollRow(
    row: HTMLElement,
    { width, content }: { width: number; content: number },
) {
    let left = 0;
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: width });
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: content });
    Object.defineProperty(row, 'scrollLeft', {
        configurable: true,
        get: () => left,
        set: (value: number) => {
            left = Math.min(Math.max(0, value), content - width);
        },
    });
    row.scrollBy = ((options: ScrollToOptions) => {
        row.scrollLeft = left + (options.left ?? 0);
        fireEvent.scroll(row);
    }) as typeof row.scrollBy;
    fireEvent.scroll(row);
}
