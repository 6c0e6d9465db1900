import { vi } from 'vitest';

/** jsdom has no IntersectionObserver; with this one nothing ever intersects, so no list loads more. */
export function stubIntersectionObserver(): void {
    vi.stubGlobal(
        'IntersectionObserver',
        class {
            observe() {}
            unobserve() {}
            disconnect() {}
            takeRecords() {
                return [];
            }
        },
    );
}
