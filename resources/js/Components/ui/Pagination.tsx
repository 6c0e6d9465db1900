import { Link } from '@inertiajs/react';

import { t } from '@/lib/i18n';

import { buttonClassName } from './Button';

const linkClass = buttonClassName('secondary');
// There is nothing before the first page or after the last: the link is shown, but inert.
const disabledClass = `${linkClass} cursor-not-allowed opacity-50`;

/**
 * Previous and next links around "Page n of m" for a paged list. `hrefFor` gives the URL of
 * a page, so the list's other query parameters (filters, sort, search) stay as they are. A
 * `lastPage` of null is a list too long to count, which goes on after the current page.
 */
export default function Pagination({
    label,
    currentPage,
    lastPage,
    hrefFor,
}: {
    label: string;
    currentPage: number;
    lastPage: number | null;
    hrefFor: (page: number) => string;
}) {
    if (lastPage !== null && lastPage <= 1) {
        return null;
    }

    const previous = currentPage > 1 ? currentPage - 1 : null;
    const next = lastPage === null || currentPage < lastPage ? currentPage + 1 : null;

    return (
        <nav aria-label={label} className="flex items-center justify-between gap-3">
            {previous === null ? (
                <span aria-disabled="true" className={disabledClass}>
                    {t('Previous')}
                </span>
            ) : (
                <Link href={hrefFor(previous)} rel="prev" className={linkClass}>
                    {t('Previous')}
                </Link>
            )}
            <p className="text-sm text-neutral-600 tabular-nums dark:text-neutral-400">
                {lastPage === null
                    ? t('Page :current', { current: currentPage })
                    : t('Page :current of :last', { current: currentPage, last: lastPage })}
            </p>
            {next === null ? (
                <span aria-disabled="true" className={disabledClass}>
                    {t('Next')}
                </span>
            ) : (
                <Link href={hrefFor(next)} rel="next" className={linkClass}>
                    {t('Next')}
                </Link>
            )}
        </nav>
    );
}
