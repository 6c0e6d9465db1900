import { Link, usePage } from '@inertiajs/react';
import { useEffect, useRef } from 'react';

import CloseIcon from '@/Components/icons/CloseIcon';
import type { SidebarState } from '@/hooks/useSidebar';

import Logo from './Logo';
import { isActive, mainItems, secondaryItems, type SidebarItem } from './sidebarItems';
import ThemeToggle from './ThemeToggle';

export const SIDEBAR_ID = 'sidebar';

function SidebarLink({
    item,
    active,
    expanded,
}: {
    item: SidebarItem;
    active: boolean;
    expanded: boolean;
}) {
    const Icon = item.icon;

    return (
        <li>
            <Link
                href={item.path}
                aria-current={active ? 'page' : undefined}
                title={expanded ? undefined : item.title}
                className={[
                    'flex items-center rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600',
                    expanded ? 'gap-4 px-3 py-2' : 'justify-center py-3',
                    active
                        ? 'bg-neutral-100 font-semibold text-neutral-950 dark:bg-neutral-800 dark:text-white'
                        : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800/70',
                ].join(' ')}
            >
                <Icon
                    className={`size-6 shrink-0 ${active ? 'text-red-600 dark:text-red-500' : ''}`}
                />
                <span className={expanded ? 'truncate' : 'sr-only'}>{item.title}</span>
            </Link>
        </li>
    );
}

function ItemGroup({
    items,
    url,
    expanded,
}: {
    items: SidebarItem[];
    url: string;
    expanded: boolean;
}) {
    return (
        <ul className="space-y-1">
            {items.map((item) => (
                <SidebarLink
                    key={item.path}
                    item={item}
                    active={isActive(item, url)}
                    expanded={expanded}
                />
            ))}
        </ul>
    );
}

/**
 * The site navigation: full width or an icon rail beside the page, or a panel over it with a
 * backdrop, as useSidebar decides for the viewport.
 */
export default function Sidebar({ sidebar }: { sidebar: SidebarState }) {
    const { url } = usePage();
    const { mode, expanded, overlay, dismiss } = sidebar;
    const closeRef = useRef<HTMLButtonElement>(null);

    useEffect(() => {
        if (overlay) {
            closeRef.current?.focus();
        }
    }, [overlay]);

    // The slot holds the page's left edge; while the panel floats, a rail's room stays reserved.
    const slot = mode === 'mobile' ? 'w-0' : mode === 'desktop' && expanded ? 'w-60' : 'w-[4.5rem]';
    const panel = overlay
        ? 'fixed inset-y-0 left-0 z-50 w-64 bg-white px-3 pb-4 shadow-xl dark:bg-neutral-950'
        : `sticky top-16 h-[calc(100dvh-4rem)] pt-3 pb-4 ${expanded ? 'w-60 px-3' : 'w-[4.5rem] px-2'}`;

    return (
        <>
            <div className={`shrink-0 ${slot}`}>
                <nav
                    id={SIDEBAR_ID}
                    aria-label="Main"
                    hidden={mode === 'mobile' && !overlay}
                    className={`overflow-y-auto overscroll-contain ${panel}`}
                >
                    {overlay && (
                        <div className="flex h-16 items-center gap-3">
                            <button
                                ref={closeRef}
                                type="button"
                                aria-label="Close menu"
                                onClick={dismiss}
                                className="flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:text-neutral-200 dark:hover:bg-neutral-800"
                            >
                                <CloseIcon />
                            </button>
                            <Logo wordmark="always" />
                        </div>
                    )}
                    <ItemGroup items={mainItems} url={url} expanded={expanded} />
                    <hr className="my-3 border-neutral-200 dark:border-neutral-800" />
                    <ItemGroup items={secondaryItems} url={url} expanded={expanded} />
                    {overlay && (
                        <>
                            <hr className="my-3 border-neutral-200 dark:border-neutral-800" />
                            <ThemeToggle variant="row" />
                        </>
                    )}
                </nav>
            </div>
            {overlay && (
                <div
                    data-testid="sidebar-backdrop"
                    aria-hidden="true"
                    onClick={dismiss}
                    className="fixed inset-0 z-40 bg-black/50"
                />
            )}
        </>
    );
}
