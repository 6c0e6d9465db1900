import { Head, Link, usePage } from '@inertiajs/react';

export default function Home() {
    const { name, auth, flash } = usePage().props;

    return (
        <>
            <Head title="Home" />
            <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-4 p-6 text-center">
                <Link href={route('home')} className="text-4xl font-bold tracking-tight">
                    {name}
                </Link>
                {flash.status && (
                    <p role="status" className="font-medium text-green-600 dark:text-green-400">
                        {flash.status}
                    </p>
                )}
                <p className="text-lg text-neutral-600 dark:text-neutral-300">
                    {auth.user
                        ? `Welcome back, ${auth.user.name}.`
                        : 'Watch, share and create videos.'}
                </p>
            </main>
        </>
    );
}
