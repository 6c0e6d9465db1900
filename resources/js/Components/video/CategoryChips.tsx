import { router } from '@inertiajs/react';
import { useRef, type MouseEvent } from 'react';

import Icon from '@/Components/icons/Icon';
import useHiddenEdges, { edgeMask } from '@/hooks/useHiddenEdges';
import { t } from '@/lib/i18n';
import type { Option } from '@/types/models';

/**
 * The category slider: at least 1/n of the row per chip (8 by default, 2 from 480 px, 5 from
 * 768 px, 10 from 1024 px) and wider when the label needs it; the arrows move 2 chips, or 1
 * between 480 and 1023 px. A scrolling row clips what pokes out of it, so it keeps a margin of
 * padding (and snaps inside it) where a focused chip's ring is drawn.
 */
const rowClass =
    'flex gap-3 overflow-x-auto p-1 scroll-px-1 scroll-smooth [scrollbar-width:none] snap-x snap-mandatory motion-reduce:scroll-auto [--per-view:8] min-[480px]:[--per-view:2] md:[--per-view:5] lg:[--per-view:10]';

const chipWidthClass = 'min-w-[calc((100%-(var(--per-view)-1)*0.75rem)/var(--per-view))]';

function chipsPerStep(): number {
    return window.matchMedia('(min-width: 480px) and (max-width: 1023px)').matches ? 1 : 2;
}

export default function CategoryChips({
    chips,
    active,
    reload,
}: {
    chips: Option[];
    active: string;
    /** The props a chip reloads: the page keeps everything else. */
    reload: string[];
}) {
    const rowRef = useRef<HTMLDivElement>(null);
    // Below 640 px, where the arrows hide, the faded edge is what says more chips are that way.
    const hidden = useHiddenEdges(rowRef);

    // A chip is a real link (new tab, copy address); a plain click reloads the sections only,
    // replacing the paged grid instead of appending to it.
    const choose = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
        if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
        ) {
            return;
        }

        event.preventDefault();
        router.get(
            href,
            {},
            {
                only: ['category', ...reload],
                reset: reload,
                preserveState: true,
                preserveScroll: true,
            },
        );
    };

    const scroll = (direction: 1 | -1) => {
        const row = rowRef.current;
        const chip = row?.firstElementChild;

        if (!row || !(chip instanceof HTMLElement)) {
            return;
        }

        row.scrollBy({ left: direction * chipsPerStep() * (chip.offsetWidth + 12) });
    };

    const arrowClass =
        'hidden shrink-0 rounded-full p-1.5 text-neutral-700 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none sm:block dark:text-neutral-200 dark:hover:bg-neutral-800';

    return (
        <nav aria-label={t('Categories')} className="flex items-center gap-2">
            <button
                type="button"
                className={arrowClass}
                aria-label={t('Previous categories')}
                onClick={() => scroll(-1)}
            >
                <Icon className="size-5">
                    <path d="m15 18-6-6 6-6" />
                </Icon>
            </button>
            <div
                ref={rowRef}
                style={{ maskImage: edgeMask(hidden) }}
                className={`min-w-0 flex-1 ${rowClass}`}
            >
                {chips.map((chip) => {
                    const isActive = chip.value === active;
                    const href = chip.value === 'all' ? '/' : `/?category=${chip.value}`;

                    return (
                        <a
                            key={chip.value}
                            href={href}
                            onClick={(event) => choose(event, href)}
                            aria-current={isActive ? 'page' : undefined}
                            className={`${chipWidthClass} shrink-0 snap-start rounded-lg px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none ${
                                isActive
                                    ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
                                    : 'bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700'
                            }`}
                        >
                            {chip.label}
                        </a>
                    );
                })}
            </div>
            <button
                type="button"
                className={arrowClass}
                aria-label={t('Next categories')}
                onClick={() => scroll(1)}
            >
                <Icon className="size-5">
                    <path d="m9 18 6-6-6-6" />
                </Icon>
            </button>
        </nav>
    );
}
