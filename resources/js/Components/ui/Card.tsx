import type { HTMLAttributes } from 'react';

/** The bordered white (in dark, near-black) card that holds a form or a block of a page. */
export default function Card({ className = '', children, ...props }: HTMLAttributes<HTMLElement>) {
    return (
        <section
            {...props}
            className={`rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900 ${className}`}
        >
            {children}
        </section>
    );
}
