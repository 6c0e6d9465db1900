import type { LabelHTMLAttributes } from 'react';

export interface InputLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
    value?: string;
}

export default function InputLabel({ value, className = '', children, ...props }: InputLabelProps) {
    return (
        <label
            {...props}
            className={`block text-sm font-medium text-neutral-700 dark:text-neutral-300 ${className}`}
        >
            {value ?? children}
        </label>
    );
}
