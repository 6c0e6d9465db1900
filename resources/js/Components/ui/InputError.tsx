import type { HTMLAttributes } from 'react';

/** The id of the message for a field, so the input can name it in aria-describedby. */
export function errorIdFor(fieldId: string): string {
    return `${fieldId}-error`;
}

export interface InputErrorProps extends HTMLAttributes<HTMLParagraphElement> {
    /** The id of the input this message belongs to. */
    forId?: string;
    message?: string | undefined;
}

export default function InputError({ forId, message, className = '', ...props }: InputErrorProps) {
    if (!message) {
        return null;
    }

    return (
        <p
            {...props}
            id={forId ? errorIdFor(forId) : props.id}
            className={`text-sm text-red-600 dark:text-red-400 ${className}`}
        >
            {message}
        </p>
    );
}
