import { useEffect, useImperativeHandle, useRef, type InputHTMLAttributes, type Ref } from 'react';

import { errorIdFor } from './InputError';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
    ref?: Ref<HTMLInputElement>;
    /** Focuses the input when it mounts (and whenever this turns true). */
    isFocused?: boolean;
    /** The field's error message; marks the input invalid and points it at the message InputError renders. */
    error?: string | undefined;
}

export default function TextInput({
    ref,
    isFocused = false,
    error,
    type = 'text',
    className = '',
    id,
    ...props
}: TextInputProps) {
    const input = useRef<HTMLInputElement>(null);

    useImperativeHandle(ref, () => input.current as HTMLInputElement, []);

    useEffect(() => {
        if (isFocused) {
            input.current?.focus();
        }
    }, [isFocused]);

    const invalid = Boolean(error);

    return (
        <input
            aria-invalid={invalid || undefined}
            aria-describedby={invalid && id ? errorIdFor(id) : undefined}
            {...props}
            id={id}
            ref={input}
            type={type}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-900 dark:text-neutral-100 ${invalid ? 'border-red-600 dark:border-red-500' : 'border-neutral-300 dark:border-neutral-700'} ${className}`}
        />
    );
}
