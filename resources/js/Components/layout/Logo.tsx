import { Link, usePage } from '@inertiajs/react';

/** The mark and wordmark, linking home. The wordmark hides on narrow screens but stays the link's name. */
export default function Logo() {
    const { name } = usePage().props;

    return (
        <Link
            href={route('home')}
            className="flex shrink-0 items-center gap-1.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
            <svg viewBox="0 0 32 24" aria-hidden="true" focusable="false" className="h-6 w-8">
                <rect width="32" height="24" rx="7" className="fill-red-600" />
                <path d="M13 7.5v9l7.5-4.5z" className="fill-white" />
                <circle cx="24.5" cy="6.5" r="2" className="fill-white" />
            </svg>
            <span className="sr-only text-xl font-bold tracking-tight sm:not-sr-only">{name}</span>
        </Link>
    );
}
