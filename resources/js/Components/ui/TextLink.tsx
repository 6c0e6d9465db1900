import { Link, type InertiaLinkProps } from '@inertiajs/react';

/** An underlined inline link, for secondary routes beside a form ("Forgot your password?"). */
export default function TextLink({ className = '', ...props }: InertiaLinkProps) {
    return (
        <Link
            {...props}
            className={`rounded-sm text-sm text-neutral-600 underline underline-offset-2 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-400 dark:hover:text-neutral-100 ${className}`}
        />
    );
}
