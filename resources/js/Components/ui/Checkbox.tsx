import type { InputHTMLAttributes, Ref } from 'react';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    ref?: Ref<HTMLInputElement>;
};

export default function Checkbox({ className = '', ...props }: CheckboxProps) {
    return (
        <input
            {...props}
            type="checkbox"
            className={`size-4 rounded border-neutral-300 accent-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-neutral-700 ${className}`}
        />
    );
}
