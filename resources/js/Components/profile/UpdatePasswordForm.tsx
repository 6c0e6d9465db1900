import { useForm } from '@inertiajs/react';
import { useRef, type SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextField from '@/Components/ui/TextField';
import { t } from '@/lib/i18n';

export default function UpdatePasswordForm({ className = '' }: { className?: string }) {
    const passwordInput = useRef<HTMLInputElement>(null);
    const currentPasswordInput = useRef<HTMLInputElement>(null);

    const { data, setData, errors, put, reset, processing, recentlySuccessful } = useForm({
        current_password: '',
        password: '',
        password_confirmation: '',
    });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        put(route('password.update'), {
            preserveScroll: true,
            onSuccess: () => {
                reset();
            },
            onError: (failed) => {
                if (failed.password) {
                    reset('password', 'password_confirmation');
                    passwordInput.current?.focus();
                }

                // A wrong current password outranks the new one: that field is cleared and focused last.
                if (failed.current_password) {
                    reset('current_password');
                    currentPasswordInput.current?.focus();
                }
            },
        });
    };

    return (
        <section aria-labelledby="update-password-heading" className={className}>
            <header>
                <h2
                    id="update-password-heading"
                    className="text-lg font-semibold text-neutral-900 dark:text-neutral-100"
                >
                    {t('Update Password')}
                </h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {t('Choose a long, random password that you do not use anywhere else.')}
                </p>
            </header>

            <form onSubmit={submit} className="mt-6 space-y-6">
                <TextField
                    label={t('Current Password')}
                    id="current_password"
                    ref={currentPasswordInput}
                    type="password"
                    name="current_password"
                    value={data.current_password}
                    autoComplete="current-password"
                    error={errors.current_password}
                    onChange={(event) => {
                        setData('current_password', event.target.value);
                    }}
                />

                <TextField
                    label={t('New Password')}
                    id="new_password"
                    ref={passwordInput}
                    type="password"
                    name="password"
                    value={data.password}
                    autoComplete="new-password"
                    error={errors.password}
                    onChange={(event) => {
                        setData('password', event.target.value);
                    }}
                />

                <TextField
                    label={t('Confirm Password')}
                    id="new_password_confirmation"
                    type="password"
                    name="password_confirmation"
                    value={data.password_confirmation}
                    autoComplete="new-password"
                    error={errors.password_confirmation}
                    onChange={(event) => {
                        setData('password_confirmation', event.target.value);
                    }}
                />

                <div className="flex items-center gap-4">
                    <Button type="submit" processing={processing}>
                        {t('Save')}
                    </Button>
                    <StatusMessage>{recentlySuccessful && t('Saved.')}</StatusMessage>
                </div>
            </form>
        </section>
    );
}
