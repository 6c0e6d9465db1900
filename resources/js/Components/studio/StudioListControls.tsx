import { router } from '@inertiajs/react';
import { useState, type SubmitEvent } from 'react';

import SearchIcon from '@/Components/icons/SearchIcon';
import Button from '@/Components/ui/Button';
import TextInput from '@/Components/ui/TextInput';
import { t } from '@/lib/i18n';

/**
 * The query string of a filtered studio list (Content, Comments): values equal to their
 * default are left out, so the plain page has a plain URL.
 */
export function listQuery<F extends { [K in keyof F]: string }>(
    filters: F,
    defaults: F,
    page = 1,
): Record<string, string> {
    const query: Record<string, string> = {};
    for (const key of Object.keys(defaults) as (keyof F & string)[]) {
        if (filters[key] !== defaults[key]) {
            query[key] = filters[key];
        }
    }
    if (page > 1) {
        query.page = String(page);
    }

    return query;
}

export function listUrl(routeName: string, query: Record<string, string>): string {
    const search = new URLSearchParams(query).toString();

    return search === '' ? route(routeName) : `${route(routeName)}?${search}`;
}

/** Shows another list in place: only the props named in `only` are asked for again. */
export function showList(routeName: string, query: Record<string, string>, only: string[]): void {
    router.get(route(routeName), query, { only, preserveState: true, preserveScroll: true });
}

/** A studio list's search box, submitted with Enter or its button. */
export function ListSearchForm({
    id,
    name,
    label,
    value,
    onSearch,
}: {
    id: string;
    /** What is searched, naming the search landmark. */
    name: string;
    /** The field's label and placeholder. */
    label: string;
    /** The list's current search text. */
    value: string;
    onSearch: (text: string) => void;
}) {
    const [draft, setDraft] = useState(value);
    const [shown, setShown] = useState(value);

    // A new list (a tab, the back button) brings its own search text into the box.
    if (value !== shown) {
        setShown(value);
        setDraft(value);
    }

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSearch(draft.trim());
    };

    return (
        <form role="search" aria-label={name} onSubmit={submit} className="flex gap-2">
            <label htmlFor={id} className="sr-only">
                {label}
            </label>
            <TextInput
                id={id}
                type="search"
                name="q"
                value={draft}
                onChange={(event) => {
                    setDraft(event.target.value);
                }}
                placeholder={label}
                autoComplete="off"
                maxLength={200}
                className="min-w-0 sm:w-64"
            />
            <Button type="submit" variant="secondary" aria-label={t('Search')}>
                <SearchIcon className="size-4" />
            </Button>
        </form>
    );
}
