import { Link } from '@inertiajs/react';

const linkClass =
    'inline-flex items-center rounded-lg border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800';
const disabledClass =
    'inline-flex items-center rounded-lg border border-neutral-200 px-3 py-1.5 text-sm font-medium text-neutral-400 dark:border-neutral-800 dark:text-neutral-500';

/**
 * Previous and next links around "Page n of m" for a paged list. `hrefFor` gives the URL of
 * a page, so the list's other query parameters (filters, sort, search) stay as they are.
 */
export default function Pagination({
    label,
    currentPage,
    lastPage,
    hrefFor,
}: {
    label: string;
    currentPage: number;
    lastPage: number;
    hrefFor: (page: number) => string;
}) {
    if (lastPage <= 1) {
        return null;
    }

    const previous = currentPage > 1 ? currentPage - 1 : null;
    const next = currentPage < lastPage ? currentPage + 1 : null;

    return (
        <nav aria-label={label} className="flex items-center justify-between gap-3">
            {previous === null ? (
                <span aria-disabled="true" className={disabledClass}>
                    Previous
                </span>
            ) : (
                <Link href={hrefFor(previous)} rel="prev" className={linkClass}>
                    Previous
                </Link>
            )}
            <p className="text-sm text-neutral-600 tabular-nums dark:text-neutral-400">
                Page {currentPage} of {lastPage}
            </p>
            {next === null ? (
                <span aria-disabled="true" className={disabledClass}>
                    Next
                </span>
            ) : (
                <Link href={hrefFor(next)} rel="next" className={linkClass}>
                    Next
                </Link>
            )}
        </nav>
    );
}
