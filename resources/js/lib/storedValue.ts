/**
 * A JSON value in local or session storage, for useSyncExternalStore: the same object back
 * while the stored text is unchanged, a notice to subscribers on every write here and, for
 * local storage, on changes made in other tabs. Storage that fails (private modes, full
 * quotas) is logged and the fallback used, as the spec asks.
 */
export interface StoredValue<T> {
    get: () => T;
    set: (value: T) => void;
    clear: () => void;
    subscribe: (listener: () => void) => () => void;
}

type Area = 'localStorage' | 'sessionStorage';

function warn(action: string, key: string, error: unknown): void {
    console.warn(`Could not ${action} "${key}" in browser storage.`, error);
}

export function storedValue<T>(
    key: string,
    isValid: (value: unknown) => value is T,
    fallback: T,
    area: Area = 'localStorage',
): StoredValue<T> {
    const listeners = new Set<() => void>();
    let cache: { raw: string | null; value: T } | null = null;

    const notify = () => {
        listeners.forEach((listener) => {
            listener();
        });
    };

    const parse = (raw: string | null): T => {
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
    };

    const get = (): T => {
        let raw: string | null = null;
        try {
            raw = window[area].getItem(key);
        } catch (error) {
            warn('read', key, error);
        }

        if (cache?.raw !== raw) {
            cache = { raw, value: parse(raw) };
        }

        return cache.value;
    };

    return {
        get,
        set: (value) => {
            try {
                window[area].setItem(key, JSON.stringify(value));
            } catch (error) {
                warn('write', key, error);
            }
            notify();
        },
        clear: () => {
            try {
                window[area].removeItem(key);
            } catch (error) {
                warn('clear', key, error);
            }
            notify();
        },
        subscribe: (listener) => {
            listeners.add(listener);
            window.addEventListener('storage', listener);

            return () => {
                listeners.delete(listener);
                window.removeEventListener('storage', listener);
            };
        },
    };
}
