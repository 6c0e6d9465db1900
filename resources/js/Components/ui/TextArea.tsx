import type { Ref, TextareaHTMLAttributes } from 'react';

import { errorIdFor } from './InputError';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
    ref?: Ref<HTMLTextAreaElement>;
    /** The field's error message; marks the field invalid and points it at the message InputError renders. */
    error?: string | undefined;
}

/** The multi-line sibling of TextInput, styled and wired for errors the same way. */
export default function TextArea({ ref, error, className = '', id, ...props }: TextAreaProps) {
    const invalid = Boolean(error);

    return (
        <textarea
            aria-invalid={invalid || undefined}
            aria-describedby={invalid && id ? errorIdFor(id) : undefined}
            {...props}
            id={id}
            ref={ref}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-900 dark:text-neutral-100 ${invalid ? 'border-red-600 dark:border-red-500' : 'border-neutral-300 dark:border-neutral-700'} ${className}`}
        />
    );
}
