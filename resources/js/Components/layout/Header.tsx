import type { RefObject } from 'react';

import MenuIcon from '@/Components/icons/MenuIcon';
import type { SidebarState } from '@/hooks/useSidebar';
import { t } from '@/lib/i18n';

import AccountMenu from './AccountMenu';
import Logo from './Logo';
import NotificationBell from './NotificationBell';
import SearchBox from './SearchBox';
import { SIDEBAR_ID } from './Sidebar';
import ThemeToggle from './ThemeToggle';

export default function Header({
    sidebar,
    menuButtonRef,
}: {
    sidebar: SidebarState;
    menuButtonRef: RefObject<HTMLButtonElement | null>;
}) {
    const open = sidebar.mode === 'desktop' ? sidebar.expanded : sidebar.overlay;

    return (
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 bg-white/95 px-2 backdrop-blur sm:gap-4 sm:px-4 dark:bg-neutral-950/95">
            <div className="flex shrink-0 items-center gap-2 sm:gap-3">
                <button
                    ref={menuButtonRef}
                    type="button"
                    aria-label={t('Menu')}
                    aria-expanded={open}
                    aria-controls={SIDEBAR_ID}
                    onClick={sidebar.toggle}
                    className="flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-200 dark:hover:bg-neutral-800"
                >
                    <MenuIcon />
                </button>
                <Logo />
            </div>
            <div className="flex min-w-0 flex-1 justify-center">
                <SearchBox className="w-full max-w-xl" />
            </div>
            <div className="flex shrink-0 items-center gap-2">
                <ThemeToggle variant="icon" className="max-lg:hidden" />
                <NotificationBell />
                <AccountMenu />
            </div>
        </header>
    );
}
