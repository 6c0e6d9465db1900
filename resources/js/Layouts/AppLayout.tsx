import { Head } from '@inertiajs/react';
import { useRef, type ReactNode } from 'react';

import Header from '@/Components/layout/Header';
import Sidebar from '@/Components/layout/Sidebar';
import useAppearance from '@/hooks/useAppearance';
import { useSidebar, type SidebarPlacement } from '@/hooks/useSidebar';
import { t } from '@/lib/i18n';

export default function AppLayout({
    title,
    header,
    sidebar: placement = 'beside',
    children,
}: {
    title: string;
    header?: ReactNode;
    /** 'drawer' keeps the sidebar closed, opening over the page from the menu button. */
    sidebar?: SidebarPlacement;
    children: ReactNode;
}) {
    useAppearance();
    const menuButtonRef = useRef<HTMLButtonElement>(null);
    const sidebar = useSidebar(menuButtonRef, placement);

    return (
        <>
            <Head title={title} />
            <a
                href="#main"
                className="sr-only z-[60] rounded-lg bg-red-600 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
                {t('Skip to content')}
            </a>
            <Header sidebar={sidebar} menuButtonRef={menuButtonRef} />
            <div className="flex">
                <Sidebar sidebar={sidebar} />
                <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
                    {header && (
                        <div className="border-b border-neutral-200 px-4 py-6 sm:px-6 dark:border-neutral-800">
                            {header}
                        </div>
                    )}
                    {children}
                </main>
            </div>
        </>
    );
}
