import { Link } from '@inertiajs/react';
import { useState } from 'react';

import SearchIcon from '@/Components/icons/SearchIcon';
import Card from '@/Components/ui/Card';
import TextLink from '@/Components/ui/TextLink';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t, translatable } from '@/lib/i18n';

interface Entry {
    title: string;
    text: string;
}

// Spec §2, Help Notification: four popular resources and four questions, written for Blipstream.
const resources: Entry[] = [
    {
        title: translatable('Getting started with Blipstream'),
        text: translatable('Create an account, find videos and blips, and build your library.'),
    },
    {
        title: translatable('Your settings'),
        text: translatable(
            'Theme, font size, playback, notifications and privacy, and how they follow you once you sign in.',
        ),
    },
    {
        title: translatable('Uploading and the studio'),
        text: translatable(
            'Upload videos and blips, follow their processing and edit their details.',
        ),
    },
    {
        title: translatable('Staying safe'),
        text: translatable(
            'Report a video, pause your history and choose what your channel shows to others.',
        ),
    },
];

const faqs: Entry[] = [
    {
        title: translatable('Why did my settings change when I signed in?'),
        text: translatable(
            'What you choose while signed out is kept in this browser. When you sign in, your account takes each choice it never made itself; the ones it already had stay as they were.',
        ),
    },
    {
        title: translatable('How do I stop Blipstream keeping my watch history?'),
        text: translatable(
            'Turn on Pause watch history in Settings › Privacy or on the History page. Keep history paused holds the pause on until you turn it off again.',
        ),
    },
    {
        title: translatable('Can others see the channels I subscribe to?'),
        text: translatable(
            'Only if you turn on Show my subscriptions on my channel in Settings › Privacy: your channel page then gets a Subscriptions tab. Your liked videos work the same way.',
        ),
    },
    {
        title: translatable('How do I get my notifications by e-mail?'),
        text: translatable(
            'In Settings › Notifications, turn on E-mail me my notifications and choose how often: as it happens, in a daily digest or in a weekly one. Only unread notifications are mailed.',
        ),
    },
];

/** Spec §5: a case-insensitive substring of the title or the text; blank matches everything. */
function matching(entries: Entry[], query: string): Entry[] {
    const needle = query.trim().toLocaleLowerCase();

    return entries.filter(
        (entry) =>
            needle === '' ||
            t(entry.title).toLocaleLowerCase().includes(needle) ||
            t(entry.text).toLocaleLowerCase().includes(needle),
    );
}

export default function Help() {
    const [query, setQuery] = useState('');
    const shownResources = matching(resources, query);
    const shownFaqs = matching(faqs, query);
    const nothing = shownResources.length === 0 && shownFaqs.length === 0;

    return (
        <SettingsLayout page="help">
            <div role="search" className="relative">
                <label htmlFor="help-search" className="sr-only">
                    {t('Search help')}
                </label>
                <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500 dark:text-neutral-400" />
                <input
                    id="help-search"
                    type="search"
                    value={query}
                    placeholder={t('Search Here...')}
                    onChange={(event) => {
                        setQuery(event.target.value);
                    }}
                    className="block w-full rounded-full border border-neutral-300 bg-white py-2 pr-4 pl-10 text-sm text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
                />
            </div>

            {nothing && (
                <p role="status" className="py-6 text-center text-sm font-medium">
                    {t('No results found for ":term"', { term: query.trim() })}
                </p>
            )}

            {shownResources.length > 0 && (
                <section aria-labelledby="help-resources-heading">
                    <h2 id="help-resources-heading" className="mb-3 text-lg font-semibold">
                        {t('Popular Help Resources')}
                    </h2>
                    <ul className="grid gap-3 sm:grid-cols-2">
                        {shownResources.map((resource) => (
                            <li key={resource.title}>
                                <Link
                                    href={route('help')}
                                    className="block h-full rounded-lg border border-neutral-200 bg-white p-4 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-neutral-800 dark:bg-neutral-900 dark:hover:bg-neutral-800"
                                >
                                    <span className="block font-medium">{t(resource.title)}</span>
                                    <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-400">
                                        {t(resource.text)}
                                    </span>
                                </Link>
                            </li>
                        ))}
                    </ul>
                </section>
            )}

            {shownFaqs.length > 0 && (
                <section aria-labelledby="help-faqs-heading">
                    <h2 id="help-faqs-heading" className="mb-3 text-lg font-semibold">
                        {t('FAQs')}
                    </h2>
                    <Card className="divide-y divide-neutral-200 !p-0 dark:divide-neutral-800">
                        {shownFaqs.map((faq) => (
                            <details key={faq.title} className="group px-4 sm:px-6">
                                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
                                    {t(faq.title)}
                                    <span
                                        aria-hidden="true"
                                        className="text-xl leading-none text-neutral-500 group-open:rotate-45 motion-safe:transition-transform"
                                    >
                                        +
                                    </span>
                                </summary>
                                <p className="pb-4 text-sm text-neutral-700 dark:text-neutral-300">
                                    {t(faq.text)}
                                </p>
                            </details>
                        ))}
                    </Card>
                </section>
            )}

            <p className="text-sm">
                <TextLink href={route('help')}>{t('Visit the Help Center')}</TextLink>
            </p>
        </SettingsLayout>
    );
}
