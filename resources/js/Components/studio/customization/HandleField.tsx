import { HttpCancelledError } from '@inertiajs/core';
import { useHttp } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';

import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import TextInput from '@/Components/ui/TextInput';
import { t } from '@/lib/i18n';

interface HandleAnswer {
    handle: string;
    available: boolean;
    message: string | null;
}

type Check =
    | { state: 'idle' }
    | { state: 'checking' }
    | { state: 'failed' }
    | ({ state: 'answered' } & HandleAnswer);

/** Typing pauses this long before the handle is checked, so a word makes one request, not one per letter. */
export const HANDLE_CHECK_PAUSE_MS = 300;

/**
 * The channel's @handle, checked with the server as the owner types: taken, reserved or
 * malformed handles say so before SAVE.
 */
export default function HandleField({
    value,
    saved,
    error,
    onChange,
}: {
    value: string;
    /** The handle as saved, which is the channel's own. */
    saved: string;
    error: string | undefined;
    onChange: (handle: string) => void;
}) {
    const http = useHttp<Record<string, never>, HandleAnswer>();
    const [check, setCheck] = useState<Check>({ state: 'idle' });
    const timer = useRef<number | undefined>(undefined);

    useEffect(
        () => () => {
            window.clearTimeout(timer.current);
        },
        [],
    );

    const change = (typed: string) => {
        onChange(typed);
        window.clearTimeout(timer.current);

        const handle = typed.trim().replace(/^@/, '').toLowerCase();
        if (handle === '' || handle === saved) {
            setCheck({ state: 'idle' });

            return;
        }

        setCheck({ state: 'checking' });
        timer.current = window.setTimeout(() => {
            http.get(route('studio.customization.handle', { handle })).then(
                (answer) => {
                    setCheck({ state: 'answered', ...answer });
                },
                (failure: unknown) => {
                    // A newer check replaced this one; its own answer settles the line.
                    if (!(failure instanceof HttpCancelledError)) {
                        setCheck({ state: 'failed' });
                    }
                },
            );
        }, HANDLE_CHECK_PAUSE_MS);
    };

    const unavailable =
        check.state === 'answered' && !check.available ? (check.message ?? undefined) : undefined;
    const shownError = error ?? unavailable;

    return (
        <div>
            <InputLabel htmlFor="handle" value={t('Handle')} />
            <div className="mt-1 flex items-stretch">
                <span
                    aria-hidden="true"
                    className="flex items-center rounded-s-lg border border-e-0 border-neutral-300 bg-neutral-50 px-3 text-sm text-neutral-600 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
                >
                    @
                </span>
                <TextInput
                    id="handle"
                    name="handle"
                    value={value}
                    maxLength={30}
                    autoComplete="off"
                    spellCheck={false}
                    error={shownError}
                    aria-describedby={shownError ? 'handle-error' : 'handle-status'}
                    className="rounded-s-none"
                    onChange={(event) => {
                        change(event.target.value);
                    }}
                />
            </div>
            <InputError forId="handle" message={shownError} className="mt-2" />
            <p
                id="handle-status"
                role="status"
                className="mt-2 text-xs text-neutral-600 dark:text-neutral-400"
            >
                {check.state === 'checking' && t('Checking availability…')}
                {check.state === 'failed' &&
                    t('Availability could not be checked. SAVE checks it again.')}
                {check.state === 'answered' && check.available && (
                    <span className="font-medium text-green-700 dark:text-green-400">
                        {t('@:handle is available', { handle: check.handle })}
                    </span>
                )}
                {check.state === 'idle' &&
                    t(
                        'Letters, digits, dots, hyphens and underscores. Your old handle keeps leading to your channel for 14 days.',
                    )}
            </p>
        </div>
    );
}
