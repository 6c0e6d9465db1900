import { Head, Link, usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';

interface GuestLayoutProps {
    title: string;
    children: ReactNode;
}

/** The frame of the signed-out account screens: the logo home and one centred card headed by the title. */
export default function GuestLayout({ title, children }: GuestLayoutProps) {
    const { name } = usePage().props;

    return (
        <>
            <Head title={title} />
            <div className="flex min-h-screen flex-col items-center bg-neutral-50 px-4 pt-10 pb-12 sm:justify-center sm:pt-0 dark:bg-neutral-950">
                <header>
                    <Link
                        href={route('home')}
                        className="flex items-center gap-2 rounded-lg text-2xl font-bold tracking-tight text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:text-neutral-100"
                    >
                        <svg viewBox="0 0 32 24" aria-hidden="true" className="h-7 w-9 shrink-0">
                            <rect width="32" height="24" rx="6" className="fill-red-600" />
                            <path d="M13 7.5v9l7.5-4.5z" className="fill-white" />
                        </svg>
                        <span>{name}</span>
                    </Link>
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
