import { Link } from '@inertiajs/react';

import { tabClassName } from '@/Components/video/TabBar';
import { t, translatable } from '@/lib/i18n';

const pages = [
    { route: 'moderation.reports', label: translatable('Reported videos') },
    { route: 'moderation.feedback', label: translatable('Feedback') },
] as const;

/** The moderators' pages, as tabs at the top of each. */
export default function ModerationNav({ current }: { current: (typeof pages)[number]['route'] }) {
    return (
        <nav aria-label={t('Moderation')} className="mb-6">
            <ul className="flex gap-2">
                {pages.map((page) => {
                    const active = page.route === current;

                    return (
                        <li key={page.route}>
                            <Link
                                href={route(page.route)}
                                aria-current={active ? 'page' : undefined}
                                className={tabClassName(active)}
                            >
                                {t(page.label)}
                            </Link>
                        </li>
                    );
                })}
            </ul>
        </nav>
    );
}
