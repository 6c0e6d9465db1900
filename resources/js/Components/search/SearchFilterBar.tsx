import { useId, useState } from 'react';

import Icon from '@/Components/icons/Icon';
import TextLink from '@/Components/ui/TextLink';
import TabBar, { tabClassName } from '@/Components/video/TabBar';
import { t, tc, translatable } from '@/lib/i18n';
import type { Option, SearchFilters } from '@/types/models';

type FilterName = keyof SearchFilters;

const FILTER_NAMES: FilterName[] = ['type', 'date', 'duration', 'sort'];

/** The props a filter reloads, replacing (not appending to) the paged results. */
export const RESULT_PROPS = ['filters', 'channels', 'videos', 'channelResults'];

const TYPES: Option[] = [
    { value: 'all', label: translatable('All') },
    { value: 'video', label: translatable('Videos') },
    { value: 'blip', label: translatable('Blips') },
    { value: 'channel', label: translatable('Channels') },
];

/** The filters of the panel, each a row of choices whose first is the default (left out of the URL). */
const GROUPS: { name: FilterName; label: string; options: Option[] }[] = [
    {
        name: 'date',
        label: translatable('Upload date'),
        options: [
            { value: 'any', label: translatable('Any time') },
            { value: 'hour', label: translatable('Last hour') },
            { value: 'today', label: translatable('Today') },
            { value: 'week', label: translatable('This week') },
            { value: 'month', label: translatable('This month') },
            { value: 'year', label: translatable('This year') },
        ],
    },
    {
        name: 'duration',
        label: translatable('Duration'),
        options: [
            { value: 'any', label: translatable('Any length') },
            { value: 'short', label: translatable('Under 4 minutes') },
            { value: 'medium', label: translatable('4–20 minutes') },
            { value: 'long', label: translatable('Over 20 minutes') },
        ],
    },
    {
        name: 'sort',
        label: translatable('Sort by'),
        options: [
            { value: 'relevance', label: translatable('Relevance') },
            { value: 'date', label: translatable('Upload date') },
            { value: 'views', label: translatable('View count') },
        ],
    },
];

/** The query string that keeps the search and every filter but one at their current values. */
function queryKeeping(query: string, filters: SearchFilters, except: FilterName) {
    const kept: Record<string, string> = { q: query };
    for (const name of FILTER_NAMES) {
        const value = filters[name];
        if (name !== except && value !== null && !(name === 'sort' && value === 'relevance')) {
            kept[name] = value;
        }
    }

    return kept;
}

/** The same search with every filter at its default, keeping the type when it is kept. */
export function clearFiltersUrl(query: string, type: SearchFilters['type'] = null): string {
    return route('search', type === null ? { q: query } : { q: query, type });
}

/** How many of the panel's filters are not at their default. */
export function activeFilterCount(filters: SearchFilters): number {
    return [
        filters.date,
        filters.duration,
        filters.sort === 'relevance' ? null : filters.sort,
    ].filter((value) => value !== null).length;
}

/**
 * The results' type as a row of chips, and YouTube's Filters button, which opens upload date,
 * duration and order. Every choice is a link (`?type=`, `?date=`, `?duration=`, `?sort=`) that
 * reloads only the results, so the address always says what is shown. Channels have no date,
 * length or views: their results have no Filters button.
 */
export default function SearchFilterBar({
    query,
    filters,
}: {
    query: string;
    filters: SearchFilters;
}) {
    const panelId = useId();
    const [open, setOpen] = useState(false);
    const path = route('search');
    const count = activeFilterCount(filters);
    const forChannels = filters.type === 'channel';

    return (
        <div>
            <div className="flex items-center gap-3">
                <TabBar
                    label={t('Result type')}
                    path={path}
                    param="type"
                    options={TYPES.map((option) => ({ ...option, label: t(option.label) }))}
                    active={filters.type ?? 'all'}
                    reload={RESULT_PROPS}
                    query={queryKeeping(query, filters, 'type')}
                    className="min-w-0 flex-1"
                />
                {!forChannels && (
                    <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => {
                            setOpen(!open);
                        }}
                        className={`${tabClassName(false)} flex shrink-0 items-center gap-1.5`}
                    >
                        <Icon className="size-4">
                            <path d="M4 6h16M7 12h10M10 18h4" />
                        </Icon>
                        {/* A phone's row keeps room for the type chips: the icon alone, named for screen readers. */}
                        <span className="sr-only sm:not-sr-only">{t('Filters')}</span>
                        {count > 0 && (
                            <span className="rounded-full bg-neutral-900 px-1.5 text-xs text-white tabular-nums dark:bg-white dark:text-neutral-900">
                                <span aria-hidden="true">{count}</span>
                                <span className="sr-only">
                                    {tc(':count filter on|:count filters on', count)}
                                </span>
                            </span>
                        )}
                    </button>
                )}
            </div>
            {open && !forChannels && (
                <div
                    id={panelId}
                    className="mt-3 space-y-4 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
                >
                    {GROUPS.map((group) => (
                        <div key={group.name}>
                            <p
                                aria-hidden="true"
                                className="mb-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
                            >
                                {t(group.label)}
                            </p>
                            <TabBar
                                label={t(group.label)}
                                path={path}
                                param={group.name}
                                options={group.options.map((option) => ({
                                    ...option,
                                    label: t(option.label),
                                }))}
                                active={filters[group.name] ?? 'any'}
                                reload={RESULT_PROPS}
                                query={queryKeeping(query, filters, group.name)}
                                // In the panel every choice stays in sight: the chips wrap instead of scrolling.
                                className="[&_ul]:flex-wrap"
                            />
                        </div>
                    ))}
                    {count > 0 && (
                        <TextLink href={clearFiltersUrl(query, filters.type)}>
                            {t('Clear filters')}
                        </TextLink>
                    )}
                </div>
            )}
        </div>
    );
}
