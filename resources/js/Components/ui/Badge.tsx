import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'red' | 'yellow' | 'blue' | 'neutral';

const tones: Record<BadgeTone, string> = {
    green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
    red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
    yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
    blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
    neutral: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
};

/** A short coloured label, such as a video's visibility. The colour repeats what the text says. */
export default function Badge({
    tone,
    className = '',
    children,
}: {
    tone: BadgeTone;
    className?: string;
    children: ReactNode;
}) {
    return (
        <span
            data-tone={tone}
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]} ${className}`}
        >
            {children}
        </span>
    );
}
