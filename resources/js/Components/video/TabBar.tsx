import { router } from '@inertiajs/react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import Icon from '@/Components/icons/Icon';
import useHiddenEdges, {
    EDGE_FADE,
    edgeMask,
    type HiddenEdges,
    type Side,
} from '@/hooks/useHiddenEdges';
import { t } from '@/lib/i18n';
import type { Option } from '@/types/models';

/** A tab's look, for rows of tabs that are links to other pages rather than query values. */
export function tabClassName(active: boolean): string {
    return `block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none focus-visible:ring-inset ${
        active
            ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
            : 'bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700'
    }`;
}

const arrowClass =
    'absolute top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-white text-neutral-800 shadow-md ring-1 ring-black/10 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-focus dark:bg-neutral-800 dark:text-neutral-100 dark:ring-white/10 dark:hover:bg-neutral-700';

/**
 * The frame of every row of tabs. On a narrow screen the row scrolls sideways, and tabs out of
 * view are hinted: that edge fades and an arrow button (reachable by keyboard) scrolls a page
 * of tabs that way. The open tab (`aria-current`) is brought into view when it changes.
 */
export function TabRow({
    label,
    active,
    className = '',
    listClassName = 'gap-2',
    children,
}: {
    label: string;
    /** The open tab's value: the row scrolls to it when it changes. */
    active: string;
    className?: string;
    /** The gap between the tabs. */
    listClassName?: string;
    /** The tabs, each an <li>. */
    children: ReactNode;
}) {
    const list = useRef<HTMLUListElement>(null);
    const beforeButton = useRef<HTMLButtonElement>(null);
    const afterButton = useRef<HTMLButtonElement>(null);
    // An arrow leaves when its end is reached; focus then moves to the other one, not to the page.
    const refocus = useRef<Side | null>(null);
    const hidden = useHiddenEdges(list, (next: HiddenEdges) => {
        const focused = document.activeElement;
        if (focused && focused === beforeButton.current && !next.before) {
            refocus.current = 'after';
        }
        if (focused && focused === afterButton.current && !next.after) {
            refocus.current = 'before';
        }
    });

    useEffect(() => {
        const side = refocus.current;
        if (!side) {
            return;
        }
        refocus.current = null;
        (side === 'before' ? beforeButton : afterButton).current?.focus();
    });

    useEffect(() => {
        const row = list.current;
        const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
        if (!row || !tab) {
            return;
        }
        const start = tab.offsetLeft - row.offsetLeft;
        const end = start + tab.offsetWidth;
        // The open tab is kept clear of the fade.
        if (start < row.scrollLeft) {
            row.scrollLeft = Math.max(0, start - EDGE_FADE);
        } else if (end > row.scrollLeft + row.clientWidth) {
            row.scrollLeft = end - row.clientWidth + EDGE_FADE;
        }
    }, [active]);

    const scroll = (direction: 1 | -1) => {
        const row = list.current;
        row?.scrollBy({ left: direction * Math.max(row.clientWidth - 2 * EDGE_FADE, EDGE_FADE) });
    };

    return (
        <nav aria-label={label} className={`relative ${className}`}>
            {hidden.before && (
                <button
                    ref={beforeButton}
                    type="button"
                    aria-label={t('Scroll tabs left')}
                    onClick={() => scroll(-1)}
                    className={`${arrowClass} left-0 z-10`}
                >
                    <Icon className="size-5">
                        <path d="m15 18-6-6 6-6" />
                    </Icon>
                </button>
            )}
            <ul
                ref={list}
                style={{ maskImage: edgeMask(hidden) }}
                className={`flex scroll-px-12 [scrollbar-width:none] overflow-x-auto scroll-smooth motion-reduce:scroll-auto ${listClassName}`}
            >
                {children}
            </ul>
            {hidden.after && (
                <button
                    ref={afterButton}
                    type="button"
                    aria-label={t('Scroll tabs right')}
                    onClick={() => scroll(1)}
                    className={`${arrowClass} right-0 z-10`}
                >
                    <Icon className="size-5">
                        <path d="m9 18 6-6-6-6" />
                    </Icon>
                </button>
            )}
        </nav>
    );
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
        <TabRow label={label} active={active} className={className}>
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
        </TabRow>
    );
}
