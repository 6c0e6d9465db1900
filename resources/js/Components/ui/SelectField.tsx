import type { Option } from '@/types/models';

import InputError, { errorIdFor } from './InputError';
import InputLabel from './InputLabel';
import SelectInput, { type SelectInputProps } from './SelectInput';

export interface SelectFieldProps extends Omit<SelectInputProps, 'id'> {
    id: string;
    label: string;
    /** A line under the label saying what the choice does. */
    hint?: string;
    options: Option[];
}

/** A labelled select with a hint and its field error underneath; the select is named after its id. */
export default function SelectField({ id, label, hint, error, name, ...props }: SelectFieldProps) {
    const hintId = `${id}-hint`;

    return (
        <div>
            <InputLabel htmlFor={id} value={label} />
            {hint !== undefined && (
                <p id={hintId} className="text-sm text-neutral-600 dark:text-neutral-400">
                    {hint}
                </p>
            )}
            <SelectInput
                {...props}
                id={id}
                name={name ?? id}
                error={error}
                aria-describedby={
                    [hint !== undefined ? hintId : null, error ? errorIdFor(id) : null]
                        .filter(Boolean)
                        .join(' ') || undefined
                }
                className="mt-1 sm:max-w-xs"
            />
            <InputError forId={id} message={error} className="mt-2" />
        </div>
    );
}
