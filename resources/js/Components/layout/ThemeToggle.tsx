import MoonIcon from '@/Components/icons/MoonIcon';
import SunIcon from '@/Components/icons/SunIcon';
import { useTheme } from '@/hooks/useTheme';
import { t } from '@/lib/i18n';

/**
 * A pressed/not-pressed switch for dark mode: an icon button in the header, a labelled row
 * in the sidebar overlay.
 */
export default function ThemeToggle({
    variant,
    className = '',
}: {
    variant: 'icon' | 'row';
    className?: string;
}) {
    const { theme, toggleTheme } = useTheme();
    const dark = theme === 'dark';
    const icon = dark ? <SunIcon /> : <MoonIcon />;

    if (variant === 'icon') {
        return (
            <button
                type="button"
                aria-label={t('Dark mode')}
                aria-pressed={dark}
                title={dark ? t('Switch to light mode') : t('Switch to dark mode')}
                onClick={toggleTheme}
                className={`inline-flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-200 dark:hover:bg-neutral-800 ${className}`}
            >
                {icon}
            </button>
        );
    }

    return (
        <button
            type="button"
            aria-pressed={dark}
            onClick={toggleTheme}
            className={`flex w-full items-center gap-4 rounded-lg px-3 py-2 text-sm text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-100 dark:hover:bg-neutral-800 ${className}`}
        >
            {icon}
            <span>{t('Dark mode')}</span>
        </button>
    );
}
