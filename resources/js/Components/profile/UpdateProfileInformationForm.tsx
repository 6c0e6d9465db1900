import { Link, useForm, usePage } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextField from '@/Components/ui/TextField';
import { t } from '@/lib/i18n';

interface UpdateProfileInformationFormProps {
    mustVerifyEmail: boolean;
    status: string | null;
    /** A new address waiting for its confirmation link to be followed. */
    pendingEmail: string | null;
    className?: string;
}

export default function UpdateProfileInformationForm({
    mustVerifyEmail,
    status,
    pendingEmail,
    className = '',
}: UpdateProfileInformationFormProps) {
    const { user } = usePage().props.auth;

    const { data, setData, patch, errors, processing, recentlySuccessful } = useForm({
        name: user?.name ?? '',
        email: user?.email ?? '',
    });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        patch(route('profile.update'), { preserveScroll: true });
    };

    return (
        <section aria-labelledby="profile-information-heading" className={className}>
            <header>
                <h2
                    id="profile-information-heading"
                    className="text-lg font-semibold text-neutral-900 dark:text-neutral-100"
                >
                    {t('Profile Information')}
                </h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {t('Update your account’s name and email address.')}
                </p>
            </header>

            <form onSubmit={submit} className="mt-6 space-y-6">
                <TextField
                    label={t('Name')}
                    id="name"
                    name="name"
                    value={data.name}
                    autoComplete="name"
                    required
                    error={errors.name}
                    onChange={(event) => {
                        setData('name', event.target.value);
                    }}
                />

                <TextField
                    label={t('Email')}
                    id="email"
                    type="email"
                    name="email"
                    value={data.email}
                    autoComplete="username"
                    required
                    error={errors.email}
                    onChange={(event) => {
                        setData('email', event.target.value);
                    }}
                />

                {pendingEmail !== null && (
                    <p className="text-sm text-neutral-800 dark:text-neutral-200">
                        {t(
                            'To use :pending, follow the link we emailed to it. Until then you sign in with :current.',
                            { current: user?.email ?? '' },
                        )
                            .split(':pending')
                            .flatMap((part, index) =>
                                index === 0
                                    ? [part]
                                    : [<strong key={index}>{pendingEmail}</strong>, part],
                            )}
                    </p>
                )}
                <StatusMessage>
                    {status === 'email-changed' && t('Your email address is changed.')}
                </StatusMessage>

                {mustVerifyEmail && user?.email_verified_at === null && (
                    <div className="space-y-2">
                        <p className="text-sm text-neutral-800 dark:text-neutral-200">
                            {t('Your email address is unverified.')}{' '}
                            <Link
                                href={route('verification.send')}
                                method="post"
                                as="button"
                                className="rounded-sm text-neutral-600 underline underline-offset-2 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-400 dark:hover:text-neutral-100"
                            >
                                {t('Click here to re-send the verification email.')}
                            </Link>
                        </p>
                        <StatusMessage>
                            {status === 'verification-link-sent' &&
                                t('A new verification link has been sent to your email address.')}
                        </StatusMessage>
                    </div>
                )}

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
