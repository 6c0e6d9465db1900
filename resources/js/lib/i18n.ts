/**
 * The interface's words in the visitor's language. Keys are the English text, as in Laravel's
 * JSON language files: an English page needs no table, and a missing translation falls back to
 * English instead of showing a key. The server sends the table once (a once prop), and the app
 * activates it before its first render; choosing another language reloads the page.
 */

export type Replacements = Record<string, string | number>;

export type Messages = Record<string, string>;

let activeLocale = 'en';
let messages: Messages = {};

export function activateLocale(locale: string, table: Messages | unknown[] | undefined): void {
    activeLocale = locale;
    // PHP sends an empty table as an empty list.
    messages = table && !Array.isArray(table) ? table : {};
}

export function currentLocale(): string {
    return activeLocale;
}

/** Laravel's placeholders: `:name`, `:Name` capitalised, `:NAME` upper-cased; longest names first. */
function replace(line: string, replacements: Replacements): string {
    return Object.keys(replacements)
        .sort((a, b) => b.length - a.length)
        .reduce((text, name) => {
            const value = String(replacements[name]);
            const capitalised = value.charAt(0).toUpperCase() + value.slice(1);

            return text
                .replaceAll(`:${name.charAt(0).toUpperCase()}${name.slice(1)}`, capitalised)
                .replaceAll(`:${name.toUpperCase()}`, value.toUpperCase())
                .replaceAll(`:${name}`, value);
        }, line);
}

export function t(key: string, replacements: Replacements = {}): string {
    return replace(messages[key] ?? key, replacements);
}

const INTERVAL = /^\s*(\{\s*(-?\d+)\s*\}|\[\s*(-?\d+|\*)\s*,\s*(-?\d+|\*)\s*\])\s*/;

/** A segment's explicit count: `{0}`, `[2,*]`, `[1,19]`. */
function interval(segment: string, count: number): boolean | null {
    const match = INTERVAL.exec(segment);

    if (!match) {
        return null;
    }
    if (match[2] !== undefined) {
        return count === Number(match[2]);
    }
    const from = match[3] === '*' ? -Infinity : Number(match[3]);
    const to = match[4] === '*' ? Infinity : Number(match[4]);

    return count >= from && count <= to;
}

/**
 * Laravel's trans_choice: segments split by `|`, picked by an explicit count when one matches,
 * else by the language's plural rule (one form in Japanese; 0 and 1 singular in French).
 */
export function tc(key: string, count: number, replacements: Replacements = {}): string {
    const segments = (messages[key] ?? key).split('|');
    const values = { count: new Intl.NumberFormat(activeLocale).format(count), ...replacements };

    const explicit = segments.find((segment) => interval(segment, count) === true);
    if (explicit !== undefined) {
        return replace(explicit.replace(INTERVAL, ''), values);
    }

    const forms = segments.map((segment) => segment.replace(INTERVAL, ''));
    const singular = new Intl.PluralRules(activeLocale).select(count) === 'one';
    const form = singular || forms.length === 1 ? forms[0] : forms[1];

    return replace(form ?? key, values);
}

/**
 * Marks a string held in a constant for translation where it is shown: `t(item.title)`.
 * It returns the key unchanged; the language-file test finds the strings by this call.
 */
export function translatable<T extends string>(key: T): T {
    return key;
}
