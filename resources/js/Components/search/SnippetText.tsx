import type { SnippetPart } from '@/types/models';

/**
 * A description snippet with the words the search matched marked. Every part is rendered as
 * text, so nothing a description holds can become markup.
 */
export default function SnippetText({ parts }: { parts: SnippetPart[] }) {
    return parts.map((part, index) =>
        part.marked ? (
            <mark
                key={index}
                className="rounded-sm bg-yellow-100 px-px font-semibold text-neutral-900 dark:bg-yellow-300/20 dark:text-yellow-50"
            >
                {part.text}
            </mark>
        ) : (
            <span key={index}>{part.text}</span>
        ),
    );
}
