/** The "nothing here" block of the video lists, with the spec's title and hint. */
export default function EmptyState({ title, hint }: { title: string; hint: string }) {
    return (
        <div className="flex flex-col items-center justify-center gap-2 py-20 text-center">
            <p className="text-lg font-semibold">{title}</p>
            <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-400">{hint}</p>
        </div>
    );
}
