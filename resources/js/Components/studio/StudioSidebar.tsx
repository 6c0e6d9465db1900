import { Link, usePage } from '@inertiajs/react';
import { useEffect, useRef } from 'react';

import CloseIcon from '@/Components/icons/CloseIcon';
import Logo from '@/Components/layout/Logo';
import ThemeToggle from '@/Components/layout/ThemeToggle';
import type { SidebarState } from '@/hooks/useSidebar';

import ChannelAvatar from './ChannelAvatar';
import { createItems, isActive, studioItems, type StudioItem } from './studioItems';

export const STUDIO_SIDEBAR_ID = 'studio-sidebar';

export const DEFAULT_CHANNEL_NAME = 'Your Channel';

function StudioLink({
    item,
    active,
    expanded,
}: {
    item: StudioItem;
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
                    'relative flex items-center rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600',
                    expanded ? 'gap-4 px-3 py-2' : 'justify-center py-3',
                    active
                        ? 'bg-red-50 font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-300'
                        : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800/70',
                ].join(' ')}
            >
                <Icon
                    className={`size-6 shrink-0 ${active ? 'text-red-600 dark:text-red-400' : ''}`}
                />
                <span className={expanded ? 'truncate' : 'sr-only'}>{item.title}</span>
            </Link>
        </li>
    );
}

/**
 * The studio navigation: the channel, its studio pages and the Create shortcuts. Full width,
 * an icon rail, or an overlay panel, as useSidebar decides for the viewport.
 */
export default function StudioSidebar({ sidebar }: { sidebar: SidebarState }) {
    const { url } = usePage();
    const { user } = usePage().props.auth;
    const channel = user?.channel ?? null;
    const name = channel?.name ?? DEFAULT_CHANNEL_NAME;
    const { mode, expanded, overlay, dismiss } = sidebar;
    const closeRef = useRef<HTMLButtonElement>(null);

    useEffect(() => {
        if (overlay) {
            closeRef.current?.focus();
        }
    }, [overlay]);

    const slot = mode === 'mobile' ? 'w-0' : mode === 'desktop' && expanded ? 'w-64' : 'w-[4.5rem]';
    const panel = overlay
        ? 'fixed inset-y-0 left-0 z-50 w-72 bg-white px-3 pb-4 shadow-xl dark:bg-neutral-950'
        : mode === 'mobile'
          ? 'hidden'
          : `sticky top-16 h-[calc(100dvh-4rem)] border-r border-neutral-200 pt-4 pb-4 dark:border-neutral-800 ${expanded ? 'w-64 px-3' : 'w-[4.5rem] px-2'}`;

    return (
        <>
            <div className={`shrink-0 ${slot}`}>
                <nav
                    id={STUDIO_SIDEBAR_ID}
                    aria-label="Studio"
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
                            <Logo />
                        </div>
                    )}

                    <div
                        className={
                            expanded
                                ? 'flex flex-col items-center gap-3 px-2 pt-2 pb-5 text-center'
                                : 'flex justify-center pb-4'
                        }
                        title={expanded ? undefined : name}
                    >
                        <ChannelAvatar
                            name={name}
                            url={channel?.avatar_url ?? null}
                            className={expanded ? 'size-24 text-4xl' : 'size-9 text-sm'}
                        />
                        <div className={expanded ? 'max-w-full min-w-0' : 'sr-only'}>
                            <p className="text-xs text-neutral-500 dark:text-neutral-400">
                                Your channel
                            </p>
                            <p
                                data-testid="studio-channel-name"
                                className="truncate text-sm font-semibold text-neutral-900 dark:text-neutral-100"
                            >
                                {name}
                            </p>
                        </div>
                    </div>

                    <ul className="space-y-1">
                        {studioItems.map((item) => (
                            <StudioLink
                                key={item.path}
                                item={item}
                                active={isActive(item, url)}
                                expanded={expanded}
                            />
                        ))}
                    </ul>

                    <hr className="my-3 border-neutral-200 dark:border-neutral-800" />

                    <section aria-labelledby="studio-create-heading">
                        <h2
                            id="studio-create-heading"
                            className={
                                expanded
                                    ? 'px-3 pb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400'
                                    : 'sr-only'
                            }
                        >
                            Create
                        </h2>
                        <ul className="space-y-1">
                            {createItems.map((item) => (
                                <StudioLink
                                    key={item.path}
                                    item={item}
                                    active={isActive(item, url)}
                                    expanded={expanded}
                                />
                            ))}
                        </ul>
                    </section>

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
                    data-testid="studio-sidebar-backdrop"
                    aria-hidden="true"
                    onClick={dismiss}
                    className="fixed inset-0 z-40 bg-black/50"
                />
            )}
        </>
    );
}
