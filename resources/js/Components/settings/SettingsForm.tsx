import type { ReactNode, SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextLink from '@/Components/ui/TextLink';
import { t } from '@/lib/i18n';

/**
 * A settings section's form: its cards, then Save (enabled once something changed) with the
 * "Saved." line. A signed-out visitor is told where their choices are kept.
 */
export default function SettingsForm({
    onSubmit,
    processing,
    isDirty,
    saved,
    signedIn,
    error,
    children,
}: {
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
    processing: boolean;
    isDirty: boolean;
    saved: boolean;
    signedIn: boolean;
    /** A refusal of the whole form, such as too many saves in a row. */
    error?: string | undefined;
    children: ReactNode;
}) {
    return (
        <form onSubmit={onSubmit} noValidate className="space-y-6">
            {!signedIn && <GuestSettingsNotice />}
            {children}
            <SaveRow processing={processing} isDirty={isDirty} saved={saved} error={error} />
        </form>
    );
}

/** Save, enabled once something changed, with "Saved." for two seconds after and any refusal of the whole form. */
export function SaveRow({
    processing,
    isDirty,
    saved,
    error,
}: {
    processing: boolean;
    isDirty: boolean;
    saved: boolean;
    error?: string | undefined;
}) {
    return (
        <div className="flex flex-wrap items-center justify-end gap-4">
            <InputError message={error} />
            <StatusMessage>{saved && !isDirty && t('Saved.')}</StatusMessage>
            <Button type="submit" processing={processing} disabled={!isDirty}>
                {processing ? t('Saving...') : t('Save')}
            </Button>
        </div>
    );
}

export function GuestSettingsNotice() {
    return (
        <p className="rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm text-neutral-700 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-300">
            {t(
                'You are not signed in: these settings are kept in this browser, and go to your account when you sign in.',
            )}{' '}
            <TextLink href={route('login')}>{t('Sign in')}</TextLink>
        </p>
    );
}
