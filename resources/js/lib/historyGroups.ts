import { currentLocale, t, translatable } from '@/lib/i18n';

/** Spec §4 "History grouping", in the order they show; the names are their headings' keys. */
export const HISTORY_GROUPS = [
    translatable('Today'),
    translatable('Yesterday'),
    translatable('Last week'),
    translatable('Older'),
] as const;

export type HistoryGroupName = (typeof HISTORY_GROUPS)[number];

/** Spec §9: the history window of "Last week". */
const LAST_WEEK_DAYS = 7;

/** Whole calendar days between two moments on this browser's clock and time zone. */
function calendarDaysBetween(earlier: Date, later: Date): number {
    const startOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());

    // Both midnights are read as UTC dates, so a daylight-saving change in between moves nothing.
    return Math.round((startOf(later) - startOf(earlier)) / 86_400_000);
}

/**
 * The group of a watch in the viewer's time zone: the same calendar day is Today, the one
 * before Yesterday, the rest of the last seven days Last week, anything earlier Older. A
 * time ahead of the clock (another device's) counts as Today.
 */
export function historyGroupOf(watchedAt: string | Date, now: Date = new Date()): HistoryGroupName {
    const days = calendarDaysBetween(new Date(watchedAt), now);

    if (days <= 0) {
        return 'Today';
    }

    if (days === 1) {
        return 'Yesterday';
    }

    return days < LAST_WEEK_DAYS ? 'Last week' : 'Older';
}

export interface HistoryGroup<T> {
    name: HistoryGroupName;
    entries: T[];
}

/** Entries in their groups, each keeping the order given (latest first); empty groups left out. */
export function groupHistory<T extends { watched_at: string }>(
    entries: T[],
    now: Date = new Date(),
): HistoryGroup<T>[] {
    const groups = new Map<HistoryGroupName, T[]>(HISTORY_GROUPS.map((name) => [name, []]));

    for (const entry of entries) {
        groups.get(historyGroupOf(entry.watched_at, now))?.push(entry);
    }

    return HISTORY_GROUPS.map((name) => ({ name, entries: groups.get(name) ?? [] })).filter(
        (group) => group.entries.length > 0,
    );
}

/** "Watched at 3:07 PM", in the viewer's time zone and the language's clock. */
export function watchedAtLabel(watchedAt: string | Date): string {
    const time = new Intl.DateTimeFormat(currentLocale(), {
        hour: 'numeric',
        minute: '2-digit',
    }).format(new Date(watchedAt));

    return t('Watched at :time', { time });
}
