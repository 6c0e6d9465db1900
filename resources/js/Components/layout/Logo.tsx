import { Link, usePage } from '@inertiajs/react';

/**
 * The mark (a blip sending out its stream) and the app name, linking home. In the header the
 * name hides on narrow screens but stays the link's accessible name.
 */
export default function Logo({ wordmark = 'responsive' }: { wordmark?: 'responsive' | 'always' }) {
    const { name } = usePage().props;

    return (
        <Link
            href={route('home')}
            className="flex shrink-0 items-center gap-1.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
            <svg viewBox="0 0 32 24" aria-hidden="true" focusable="false" className="h-6 w-8">
                <rect width="32" height="24" rx="7" className="fill-red-600" />
                <circle cx="12.5" cy="12" r="2.75" className="fill-white" />
                <path
                    d="M16.4 8.1a5.5 5.5 0 0 1 0 7.8M19.2 5.3a9.5 9.5 0 0 1 0 13.4"
                    fill="none"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    className="stroke-white"
                />
            </svg>
            <span
                className={`text-xl font-bold tracking-tight ${wordmark === 'always' ? '' : 'sr-only sm:not-sr-only'}`}
            >
                {name}
            </span>
        </Link>
    );
}
