/** Rows in the shape of the bell's entries, shown only while the list really loads. */
export default function NotificationSkeleton() {
    return (
        <div role="status" aria-busy="true" aria-label="Loading notifications" className="py-1">
            {Array.from({ length: 3 }, (_, index) => (
                <div
                    key={index}
                    className="flex animate-pulse items-start gap-3 px-4 py-3 motion-reduce:animate-none"
                >
                    <div className="size-10 shrink-0 rounded-full bg-neutral-200 dark:bg-neutral-800" />
                    <div className="flex-1 space-y-2 pt-1">
                        <div className="h-3.5 w-11/12 rounded bg-neutral-200 dark:bg-neutral-800" />
                        <div className="h-3 w-1/3 rounded bg-neutral-200 dark:bg-neutral-800" />
                    </div>
                    <div className="aspect-video w-24 shrink-0 rounded bg-neutral-200 dark:bg-neutral-800" />
                </div>
            ))}
        </div>
    );
}
