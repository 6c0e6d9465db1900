import type { AppearanceSettings, ThemeChoice } from '@/types/settings';

/**
 * The one place the Appearance settings reach the page: classes and an attribute on <html>
 * that the stylesheet reads (resources/css/app.css). app.blade.php's inline script does the
 * same before first paint; keep the two in step.
 */

export type Theme = 'light' | 'dark';

export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
    if (choice === 'system') {
        return prefersDark ? 'dark' : 'light';
    }

    return choice;
}

export function applyTheme(theme: Theme): void {
    document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function applyAppearance(appearance: AppearanceSettings, prefersDark: boolean): void {
    const root = document.documentElement;

    applyTheme(resolveTheme(appearance.theme, prefersDark));
    root.classList.toggle('reduce-motion', appearance.reduced_motion);
    root.classList.toggle('compact', appearance.compact_mode);
    root.dataset.fontSize = appearance.font_size;
}
