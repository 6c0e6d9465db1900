import { formatCount } from '@/lib/format';
import { currentLocale, t, tc, translatable } from '@/lib/i18n';
import type { ChannelAbout as ChannelAboutData } from '@/types/models';

export const NO_DESCRIPTION = translatable('This channel has no description.');

function joinedOn(iso: string): string {
    return new Date(iso).toLocaleDateString(currentLocale(), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
    });
}

export default function ChannelAbout({ about }: { about: ChannelAboutData }) {
    const description = about.description?.trim();

    return (
        <div className="space-y-8">
            <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                <div className="space-y-8">
                    <section aria-labelledby="about-description">
                        <h2 id="about-description" className="mb-3 text-lg font-semibold">
                            {t('Description')}
                        </h2>
                        <p className="text-sm leading-6 whitespace-pre-line text-neutral-800 dark:text-neutral-200">
                            {description ? description : t(NO_DESCRIPTION)}
                        </p>
                    </section>
                    {about.links.length > 0 && (
                        <section aria-labelledby="about-links">
                            <h2 id="about-links" className="mb-3 text-lg font-semibold">
                                {t('Links')}
                            </h2>
                            <ul className="space-y-2">
                                {about.links.map((link) => (
                                    <li key={link.url}>
                                        <a
                                            href={link.url}
                                            target="_blank"
                                            rel="noopener noreferrer"
                                            className="text-sm text-blue-700 hover:underline focus-visible:underline dark:text-blue-400"
                                        >
                                            {link.title || link.url}
                                        </a>
                                    </li>
                                ))}
                            </ul>
                        </section>
                    )}
                    {about.contact_email && (
                        <section aria-labelledby="about-contact">
                            <h2 id="about-contact" className="mb-3 text-lg font-semibold">
                                {t('Contact')}
                            </h2>
                            <p className="text-sm">
                                <span className="text-neutral-600 dark:text-neutral-400">
                                    {t('For business enquiries:')}{' '}
                                </span>
                                <a
                                    href={`mailto:${about.contact_email}`}
                                    className="text-blue-700 hover:underline focus-visible:underline dark:text-blue-400"
                                >
                                    {about.contact_email}
                                </a>
                            </p>
                        </section>
                    )}
                </div>
                <section aria-labelledby="about-stats">
                    <h2 id="about-stats" className="mb-3 text-lg font-semibold">
                        {t('Stats')}
                    </h2>
                    <dl className="divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
                        <div className="flex justify-between gap-4 py-3">
                            <dt className="text-neutral-600 dark:text-neutral-400">
                                {t('Joined')}
                            </dt>
                            <dd>{joinedOn(about.joined_at)}</dd>
                        </div>
                        {about.location && (
                            <div className="flex justify-between gap-4 py-3">
                                <dt className="text-neutral-600 dark:text-neutral-400">
                                    {t('Location')}
                                </dt>
                                <dd>{about.location}</dd>
                            </div>
                        )}
                        <div className="flex justify-between gap-4 py-3">
                            <dt className="text-neutral-600 dark:text-neutral-400">
                                {t('Total views')}
                            </dt>
                            <dd>
                                {tc(':count view|:count views', about.total_views, {
                                    count: formatCount(about.total_views),
                                })}
                            </dd>
                        </div>
                    </dl>
                </section>
            </div>
        </div>
    );
}
