/**
 * A turning ring for work in flight. With a label it is announced as a status; without one
 * it is decoration beside text that says what is happening.
 */
export default function Spinner({
    label,
    className = 'size-8',
}: {
    label?: string;
    className?: string;
}) {
    return (
        <span
            role={label ? 'status' : undefined}
            aria-label={label}
            className={`inline-block animate-spin rounded-full border-[3px] border-neutral-300 border-t-red-600 motion-reduce:animate-[spin_2s_linear_infinite] dark:border-neutral-700 dark:border-t-red-500 ${className}`}
        />
    );
}
