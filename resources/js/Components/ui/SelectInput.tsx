import type { SelectHTMLAttributes } from 'react';

import type { Option } from '@/types/models';

import { errorIdFor } from './InputError';

export interface SelectInputProps extends SelectHTMLAttributes<HTMLSelectElement> {
    options: Option[];
    /** The first entry, standing for no choice (an empty value). */
    placeholder?: string;
    error?: string | undefined;
}

/** A native select, styled like TextInput. */
export default function SelectInput({
    options,
    placeholder,
    error,
    className = '',
    id,
    ...props
}: SelectInputProps) {
    const invalid = Boolean(error);

    return (
        <select
            aria-invalid={invalid || undefined}
            aria-describedby={invalid && id ? errorIdFor(id) : undefined}
            {...props}
            id={id}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-900 dark:text-neutral-100 ${invalid ? 'border-red-600 dark:border-red-500' : 'border-neutral-300 dark:border-neutral-700'} ${className}`}
        >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
                <option key={option.value} value={option.value}>
                    {option.label}
                </option>
            ))}
        </select>
    );
}
