import { buttonClassName } from '@/Components/ui/Button';
import { t } from '@/lib/i18n';

/** "Download your data": a JSON archive of the account's history, likes, subscriptions and comments. */
export default function DownloadDataCard({ className = '' }: { className?: string }) {
    return (
        <section className={className}>
            <header>
                <h2 className="text-lg font-medium text-neutral-900 dark:text-neutral-100">
                    {t('Download your data')}
                </h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {t(
                        'Get a copy of your watch history, likes, subscriptions and comments as a JSON file.',
                    )}
                </p>
            </header>
            <a
                href={route('profile.export')}
                download
                className={`mt-6 ${buttonClassName('secondary')}`}
            >
                {t('Download your data')}
            </a>
        </section>
    );
}
