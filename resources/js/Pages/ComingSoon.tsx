import { Link } from '@inertiajs/react';

import Icon from '@/Components/icons/Icon';
import { buttonClassName } from '@/Components/ui/Button';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';

interface ComingSoonProps {
    title: string;
    body: string;
    badge: string;
    /** Where to go meanwhile. */
    link: { route: string; params: Record<string, string>; label: string } | null;
}

/** A page that is not built yet (app/Help/ComingSoonPage.php), saying so plainly inside the frame. */
export default function ComingSoon({ title, body, badge, link }: ComingSoonProps) {
    return (
        <AppLayout title={title}>
            <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center sm:px-6 sm:py-24">
                <Icon className="size-14 text-neutral-400 dark:text-neutral-500" strokeWidth={1.4}>
                    <circle cx="12" cy="12" r="9" />
                    <path d="M12 7v5l3 2" />
                </Icon>
                <p className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold tracking-wide text-red-700 uppercase dark:bg-red-950/60 dark:text-red-300">
                    {badge}
                </p>
                <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
                <p className="text-neutral-600 dark:text-neutral-400">{body}</p>
                <div className="mt-4 flex flex-wrap justify-center gap-3">
                    {link && (
                        <Link href={route(link.route, link.params)} className={buttonClassName()}>
                            {link.label}
                        </Link>
                    )}
                    <Link href={route('home')} className={buttonClassName('secondary')}>
                        {t('Go to the home page')}
                    </Link>
                </div>
            </div>
        </AppLayout>
    );
}
