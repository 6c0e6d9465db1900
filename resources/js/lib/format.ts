const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** Rounds down to `decimals` places and drops trailing zeros, so 1_999 never shows as 2K. */
function truncate(value: number, decimals: number): string {
    const factor = 10 ** decimals;

    return String(Math.floor(value * factor + 1e-9) / factor);
}

function abbreviate(count: number, millionDecimals: number): string {
    if (!Number.isFinite(count) || count < 0) {
        return '0';
    }

    const whole = Math.floor(count);

    if (whole >= MILLION) {
        return `${truncate(whole / MILLION, millionDecimals)}M`;
    }

    if (whole >= THOUSAND) {
        return `${truncate(whole / THOUSAND, 1)}K`;
    }

    return String(whole);
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

function ago(amount: number, unit: string): string {
    return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}

/** "just now", "5 minutes ago", …, "2 years ago"; a month counts as 30 days. */
export function timeAgo(date: string | Date, now: Date = new Date()): string {
    const then = typeof date === 'string' ? new Date(date) : date;
    const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);

    // A clock slightly ahead of the server's must not print "-3 minutes ago".
    if (Number.isNaN(seconds) || seconds < MINUTE) {
        return 'just now';
    }

    if (seconds < HOUR) {
        return ago(Math.floor(seconds / MINUTE), 'minute');
    }

    if (seconds < DAY) {
        return ago(Math.floor(seconds / HOUR), 'hour');
    }

    if (seconds < MONTH) {
        return ago(Math.floor(seconds / DAY), 'day');
    }

    if (seconds < YEAR) {
        return ago(Math.floor(seconds / MONTH), 'month');
    }

    return ago(Math.floor(seconds / YEAR), 'year');
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

/** The card's meta line: "1.5K views • 2 days ago". */
export function viewsAndAge(views: number, publishedAt: string | null, now?: Date): string {
    const count = `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;

    return publishedAt ? `${count} • ${timeAgo(publishedAt, now)}` : count;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** File sizes in binary units with at most one decimal, as the upload limits are worded: "1.5 MB". */
export function formatBytes(bytes: number): string {
    if (!Number.isFinite(bytes) || bytes < 1) {
        return '0 B';
    }

    const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
    const value = Math.round((bytes / 1024 ** power) * 10) / 10;

    return `${value} ${BYTE_UNITS[power] ?? 'B'}`;
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
        return `${Math.max(total, 1)} s left`;
    }

    if (total < HOUR) {
        const rest = total % MINUTE;

        return rest > 0
            ? `${Math.floor(total / MINUTE)} min ${rest} s left`
            : `${total / MINUTE} min left`;
    }

    const minutes = Math.ceil((total % HOUR) / MINUTE);
    const hours = Math.floor(total / HOUR) + (minutes === 60 ? 1 : 0);

    return minutes > 0 && minutes < 60 ? `${hours} h ${minutes} min left` : `${hours} h left`;
}
