import type { ReactNode } from 'react';

/** One titled block of a customization tab, as YouTube Studio lays them out. */
export default function CustomizationSection({
    id,
    title,
    description,
    children,
}: {
    id: string;
    title: string;
    description: ReactNode;
    children: ReactNode;
}) {
    return (
        <section
            aria-labelledby={id}
            className="space-y-4 border-b border-neutral-200 pb-8 last:border-b-0 dark:border-neutral-800"
        >
            <div>
                <h2 id={id} className="text-base font-semibold">
                    {title}
                </h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
            </div>
            {children}
        </section>
    );
}
