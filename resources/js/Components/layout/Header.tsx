import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

import Icon from '@/Components/icons/Icon';
import MenuIcon from '@/Components/icons/MenuIcon';
import SearchIcon from '@/Components/icons/SearchIcon';
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
    // Phones have no room for the search box beside the logo and the account: it waits behind
    // an icon and, opened, takes the whole header (the other controls step aside until it closes).
    const [searchOpen, setSearchOpen] = useState(false);
    const searchInput = useRef<HTMLInputElement>(null);
    const openSearchButton = useRef<HTMLButtonElement>(null);
    const searchWasOpen = useRef(false);

    useEffect(() => {
        if (searchOpen) {
            searchInput.current?.focus();
        } else if (searchWasOpen.current) {
            openSearchButton.current?.focus();
        }
        searchWasOpen.current = searchOpen;
    }, [searchOpen]);

    const closeOnEscape = (event: KeyboardEvent) => {
        if (searchOpen && event.key === 'Escape') {
            setSearchOpen(false);
        }
    };

    const iconButtonClass =
        'flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-200 dark:hover:bg-neutral-800';
    const phoneHiddenWhileSearching = searchOpen ? 'max-sm:hidden' : '';

    return (
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 bg-white/95 px-2 backdrop-blur sm:gap-4 sm:px-4 dark:bg-neutral-950/95">
            <div
                className={`flex shrink-0 items-center gap-2 sm:gap-3 ${phoneHiddenWhileSearching}`}
            >
                <button
                    ref={menuButtonRef}
                    type="button"
                    aria-label={t('Menu')}
                    aria-expanded={open}
                    aria-controls={SIDEBAR_ID}
                    onClick={sidebar.toggle}
                    className={iconButtonClass}
                >
                    <MenuIcon />
                </button>
                <Logo />
            </div>
            {searchOpen && (
                <button
                    type="button"
                    aria-label={t('Close search')}
                    onClick={() => {
                        setSearchOpen(false);
                    }}
                    className={`${iconButtonClass} sm:hidden`}
                >
                    <Icon className="size-6">
                        <path d="M19 12H5m6-6-6 6 6 6" />
                    </Icon>
                </button>
            )}
            <div
                onKeyDown={closeOnEscape}
                className={`min-w-0 flex-1 justify-center ${searchOpen ? 'flex' : 'hidden sm:flex'}`}
            >
                <SearchBox className="w-full max-w-xl" inputRef={searchInput} />
            </div>
            <div
                className={`ml-auto flex shrink-0 items-center gap-2 ${phoneHiddenWhileSearching}`}
            >
                {!searchOpen && (
                    <button
                        ref={openSearchButton}
                        type="button"
                        aria-label={t('Open search')}
                        onClick={() => {
                            setSearchOpen(true);
                        }}
                        className={`${iconButtonClass} sm:hidden`}
                    >
                        <SearchIcon className="size-6" />
                    </button>
                )}
                <ThemeToggle variant="icon" className="max-lg:hidden" />
                <NotificationBell />
                <AccountMenu />
            </div>
        </header>
    );
}
