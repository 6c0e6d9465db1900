import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextField from '@/Components/ui/TextField';
import GuestLayout from '@/Layouts/GuestLayout';
import { t } from '@/lib/i18n';

interface ForgotPasswordProps {
    status: string | null;
}

export default function ForgotPassword({ status }: ForgotPasswordProps) {
    const { data, setData, post, processing, errors } = useForm({ email: '' });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        post(route('password.email'));
    };

    return (
        <GuestLayout title={t('Forgot Password')}>
            <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
                {t(
                    'Enter the email address of your account and we will send you a link to choose a new password.',
                )}
            </p>

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

                <div className="flex justify-end pt-2">
                    <Button type="submit" processing={processing}>
                        {t('Email Password Reset Link')}
                    </Button>
                </div>
            </form>
        </GuestLayout>
    );
}
