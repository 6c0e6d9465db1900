import { useForm } from '@inertiajs/react';
import { clearGuestLibrary, guestLibraryPayload } from '@/lib/guestLibrary';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import TextField from '@/Components/ui/TextField';
import TextLink from '@/Components/ui/TextLink';
import GuestLayout from '@/Layouts/GuestLayout';
import { t } from '@/lib/i18n';

export default function Register() {
    const { data, setData, post, processing, errors, reset, transform } = useForm({
        name: '',
        email: '',
        password: '',
        password_confirmation: '',
    });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // A guest's subscriptions go along so the new session keeps them.
        transform((fields) => ({ ...fields, guest_library: guestLibraryPayload() }));
        post(route('register'), {
            onSuccess: clearGuestLibrary,
            onFinish: () => {
                reset('password', 'password_confirmation');
            },
        });
    };

    return (
        <GuestLayout title={t('Register')}>
            <form onSubmit={submit} className="space-y-4">
                <TextField
                    label={t('Name')}
                    id="name"
                    value={data.name}
                    autoComplete="name"
                    required
                    isFocused
                    error={errors.name}
                    onChange={(event) => {
                        setData('name', event.target.value);
                    }}
                />

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

                <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 pt-2">
                    <TextLink href={route('login')}>{t('Already registered?')}</TextLink>
                    <Button type="submit" processing={processing}>
                        {t('Register')}
                    </Button>
                </div>
            </form>
        </GuestLayout>
    );
}
