import { Link, usePage } from '@inertiajs/react';

import type { SidebarItem } from './sidebarItems';

import { t } from '@/lib/i18n';

// The site marks its current page in grey; the studio in its red.
const activeTones = {
    neutral: {
        link: 'bg-neutral-100 font-semibold text-neutral-950 dark:bg-neutral-800 dark:text-white',
        icon: 'text-red-600 dark:text-red-500',
    },
    red: {
        link: 'bg-red-50 font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-300',
        icon: 'text-red-600 dark:text-red-400',
    },
};

/** A sidebar's list of links: icon and title when expanded, the icon alone (titled) in a rail. */
export default function SidebarLinks<T extends SidebarItem>({
    items,
    isActive,
    expanded,
    tone,
}: {
    items: T[];
    isActive: (item: T, url: string) => boolean;
    expanded: boolean;
    tone: keyof typeof activeTones;
}) {
    const { url } = usePage();
    const activeTone = activeTones[tone];

    return (
        <ul className="space-y-1">
            {items.map((item) => {
                const active = isActive(item, url);
                const Icon = item.icon;

                return (
                    <li key={item.path}>
                        <Link
                            href={item.path}
                            aria-current={active ? 'page' : undefined}
                            title={expanded ? undefined : t(item.title)}
                            className={[
                                'flex items-center rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                                expanded ? 'gap-4 px-3 py-2' : 'justify-center py-3',
                                active
                                    ? activeTone.link
                                    : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800/70',
                            ].join(' ')}
                        >
                            <Icon className={`size-6 shrink-0 ${active ? activeTone.icon : ''}`} />
                            <span className={expanded ? 'truncate' : 'sr-only'}>
                                {t(item.title)}
                            </span>
                        </Link>
                    </li>
                );
            })}
        </ul>
    );
}
