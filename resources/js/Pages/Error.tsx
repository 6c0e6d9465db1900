import { Head, Link } from '@inertiajs/react';

import Logo from '@/Components/layout/Logo';
import { buttonClassName } from '@/Components/ui/Button';
import AppLayout from '@/Layouts/AppLayout';
import { t, translatable } from '@/lib/i18n';

interface ErrorMessage {
    title: string;
    body: string;
}

const SERVER_ERROR: ErrorMessage = {
    title: translatable('Something went wrong'),
    body: translatable('We hit a problem on our side. Please try again in a moment.'),
};

const MESSAGES: Record<number, ErrorMessage> = {
    403: {
        title: translatable('Not allowed'),
        body: translatable("You don't have permission to see this page."),
    },
    404: {
        title: translatable('Page not found'),
        body: translatable(
            "This page isn't available. The link may be broken, or the video may have been removed or made private.",
        ),
    },
    500: SERVER_ERROR,
    503: {
        title: translatable('Back soon'),
        body: translatable("We're doing some maintenance. Please check back in a few minutes."),
    },
};

/**
 * A lost or refused visitor keeps the frame and its search. A server error or maintenance
 * may come before the shared props the frame reads (the signed-in user, the settings), so
 * those pages stand alone with only the app's name, which every error response carries.
 */
const FRAMED_STATUSES = [403, 404];

/** The page every visitor-facing error shows (bootstrap/app.php). */
export default function ErrorPage({ status }: { status: number }) {
    const message = MESSAGES[status] ?? SERVER_ERROR;
    const content = (
        <>
            <p className="text-6xl font-black text-red-600 tabular-nums dark:text-red-500">
                {status}
            </p>
            <h1 className="text-2xl font-bold">{t(message.title)}</h1>
            <p className="max-w-md text-neutral-600 dark:text-neutral-400">{t(message.body)}</p>
            <Link href={route('home')} className={`mt-2 ${buttonClassName()}`}>
                {t('Go to the home page')}
            </Link>
        </>
    );

    if (FRAMED_STATUSES.includes(status)) {
        return (
            <AppLayout title={t(message.title)}>
                <div className="flex flex-col items-center gap-4 px-4 py-16 text-center sm:px-6 sm:py-24">
                    {content}
                </div>
            </AppLayout>
        );
    }

    return (
        <>
            <Head title={t(message.title)} />
            <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
                <Logo wordmark="always" />
                {content}
            </main>
        </>
    );
}
