import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    ref?: Ref<HTMLButtonElement>;
    variant?: ButtonVariant;
    size?: ButtonSize;
    /** True while the form this button submits is in flight: the button is disabled and busy. */
    processing?: boolean;
}

const variants: Record<ButtonVariant, string> = {
    primary: 'bg-red-600 text-white hover:bg-red-700 active:bg-red-800',
    secondary:
        'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800',
    danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
};

const sizes: Record<ButtonSize, string> = {
    sm: 'px-3 py-1.5 text-xs',
    md: 'px-4 py-2 text-sm',
};

/** A button's look, for links that act as buttons (an Inertia <Link> to another page). */
export function buttonClassName(
    variant: ButtonVariant = 'primary',
    size: ButtonSize = 'md',
): string {
    return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]}`;
}

export default function Button({
    ref,
    variant = 'primary',
    size = 'md',
    processing = false,
    disabled = false,
    type = 'button',
    className = '',
    children,
    ...props
}: ButtonProps) {
    return (
        <button
            {...props}
            ref={ref}
            // Inside a form a bare <button> submits; defaulting to "button" keeps secondary actions from submitting by surprise.
            type={type}
            disabled={disabled || processing}
            aria-busy={processing || undefined}
            className={`${buttonClassName(variant, size)} ${className}`}
        >
            {children}
        </button>
    );
}
