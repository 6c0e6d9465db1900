import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';

import CloseIcon from '@/Components/icons/CloseIcon';
import type { SidebarState } from '@/hooks/useSidebar';
import { t } from '@/lib/i18n';

import Logo from './Logo';
import ThemeToggle from './ThemeToggle';

interface SidebarShellProps {
    sidebar: SidebarState;
    id: string;
    label: string;
    backdropTestId: string;
    /** The width beside the page when expanded, e.g. `w-60`. */
    width: string;
    overlayWidth: string;
    /** Classes the panel takes only beside the page, not over it. */
    besideClassName: string;
    wordmark: ComponentProps<typeof Logo>['wordmark'];
    children: ReactNode;
}

/**
 * A navigation panel as useSidebar lays it out for the viewport: full width or an icon rail
 * beside the page, or over it with a backdrop, a close button, the logo and the theme toggle.
 */
export default function SidebarShell({
    sidebar,
    id,
    label,
    backdropTestId,
    width,
    overlayWidth,
    besideClassName,
    wordmark,
    children,
}: SidebarShellProps) {
    const { mode, expanded, overlay, dismiss, close } = sidebar;
    const closed = mode === 'mobile' && !overlay;
    const closeRef = useRef<HTMLButtonElement>(null);

    useEffect(() => {
        if (overlay) {
            closeRef.current?.focus();
        }
    }, [overlay]);

    // The slot holds the page's left edge; while the panel floats, a rail's room stays reserved.
    const slot = mode === 'mobile' ? 'w-0' : mode === 'desktop' && expanded ? width : 'w-[4.5rem]';
    const panel = overlay
        ? `fixed inset-y-0 left-0 z-50 ${overlayWidth} bg-white px-3 pb-4 shadow-xl dark:bg-neutral-950`
        : closed
          ? 'hidden'
          : `sticky top-16 h-[calc(100dvh-4rem)] pb-4 ${besideClassName} ${expanded ? `${width} px-3` : 'w-[4.5rem] px-2'}`;

    return (
        <>
            <div className={`shrink-0 ${slot}`}>
                <nav
                    id={id}
                    aria-label={label}
                    hidden={closed}
                    className={`overflow-y-auto overscroll-contain ${panel}`}
                    // A followed link closes the overlay even when it leads to the page already
                    // shown, where a persistent layout sees no new page to close for.
                    onClick={(event) => {
                        if (
                            overlay &&
                            event.target instanceof Element &&
                            event.target.closest('a')
                        ) {
                            close();
                        }
                    }}
                >
                    {overlay && (
                        <div className="flex h-16 items-center gap-3">
                            <button
                                ref={closeRef}
                                type="button"
                                aria-label={t('Close menu')}
                                onClick={dismiss}
                                className="flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-200 dark:hover:bg-neutral-800"
                            >
                                <CloseIcon />
                            </button>
                            <Logo wordmark={wordmark} />
                        </div>
                    )}
                    {children}
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
                    data-testid={backdropTestId}
                    aria-hidden="true"
                    onClick={dismiss}
                    className="fixed inset-0 z-40 bg-black/50"
                />
            )}
        </>
    );
}
