/**
 * The answer to the last change on a library page ("Removed from watch history"), read out by
 * screen readers: the live region is always there, so a new message is announced.
 */
export default function StatusNotice({ message }: { message?: string | null }) {
    return (
        <p
            role="status"
            className={`text-sm text-green-700 dark:text-green-400 ${message ? 'mb-4' : 'sr-only'}`}
        >
            {message}
        </p>
    );
}
