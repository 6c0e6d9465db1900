import Checkbox from './Checkbox';
import InputError, { errorIdFor } from './InputError';

/** An on/off setting: a checkbox with its label, a line saying what it does, and its field error. */
export default function ToggleField({
    id,
    label,
    hint,
    checked,
    disabled = false,
    error,
    onChange,
}: {
    id: string;
    label: string;
    hint: string;
    checked: boolean;
    disabled?: boolean;
    error?: string | undefined;
    onChange: (checked: boolean) => void;
}) {
    const hintId = `${id}-hint`;

    return (
        <div>
            <div className="flex items-start gap-3">
                <Checkbox
                    id={id}
                    name={id}
                    checked={checked}
                    disabled={disabled}
                    onChange={(event) => {
                        onChange(event.target.checked);
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${hintId} ${errorIdFor(id)}` : hintId}
                    className="mt-0.5 shrink-0 disabled:opacity-60"
                />
                <div>
                    <label
                        htmlFor={id}
                        className={`text-sm font-medium ${disabled ? 'text-neutral-500 dark:text-neutral-400' : ''}`}
                    >
                        {label}
                    </label>
                    <p id={hintId} className="text-sm text-neutral-600 dark:text-neutral-400">
                        {hint}
                    </p>
                </div>
            </div>
            <InputError forId={id} message={error} className="mt-1" />
        </div>
    );
}
