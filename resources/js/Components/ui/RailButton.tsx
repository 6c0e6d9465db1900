import type { ReactNode } from 'react';

/**
 * A control in a vertical action rail (the blips feed's like, comments, share…): a round icon
 * with a short label under it. Over a video on small screens the icon sits on a dark glass
 * and the label takes a shadow, so both read on any frame.
 */
export const railButtonClass =
    'group flex flex-col items-center gap-1 text-xs font-semibold focus-visible:outline-none';

export const railIconClass =
    'flex size-12 items-center justify-center rounded-full bg-neutral-100 text-neutral-900 transition-colors group-hover:bg-neutral-200 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-focus dark:bg-neutral-800 dark:text-white dark:group-hover:bg-neutral-700 max-sm:bg-black/45 max-sm:text-white max-sm:backdrop-blur-sm max-sm:group-hover:bg-black/60';

const railLabelClass =
    'tabular-nums max-sm:text-white max-sm:[text-shadow:0_1px_3px_rgb(0_0_0/0.9)]';

/** The inside of a rail control; the caller picks the element (button, link, menu trigger). */
export function RailButtonContent({ icon, label }: { icon: ReactNode; label: ReactNode }) {
    return (
        <>
            <span className={railIconClass}>{icon}</span>
            <span className={railLabelClass}>{label}</span>
        </>
    );
}
