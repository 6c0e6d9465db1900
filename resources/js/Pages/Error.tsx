import { Head, Link } from '@inertiajs/react';

import Logo from '@/Components/layout/Logo';

const MESSAGES: Record<number, { title: string; body: string }> = {
    403: { title: 'Not allowed', body: "You don't have permission to see this page." },
    404: {
        title: 'Page not found',
        body: "This page isn't available. The link may be broken, or the video may have been removed or made private.",
    },
    500: {
        title: 'Something went wrong',
        body: 'We hit a problem on our side. Please try again in a moment.',
    },
    503: {
        title: 'Back soon',
        body: "We're doing some maintenance. Please check back in a few minutes.",
    },
};

/**
 * The page every visitor-facing error shows (bootstrap/app.php). It stands alone, without the
 * app frame: an error can come before the shared props (the signed-in user) exist.
 */
export default function ErrorPage({ status }: { status: number }) {
    const message = MESSAGES[status] ?? MESSAGES[500];

    return (
        <>
            <Head title={message?.title} />
            <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
                <Logo />
                <p className="text-6xl font-black text-red-600 tabular-nums">{status}</p>
                <h1 className="text-2xl font-bold">{message?.title}</h1>
                <p className="max-w-md text-neutral-600 dark:text-neutral-400">{message?.body}</p>
                <Link
                    href="/"
                    className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-semibold text-white hover:bg-neutral-700 dark:bg-white dark:text-neutral-900"
                >
                    Go to the home page
                </Link>
            </main>
        </>
    );
}
