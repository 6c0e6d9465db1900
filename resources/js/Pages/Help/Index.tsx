import { Link } from '@inertiajs/react';
import { useId, useState } from 'react';

import FaqList from '@/Components/help/FaqList';
import SearchIcon from '@/Components/icons/SearchIcon';
import Button from '@/Components/ui/Button';
import EmptyState from '@/Components/video/EmptyState';
import TabBar from '@/Components/video/TabBar';
import AppLayout from '@/Layouts/AppLayout';
import type { HelpArticle, Option } from '@/types/models';
import { t, tc } from '@/lib/i18n';

interface HelpProps {
    /** All, then the five categories. */
    categories: Option[];
    /** The chosen filter: a category's value, or 'all'. */
    category: string;
    articles: HelpArticle[];
}

/** Spec §5: a case-insensitive substring of the question or the answer; blank matches all. */
function matches(article: HelpArticle, search: string): boolean {
    const needle = search.trim().toLowerCase();

    return (
        needle === '' ||
        article.question.toLowerCase().includes(needle) ||
        article.answer.toLowerCase().includes(needle)
    );
}

export default function Index({ categories, category, articles }: HelpProps) {
    const [search, setSearch] = useState('');
    const searchId = useId();
    const shown = articles.filter(
        (article) =>
            (category === 'all' || article.category === category) && matches(article, search),
    );

    return (
        <AppLayout title={t('Help Center')}>
            <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
                <header className="mb-6">
                    <h1 className="text-2xl font-bold">{t('Help Center')}</h1>
                    <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                        {t('Answers to the questions we hear most.')}
                    </p>
                </header>

                <div role="search" className="mb-4">
                    <label htmlFor={searchId} className="sr-only">
                        {t('Search help')}
                    </label>
                    <div className="relative">
                        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500 dark:text-neutral-400" />
                        <input
                            id={searchId}
                            type="search"
                            value={search}
                            placeholder={t('Search help')}
                            autoComplete="off"
                            onChange={(event) => {
                                setSearch(event.target.value);
                            }}
                            className="block w-full rounded-full border border-neutral-300 bg-white py-2.5 pr-4 pl-10 text-sm text-neutral-900 placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400"
                        />
                    </div>
                </div>

                <TabBar
                    label={t('Help categories')}
                    path={route('help')}
                    param="category"
                    options={categories}
                    active={category}
                    reload={[]}
                    className="mb-6"
                />

                <section aria-labelledby={`${searchId}-faq`}>
                    <h2 id={`${searchId}-faq`} className="mb-3 text-lg font-semibold">
                        {t('Frequently asked questions')}
                    </h2>
                    <p role="status" className="sr-only">
                        {search.trim() === ''
                            ? ''
                            : tc(':count answer found|:count answers found', shown.length)}
                    </p>
                    {shown.length > 0 ? (
                        <FaqList articles={shown} />
                    ) : (
                        <EmptyState
                            title={
                                search.trim() === ''
                                    ? t('No questions in this category yet')
                                    : t('No results found for ":term"', { term: search.trim() })
                            }
                            hint={t('Try other words, or look in all categories.')}
                        >
                            {search.trim() !== '' && (
                                <Button
                                    variant="secondary"
                                    onClick={() => {
                                        setSearch('');
                                    }}
                                >
                                    {t('Clear search')}
                                </Button>
                            )}
                        </EmptyState>
                    )}
                </section>

                <p className="mt-8 text-sm text-neutral-600 dark:text-neutral-400">
                    {t("Didn't find your answer?")}{' '}
                    <Link
                        href={route('feedback')}
                        className="font-medium text-red-700 underline underline-offset-2 hover:text-red-800 dark:text-red-400 dark:hover:text-red-300"
                    >
                        {t('Send us feedback')}
                    </Link>
                </p>
            </div>
        </AppLayout>
    );
}
