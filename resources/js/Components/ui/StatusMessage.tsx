import type { HTMLAttributes } from 'react';

/**
 * A green status line. The live region stays in the document while empty (and hidden), so
 * screen readers announce text that appears in it later, such as "Saved.".
 */
export default function StatusMessage({
    className = '',
    children,
    ...props
}: HTMLAttributes<HTMLParagraphElement>) {
    return (
        <p
            {...props}
            role="status"
            className={`text-sm font-medium text-green-600 empty:hidden dark:text-green-400 ${className}`}
        >
            {children}
        </p>
    );
}
