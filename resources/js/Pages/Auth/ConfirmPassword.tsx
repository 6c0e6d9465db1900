import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import TextField from '@/Components/ui/TextField';
import GuestLayout from '@/Layouts/GuestLayout';
import { t } from '@/lib/i18n';

export default function ConfirmPassword() {
    const { data, setData, post, processing, errors, reset } = useForm({ password: '' });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        post(route('password.confirm'), {
            onFinish: () => {
                reset('password');
            },
        });
    };

    return (
        <GuestLayout title={t('Confirm Password')}>
            <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
                {t(
                    'This is a secure area of the application. Please confirm your password before continuing.',
                )}
            </p>

            <form onSubmit={submit} className="space-y-4">
                <TextField
                    label={t('Password')}
                    id="password"
                    type="password"
                    value={data.password}
                    autoComplete="current-password"
                    required
                    isFocused
                    error={errors.password}
                    onChange={(event) => {
                        setData('password', event.target.value);
                    }}
                />

                <div className="flex justify-end pt-2">
                    <Button type="submit" processing={processing}>
                        {t('Confirm')}
                    </Button>
                </div>
            </form>
        </GuestLayout>
    );
}
