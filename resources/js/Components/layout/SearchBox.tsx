import { router } from '@inertiajs/react';
import { useState, type Ref, type SubmitEvent } from 'react';

import SearchIcon from '@/Components/icons/SearchIcon';
import { t } from '@/lib/i18n';
import { searchesInPlace, setSearchQuery, useSearchQuery } from '@/lib/searchQuery';

// The results page arrives with the catalogue; its path is fixed by the spec's search flow.
export const SEARCH_PATH = '/search';

export default function SearchBox({
    className = '',
    inputRef,
}: {
    className?: string;
    inputRef?: Ref<HTMLInputElement>;
}) {
    const shared = useSearchQuery();
    const [draft, setDraft] = useState(shared);
    const [lastShared, setLastShared] = useState(shared);

    // A page clearing the shared query (History's "Clear search") clears the box too.
    if (shared !== lastShared) {
        setLastShared(shared);
        setDraft(shared);
    }

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        const query = draft.trim();
        setSearchQuery(query);

        // A page that filters by the query itself (History) stays on screen.
        if (query !== '' && !searchesInPlace()) {
            router.get(SEARCH_PATH, { q: query });
        }
    };

    return (
        <form role="search" onSubmit={submit} className={`flex min-w-0 ${className}`}>
            <label htmlFor="site-search" className="sr-only">
                {t('Search')}
            </label>
            <input
                ref={inputRef}
                id="site-search"
                type="search"
                name="q"
                value={draft}
                onChange={(event) => {
                    setDraft(event.target.value);
                }}
                placeholder={t('Search')}
                autoComplete="off"
                className="h-10 min-w-0 flex-1 rounded-l-full border border-neutral-300 bg-white px-4 text-sm text-neutral-900 placeholder:text-neutral-500 focus:border-focus focus:outline-none dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400"
            />
            <button
                type="submit"
                aria-label={t('Search')}
                className="flex h-10 w-12 shrink-0 items-center justify-center rounded-r-full border border-l-0 border-neutral-300 bg-neutral-100 text-neutral-700 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:w-16 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700"
            >
                <SearchIcon className="size-5" />
            </button>
        </form>
    );
}
