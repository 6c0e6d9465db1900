/**
 * Browser storage that never throws: private modes, full quotas and blocked cookies make
 * localStorage fail, and a preference that cannot be read or saved must not break the page.
 */

function warn(action: string, key: string, error: unknown): void {
    // The spec asks for storage failures to be logged, then defaults used.
    console.warn(`Could not ${action} "${key}" in local storage.`, error);
}

export function readString(key: string): string | null {
    try {
        return window.localStorage.getItem(key);
    } catch (error) {
        warn('read', key, error);

        return null;
    }
}

export function writeString(key: string, value: string): boolean {
    try {
        window.localStorage.setItem(key, value);

        return true;
    } catch (error) {
        warn('write', key, error);

        return false;
    }
}

/**
 * Reads a JSON value and hands back the fallback when it is missing, unreadable, malformed
 * or not of the expected shape.
 */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
    const raw = readString(key);

    if (raw === null) {
        return fallback;
    }

    try {
        const value: unknown = JSON.parse(raw);

        return isValid(value) ? value : fallback;
    } catch (error) {
        warn('parse', key, error);

        return fallback;
    }
}

export function writeJson(key: string, value: unknown): boolean {
    return writeString(key, JSON.stringify(value));
}
