import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import TextField from '@/Components/ui/TextField';
import GuestLayout from '@/Layouts/GuestLayout';
import { t } from '@/lib/i18n';

interface ResetPasswordProps {
    email: string;
    token: string;
}

export default function ResetPassword({ email, token }: ResetPasswordProps) {
    const { data, setData, post, processing, errors, reset } = useForm({
        token,
        email,
        password: '',
        password_confirmation: '',
    });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        post(route('password.store'), {
            onFinish: () => {
                reset('password', 'password_confirmation');
            },
        });
    };

    return (
        <GuestLayout title={t('Reset Password')}>
            <form onSubmit={submit} className="space-y-4">
                <TextField
                    label={t('Email')}
                    id="email"
                    type="email"
                    value={data.email}
                    autoComplete="username"
                    required
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
                    autoComplete="new-password"
                    required
                    isFocused
                    error={errors.password}
                    onChange={(event) => {
                        setData('password', event.target.value);
                    }}
                />

                <TextField
                    label={t('Confirm Password')}
                    id="password_confirmation"
                    type="password"
                    value={data.password_confirmation}
                    autoComplete="new-password"
                    required
                    error={errors.password_confirmation}
                    onChange={(event) => {
                        setData('password_confirmation', event.target.value);
                    }}
                />

                <div className="flex justify-end pt-2">
                    <Button type="submit" processing={processing}>
                        {t('Reset Password')}
                    </Button>
                </div>
            </form>
        </GuestLayout>
    );
}
