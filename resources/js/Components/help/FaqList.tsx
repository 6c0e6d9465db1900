import { Link } from '@inertiajs/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

import ChevronDownIcon from '@/Components/icons/ChevronDownIcon';
import type { HelpArticle } from '@/types/models';

/**
 * The questions as a disclosure list: a question is a button that shows its answer and
 * hides the one shown before, so one answer is open at a time. Enter or Space toggles;
 * the arrow keys, Home and End move between questions.
 */
export default function FaqList({ articles }: { articles: HelpArticle[] }) {
    const [openId, setOpenId] = useState<string | null>(null);
    const baseId = useId();
    const buttons = useRef<(HTMLButtonElement | null)[]>([]);

    const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
        const last = articles.length - 1;
        const target = {
            ArrowDown: index === last ? 0 : index + 1,
            ArrowUp: index === 0 ? last : index - 1,
            Home: 0,
            End: last,
        }[event.key];

        if (target !== undefined) {
            event.preventDefault();
            buttons.current[target]?.focus();
        }
    };

    return (
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {articles.map((article, index) => {
                const open = openId === article.id;
                const buttonId = `${baseId}-question-${article.id}`;
                const panelId = `${baseId}-answer-${article.id}`;

                return (
                    <li key={article.id}>
                        <h3>
                            <button
                                ref={(element) => {
                                    buttons.current[index] = element;
                                }}
                                id={buttonId}
                                type="button"
                                aria-expanded={open}
                                aria-controls={panelId}
                                onClick={() => {
                                    setOpenId(open ? null : article.id);
                                }}
                                onKeyDown={(event) => {
                                    moveFocus(event, index);
                                }}
                                className="flex w-full items-center gap-3 px-4 py-4 text-left text-sm font-semibold hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus sm:text-base dark:hover:bg-neutral-800/60"
                            >
                                <span className="flex-1">{article.question}</span>
                                <ChevronDownIcon
                                    className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                                />
                            </button>
                        </h3>
                        <div
                            id={panelId}
                            role="region"
                            aria-labelledby={buttonId}
                            hidden={!open}
                            className="px-4 pb-4 text-sm leading-relaxed text-neutral-700 dark:text-neutral-300"
                        >
                            <p>{article.answer}</p>
                            {article.link && (
                                <Link
                                    href={route(article.link.route)}
                                    className="mt-2 inline-block font-medium text-red-700 underline underline-offset-2 hover:text-red-800 dark:text-red-400 dark:hover:text-red-300"
                                >
                                    {article.link.label}
                                </Link>
                            )}
                        </div>
                    </li>
                );
            })}
        </ul>
    );
}
