import type { ReactNode } from 'react';

/** The "nothing here" block of the video lists, with the spec's title and hint, and an optional way out. */
export default function EmptyState({
    title,
    hint,
    children,
}: {
    title: string;
    hint: string;
    /** An action under the hint, e.g. History's "Clear search". */
    children?: ReactNode;
}) {
    return (
        <div className="flex flex-col items-center justify-center gap-2 py-20 text-center">
            <p className="text-lg font-semibold">{title}</p>
            <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-400">{hint}</p>
            {children && <div className="mt-3">{children}</div>}
        </div>
    );
}
