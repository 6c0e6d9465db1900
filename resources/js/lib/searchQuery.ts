import { useEffect, useSyncExternalStore } from 'react';

/**
 * The header search text, shared with the pages that filter by it (History, the search
 * results). A module store rather than context, so it survives the layout remounting on
 * every Inertia visit.
 */
let query = '';
const listeners = new Set<() => void>();

export function getSearchQuery(): string {
    return query;
}

export function setSearchQuery(value: string): void {
    if (value === query) {
        return;
    }

    query = value;
    listeners.forEach((listener) => {
        listener();
    });
}

function subscribe(listener: () => void): () => void {
    listeners.add(listener);

    return () => {
        listeners.delete(listener);
    };
}

export function useSearchQuery(): string {
    return useSyncExternalStore(subscribe, getSearchQuery, getSearchQuery);
}

let inPlaceFilters = 0;

/**
 * Makes the header search filter the page that calls this (History) instead of opening the
 * search results, for as long as that page is on screen.
 */
export function useInPlaceSearch(): void {
    useEffect(() => {
        inPlaceFilters += 1;

        return () => {
            inPlaceFilters -= 1;
        };
    }, []);
}

export function searchesInPlace(): boolean {
    return inPlaceFilters > 0;
}
