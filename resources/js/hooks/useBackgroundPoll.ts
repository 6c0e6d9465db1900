import type { PollOptions, ReloadOptions } from '@inertiajs/core';
import { usePoll } from '@inertiajs/react';

/** The header the server knows a poll by (app/Http/Middleware/StartSession.php). */
export const POLL_HEADER = 'X-Poll';

function marked(options: ReloadOptions): ReloadOptions {
    return { ...options, headers: { ...options.headers, [POLL_HEADER]: '1' } };
}

/**
 * Inertia's usePoll, its requests marked as polls. A poll that lands between a refused form and
 * the page that shows the refusal leaves the form's errors in the session for that page.
 */
export function useBackgroundPoll(
    interval: number,
    requestOptions: ReloadOptions | (() => ReloadOptions),
    options?: PollOptions,
): ReturnType<typeof usePoll> {
    return usePoll(
        interval,
        typeof requestOptions === 'function'
            ? () => marked(requestOptions())
            : marked(requestOptions),
        options,
    );
}
