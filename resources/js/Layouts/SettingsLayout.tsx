import { router } from '@inertiajs/react';
import { useEffect, useState, type ReactNode } from 'react';

import ChevronDownIcon from '@/Components/icons/ChevronDownIcon';
import SidebarLinks from '@/Components/layout/SidebarLinks';
import {
    isSettingsPage,
    settingsItems,
    type SettingsPageName,
} from '@/Components/settings/settingsItems';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';

export const SETTINGS_MENU_ID = 'settings-menu';

/**
 * The settings pages' frame inside the app's: the Settings sidebar beside the page (a
 * collapsible menu on phones, closing when the page changes), the page's title and what it
 * is for.
 */
export default function SettingsLayout({
    page,
    description,
    children,
}: {
    page: SettingsPageName;
    description?: ReactNode;
    children: ReactNode;
}) {
    const current = settingsItems.find((item) => item.page === page) ?? settingsItems[0];
    const title = t(current?.title ?? '');
    const [menuOpen, setMenuOpen] = useState(false);

    useEffect(
        () =>
            router.on('navigate', () => {
                setMenuOpen(false);
            }),
        [],
    );

    return (
        <AppLayout title={`${title} - ${t('Settings')}`}>
            <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10">
                <div className="lg:w-64 lg:shrink-0">
                    <p
                        id="settings-menu-title"
                        className="text-sm font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
                    >
                        {t('Settings')}
                    </p>
                    <button
                        type="button"
                        aria-expanded={menuOpen}
                        aria-controls={SETTINGS_MENU_ID}
                        onClick={() => {
                            setMenuOpen((open) => !open);
                        }}
                        className="mt-2 flex w-full items-center justify-between gap-3 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus lg:hidden dark:border-neutral-700 dark:bg-neutral-900"
                    >
                        <span>
                            <span className="sr-only">{t('Settings menu')}: </span>
                            {title}
                        </span>
                        <ChevronDownIcon
                            className={`size-5 transition-transform ${menuOpen ? 'rotate-180' : ''}`}
                        />
                    </button>
                    <nav
                        id={SETTINGS_MENU_ID}
                        aria-labelledby="settings-menu-title"
                        className={`${menuOpen ? 'block' : 'hidden'} mt-2 rounded-lg border border-neutral-200 p-2 lg:mt-3 lg:block lg:border-0 lg:p-0 dark:border-neutral-800`}
                    >
                        <SidebarLinks
                            items={settingsItems}
                            isActive={isSettingsPage}
                            expanded
                            tone="neutral"
                        />
                    </nav>
                </div>
                <div className="max-w-3xl min-w-0 flex-1">
                    <h1 className="text-2xl font-bold">{title}</h1>
                    {description !== undefined && (
                        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                            {description}
                        </p>
                    )}
                    <div className="mt-6 space-y-6">{children}</div>
                </div>
            </div>
        </AppLayout>
    );
}
