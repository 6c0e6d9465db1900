import { vi } from 'vitest';

/** An IntersectionObserver under which nothing ever intersects, so no list loads more. */
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
