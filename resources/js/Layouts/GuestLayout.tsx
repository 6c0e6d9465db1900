import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';

import Logo from '@/Components/layout/Logo';
import useAppearance from '@/hooks/useAppearance';

interface GuestLayoutProps {
    title: string;
    children: ReactNode;
}

/** The frame of the signed-out account screens: the logo home and one centred card headed by the title. */
export default function GuestLayout({ title, children }: GuestLayoutProps) {
    useAppearance();

    return (
        <>
            <Head title={title} />
            <div className="flex min-h-screen flex-col items-center bg-neutral-50 px-4 pt-10 pb-12 sm:justify-center sm:pt-0 dark:bg-neutral-950">
                <header>
                    <Logo />
                </header>
                <main className="mt-6 w-full max-w-md rounded-lg border border-neutral-200 bg-white px-6 py-8 shadow-sm sm:px-8 dark:border-neutral-800 dark:bg-neutral-900">
                    <h1 className="mb-6 text-xl font-semibold text-neutral-900 dark:text-neutral-100">
                        {title}
                    </h1>
                    {children}
                </main>
            </div>
        </>
    );
}
