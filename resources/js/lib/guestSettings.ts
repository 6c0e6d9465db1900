import { readString, writeString } from '@/lib/storage';
import { storedValue, type StoredValue } from '@/lib/storedValue';
import type {
    GuestSettings,
    LanguageCode,
    SettingsSection,
    ThemeChoice,
    UserSettings,
} from '@/types/settings';

/**
 * A signed-out visitor's settings, kept in this browser until they sign in (then
 * app/Actions/MergeGuestLibrary.php takes them into the account for every key it never set,
 * and the browser forgets them). The spec's browser storage has them under two keys:
 *
 * - `settings`: only what the visitor changed, by section: `{ "appearance": { "font_size": "large" } }`
 * - `theme`: `light`, `dark` or `system`, as plain text; app.blade.php's inline script reads
 *   it before first paint.
 *
 * The chosen language also goes into the `locale` cookie, which the server reads to speak it.
 */
export const GUEST_SETTINGS_KEY = 'settings';
export const THEME_STORAGE_KEY = 'theme';
export const LOCALE_COOKIE = 'locale';

const THEMES: readonly unknown[] = ['light', 'dark', 'system'];

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isGuestSettings(value: unknown): value is GuestSettings {
    return isRecord(value) && Object.values(value).every(isRecord);
}

export const guestSettings = storedValue<GuestSettings>(GUEST_SETTINGS_KEY, isGuestSettings, {});

const themeListeners = new Set<() => void>();

function isTheme(value: unknown): value is ThemeChoice {
    return THEMES.includes(value);
}

function clearTheme(): void {
    try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
    } catch (error) {
        console.warn(`Could not clear "${THEME_STORAGE_KEY}" in local storage.`, error);
    }
}

/** The visitor's theme, kept as plain text for the inline script; null when never chosen. */
export const guestTheme: StoredValue<ThemeChoice | null> = {
    get: () => {
        const stored = readString(THEME_STORAGE_KEY);

        return isTheme(stored) ? stored : null;
    },
    set: (theme) => {
        if (theme === null) {
            clearTheme();
        } else {
            writeString(THEME_STORAGE_KEY, theme);
        }
        themeListeners.forEach((listener) => {
            listener();
        });
    },
    clear: () => {
        guestTheme.set(null);
    },
    subscribe: (listener) => {
        themeListeners.add(listener);
        window.addEventListener('storage', listener);

        return () => {
            themeListeners.delete(listener);
            window.removeEventListener('storage', listener);
        };
    },
};

/**
 * The settings in effect for a visitor: the defaults, with each stored value of the same type
 * in their place (anything else stored is ignored, as a damaged store must not break pages).
 */
export function withGuestSettings(
    defaults: UserSettings,
    stored: GuestSettings,
    theme: ThemeChoice | null,
): UserSettings {
    const merged = { ...defaults } as Record<string, Record<string, unknown>>;

    for (const section of Object.keys(defaults) as SettingsSection[]) {
        const own = stored[section] as Record<string, unknown> | undefined;
        const values: Record<string, unknown> = { ...defaults[section] };

        for (const [key, fallback] of Object.entries(values)) {
            const value = own?.[key];
            const sameType =
                value !== undefined &&
                (typeof value === typeof fallback ||
                    (fallback === null && (value === null || typeof value === 'string')));

            if (sameType) {
                values[key] = value;
            }
        }

        merged[section] = values;
    }

    const settings = merged as unknown as UserSettings;

    return theme === null
        ? settings
        : { ...settings, appearance: { ...settings.appearance, theme } };
}

/** Keeps a section the visitor saved; the theme and language also where the server and the first paint read them. */
export function saveGuestSection<S extends SettingsSection>(
    section: S,
    values: UserSettings[S],
): void {
    if (section === 'appearance') {
        const { theme, language } = values as UserSettings['appearance'];
        guestTheme.set(theme);
        setLocaleCookie(language);
    }

    guestSettings.set({ ...guestSettings.get(), [section]: values });
}

function setLocaleCookie(language: LanguageCode): void {
    document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Whether a visitor's watches stay out of their history: paused, or kept paused (spec §4). */
export function guestPausesWatchHistory(): boolean {
    const privacy = guestSettings.get().privacy;

    return privacy?.keep_history_paused === true || privacy?.pause_watch_history === true;
}

/** The settings in the shape the sign-in merge takes (UserSettings on the server). */
export function guestSettingsPayload(): GuestSettings {
    const theme = guestTheme.get();
    const stored = guestSettings.get();

    return theme === null ? stored : { ...stored, appearance: { ...stored.appearance, theme } };
}

export function hasGuestSettings(): boolean {
    return guestTheme.get() !== null || Object.keys(guestSettings.get()).length > 0;
}

/** Forgets the settings once the account holds them. */
export function clearGuestSettings(): void {
    guestSettings.clear();
    guestTheme.clear();
}
