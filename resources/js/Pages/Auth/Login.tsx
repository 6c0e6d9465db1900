import { useForm } from '@inertiajs/react';
import { clearGuestLibrary, guestLibraryPayload } from '@/lib/guestLibrary';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import Checkbox from '@/Components/ui/Checkbox';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextField from '@/Components/ui/TextField';
import TextLink from '@/Components/ui/TextLink';
import GuestLayout from '@/Layouts/GuestLayout';
import { t } from '@/lib/i18n';

interface LoginProps {
    canResetPassword: boolean;
    status: string | null;
}

export default function Login({ canResetPassword, status }: LoginProps) {
    const { data, setData, post, processing, errors, reset, transform } = useForm({
        email: '',
        password: '',
        remember: false,
    });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // A guest's subscriptions go along so the new session keeps them.
        transform((fields) => ({ ...fields, guest_library: guestLibraryPayload() }));
        post(route('login'), {
            onSuccess: clearGuestLibrary,
            onFinish: () => {
                reset('password');
            },
        });
    };

    return (
        <GuestLayout title={t('Log in')}>
            <StatusMessage className="mb-4">{status}</StatusMessage>

            <form onSubmit={submit} className="space-y-4">
                <TextField
                    label={t('Email')}
                    id="email"
                    type="email"
                    value={data.email}
                    autoComplete="username"
                    required
                    isFocused
                    error={errors.email}
                    onChange={(event) => {
                        setData('email', event.target.value);
                    }}
                />

                <TextField
                    label={t('Password')}
                    id="password"
                    type="password"
                    value={data.password}
                    autoComplete="current-password"
                    required
                    error={errors.password}
                    onChange={(event) => {
                        setData('password', event.target.value);
                    }}
                />

                <label className="flex items-center gap-2">
                    <Checkbox
                        name="remember"
                        checked={data.remember}
                        onChange={(event) => {
                            setData('remember', event.target.checked);
                        }}
                    />
                    <span className="text-sm text-neutral-600 dark:text-neutral-400">
                        {t('Remember me')}
                    </span>
                </label>

                <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 pt-2">
                    {canResetPassword && (
                        <TextLink href={route('password.request')}>
                            {t('Forgot your password?')}
                        </TextLink>
                    )}
                    <TextLink href={route('register')}>{t('Register')}</TextLink>
                    <Button type="submit" processing={processing}>
                        {t('Log in')}
                    </Button>
                </div>
            </form>
        </GuestLayout>
    );
}
