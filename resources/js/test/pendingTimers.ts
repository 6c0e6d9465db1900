interface Timers {
    setTimeout: typeof setTimeout;
    clearTimeout: typeof clearTimeout;
}

/**
 * Keeps count of the timeouts set on `timers` that have neither fired nor been cleared; returns
 * the function that cancels all of them.
 */
export function trackPendingTimers(timers: Timers): () => void {
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const nativeSetTimeout = timers.setTimeout;
    const nativeClearTimeout = timers.clearTimeout;

    timers.setTimeout = Object.assign(
        (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
            const timer = nativeSetTimeout(
                (...callArgs: unknown[]) => {
                    pending.delete(timer);
                    if (typeof handler === 'function') {
                        (handler as (...params: unknown[]) => void)(...callArgs);
                    }
                },
                delay,
                ...args,
            );
            pending.add(timer);

            return timer;
        },
        nativeSetTimeout,
    ) as typeof setTimeout;
    timers.clearTimeout = (timer?: Parameters<typeof clearTimeout>[0]) => {
        pending.delete(timer as ReturnType<typeof setTimeout>);
        nativeClearTimeout(timer);
    };

    return () => {
        for (const timer of pending) {
            nativeClearTimeout(timer);
        }
        pending.clear();
    };
}
