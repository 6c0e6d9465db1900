import { router } from '@inertiajs/react';
import type { MouseEvent } from 'react';

import type { Option } from '@/types/models';

/** A tab's look, for rows of tabs that are links to other pages rather than query values. */
export function tabClassName(active: boolean): string {
    return `block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none ${
        active
            ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
            : 'bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700'
    }`;
}

/**
 * A row of tabs kept in the query string (`?{param}=value`): each is a link, and a plain
 * click reloads only the listed props, replacing (not appending to) a paged list. `query`
 * holds other parameters every tab keeps (a sort order, a search). The default tab (the
 * first, unless `defaultValue` names another) leaves the parameter out.
 */
export default function TabBar({
    label,
    path,
    param,
    options,
    active,
    reload,
    query = {},
    defaultValue,
    className = '',
}: {
    label: string;
    path: string;
    param: string;
    options: Option[];
    active: string;
    reload: string[];
    query?: Record<string, string>;
    defaultValue?: string;
    className?: string;
}) {
    const first = defaultValue ?? options[0]?.value;

    const hrefOf = (value: string) => {
        const search = new URLSearchParams(query);
        if (value !== first) {
            search.set(param, value);
        }
        const text = search.toString();

        return text === '' ? path : `${path}?${text}`;
    };

    const choose = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
        if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
        ) {
            return;
        }

        event.preventDefault();
        router.get(
            href,
            {},
            {
                only: [param, ...reload],
                reset: reload,
                preserveState: true,
                preserveScroll: true,
            },
        );
    };

    return (
        <nav aria-label={label} className={className}>
            <ul className="flex [scrollbar-width:none] gap-2 overflow-x-auto">
                {options.map((option) => {
                    const isActive = option.value === active;
                    const href = hrefOf(option.value);

                    return (
                        <li key={option.value} className="shrink-0">
                            <a
                                href={href}
                                onClick={(event) => choose(event, href)}
                                aria-current={isActive ? 'page' : undefined}
                                className={tabClassName(isActive)}
                            >
                                {option.label}
                            </a>
                        </li>
                    );
                })}
            </ul>
        </nav>
    );
}
