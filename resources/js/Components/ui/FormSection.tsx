import type { ReactNode } from 'react';

import Card from './Card';

/**
 * A card of related fields with its title and what they are for: the sections of the studio
 * settings and of /settings.
 */
export default function FormSection({
    id,
    title,
    description,
    children,
}: {
    /** The heading's id, which labels the section. */
    id: string;
    title: string;
    description?: ReactNode;
    children: ReactNode;
}) {
    return (
        <Card aria-labelledby={id}>
            <h2 id={id} className="text-lg font-semibold">
                {title}
            </h2>
            {description !== undefined && (
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
            )}
            <div className="mt-4 space-y-4">{children}</div>
        </Card>
    );
}
