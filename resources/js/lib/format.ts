import { currentLocale, t, tc } from '@/lib/i18n';

const MILLION = 1_000_000;
const BILLION = 1_000_000_000;

/** Rounds down to `decimals` places, so 1_999_999 never shows as 2M. */
function truncate(value: number, decimals: number): number {
    const factor = 10 ** decimals;

    return Math.floor(value * factor + 1e-9) / factor;
}

function compact(decimals: number): Intl.NumberFormat {
    // Truncated, never rounded up: 1,999 views read 1.9K, as §9's counts do.
    return new Intl.NumberFormat(currentLocale(), {
        notation: 'compact',
        maximumFractionDigits: decimals,
        roundingMode: 'trunc',
    });
}

/**
 * A count in the language's short form: 1.5K, 1,5 k, 1,5 Mio., 1.2万. §9 knows K and M only, so
 * where the language has a unit for a million, a billion stays in millions (2560M, not 2.5B);
 * Japanese counts in its own units (万, 億), which have no million to keep.
 */
function abbreviate(count: number, millionDecimals: number): string {
    const whole = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;

    if (whole < BILLION) {
        return compact(whole >= MILLION ? millionDecimals : 1).format(whole);
    }

    const oneMillion = compact(0).formatToParts(MILLION);
    if (oneMillion.find((part) => part.type === 'integer')?.value !== '1') {
        return compact(millionDecimals).format(whole);
    }

    const millions = new Intl.NumberFormat(currentLocale(), {
        maximumFractionDigits: millionDecimals,
        useGrouping: false,
    }).format(truncate(whole / MILLION, millionDecimals));

    return oneMillion.map((part) => (part.type === 'integer' ? millions : part.value)).join('');
}

/** Views, likes, comments: K from 1,000 and M from 1,000,000, with one decimal. */
export function formatCount(count: number): string {
    return abbreviate(count, 1);
}

/** Subscriber counts keep up to two decimals in millions (1.25M). */
export function formatSubscribers(count: number): string {
    return abbreviate(count, 2);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** "just now", "5 minutes ago", …, "2 years ago" in the language; a month counts as 30 days. */
export function timeAgo(date: string | Date, now: Date = new Date()): string {
    const then = typeof date === 'string' ? new Date(date) : date;
    const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);

    // A clock slightly ahead of the server's must not print "-3 minutes ago".
    if (Number.isNaN(seconds) || seconds < MINUTE) {
        return t('just now');
    }

    const [amount, unit]: [number, Intl.RelativeTimeFormatUnit] =
        seconds < HOUR
            ? [seconds / MINUTE, 'minute']
            : seconds < DAY
              ? [seconds / HOUR, 'hour']
              : seconds < MONTH
                ? [seconds / DAY, 'day']
                : seconds < YEAR
                  ? [seconds / MONTH, 'month']
                  : [seconds / YEAR, 'year'];

    return new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'always' }).format(
        -Math.floor(amount),
        unit,
    );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as mm:ss, or h:mm:ss from an hour up; anything that is not a length shows 00:00. */
export function formatDuration(seconds: number | null | undefined): string {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
        return '00:00';
    }

    const total = Math.floor(seconds);
    const hours = Math.floor(total / HOUR);
    const minutes = Math.floor((total % HOUR) / MINUTE);
    const rest = total % MINUTE;

    return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** A player's clock: "1:23", "12:05", "1:02:03" (no leading zero on the first unit). */
export function formatClock(seconds: number): string {
    const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
    const hours = Math.floor(total / HOUR);
    const minutes = Math.floor((total % HOUR) / MINUTE);
    const rest = pad(total % MINUTE);

    return hours > 0 ? `${hours}:${pad(minutes)}:${rest}` : `${minutes}:${rest}`;
}

/** The card's meta line: "1.5K views • 2 days ago". */
export function viewsAndAge(views: number, publishedAt: string | null, now?: Date): string {
    const count = tc(':count view|:count views', views, { count: formatCount(views) });

    return publishedAt ? `${count} • ${timeAgo(publishedAt, now)}` : count;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** File sizes in binary units with at most one decimal, as the upload limits are worded: "1.5 MB". */
export function formatBytes(bytes: number): string {
    const measurable = Number.isFinite(bytes) && bytes >= 1;
    const power = measurable
        ? Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1)
        : 0;
    const value = measurable ? Math.round((bytes / 1024 ** power) * 10) / 10 : 0;
    const digits = new Intl.NumberFormat(currentLocale(), {
        maximumFractionDigits: 1,
        useGrouping: false,
    }).format(value);

    return `${digits} ${BYTE_UNITS[power] ?? 'B'}`;
}

/** A transfer rate: "2.4 MB/s". */
export function formatSpeed(bytesPerSecond: number): string {
    return `${formatBytes(bytesPerSecond)}/s`;
}

/** What is left of a transfer, rounded up so it never reads "0 s left" before the end. */
export function formatTimeLeft(seconds: number): string {
    if (!Number.isFinite(seconds) || seconds < 0) {
        return '';
    }

    const total = Math.ceil(seconds);

    if (total < MINUTE) {
        return t(':seconds s left', { seconds: Math.max(total, 1) });
    }

    if (total < HOUR) {
        const rest = total % MINUTE;

        return rest > 0
            ? t(':minutes min :seconds s left', {
                  minutes: Math.floor(total / MINUTE),
                  seconds: rest,
              })
            : t(':minutes min left', { minutes: total / MINUTE });
    }

    const minutes = Math.ceil((total % HOUR) / MINUTE);
    const hours = Math.floor(total / HOUR) + (minutes === 60 ? 1 : 0);

    return minutes > 0 && minutes < 60
        ? t(':hours h :minutes min left', { hours, minutes })
        : t(':hours h left', { hours });
}
