import { Head, Link, usePage } from '@inertiajs/react';
import { useRef, type ReactNode } from 'react';

import MenuIcon from '@/Components/icons/MenuIcon';
import AccountMenu from '@/Components/layout/AccountMenu';
import Logo from '@/Components/layout/Logo';
import StudioSidebar, { STUDIO_SIDEBAR_ID } from '@/Components/layout/StudioSidebar';
import ThemeToggle from '@/Components/layout/ThemeToggle';
import { BackIcon } from '@/Components/studio/icons';
import { UploadManagerProvider } from '@/Components/studio/uploads/UploadManagerContext';
import UploadStatusPanel from '@/Components/studio/uploads/UploadStatusPanel';
import useAppearance from '@/hooks/useAppearance';
import { useSidebar } from '@/hooks/useSidebar';
import { t } from '@/lib/i18n';

/** The page title with the studio's suffix; the app adds " | {app name}" after it. */
export function studioTitle(title: string): string {
    return t(':title - Studio', { title });
}

/**
 * The studio's frame. Best used as the page's persistent layout,
 * `Page.layout = (page) => <StudioLayout title="…">{page}</StudioLayout>`, so the sidebar
 * stays put between studio pages. It shows the running uploads in a corner panel; they go on
 * whichever studio page is shown, as the upload manager behind them outlives the layout.
 */
export default function StudioLayout({ title, children }: { title: string; children: ReactNode }) {
    useAppearance();
    const appName = usePage().props.name;
    const menuButtonRef = useRef<HTMLButtonElement>(null);
    const sidebar = useSidebar(menuButtonRef);
    const open = sidebar.mode === 'desktop' ? sidebar.expanded : sidebar.overlay;

    return (
        <UploadManagerProvider>
            <Head title={studioTitle(title)} />
            <a
                href="#main"
                className="sr-only z-[60] rounded-lg bg-red-600 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
                {t('Skip to content')}
            </a>
            <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-neutral-200 bg-white/95 px-2 backdrop-blur sm:gap-4 sm:px-4 dark:border-neutral-800 dark:bg-neutral-950/95">
                <button
                    ref={menuButtonRef}
                    type="button"
                    aria-label={t('Menu')}
                    aria-expanded={open}
                    aria-controls={STUDIO_SIDEBAR_ID}
                    onClick={sidebar.toggle}
                    className="flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-200 dark:hover:bg-neutral-800"
                >
                    <MenuIcon />
                </button>
                <Logo />
                <span className="-ml-1 text-lg font-medium text-neutral-600 dark:text-neutral-300">
                    {t('Studio')}
                </span>
                <div className="ml-auto flex shrink-0 items-center gap-2">
                    <Link
                        href={route('home')}
                        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-200 dark:hover:bg-neutral-800"
                    >
                        <BackIcon className="size-5" />
                        <span className="max-sm:sr-only">
                            {t('Back to :app', { app: appName })}
                        </span>
                    </Link>
                    <ThemeToggle variant="icon" className="max-lg:hidden" />
                    <AccountMenu />
                </div>
            </header>
            <div className="flex">
                <StudioSidebar sidebar={sidebar} />
                <main
                    id="main"
                    tabIndex={-1}
                    className="min-h-[calc(100dvh-4rem)] min-w-0 flex-1 bg-neutral-50 focus:outline-none dark:bg-neutral-950"
                >
                    {children}
                </main>
            </div>
            <UploadStatusPanel />
        </UploadManagerProvider>
    );
}
