import type { HTMLAttributes } from 'react';

/**
 * A red message announced the moment it appears: what the spec's alerts say, shown in the
 * page instead of a browser dialog.
 */
export default function AlertMessage({
    className = '',
    children,
    ...props
}: HTMLAttributes<HTMLDivElement>) {
    return (
        <div
            {...props}
            role="alert"
            className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300 ${className}`}
        >
            {children}
        </div>
    );
}
