import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import StatusMessage from '@/Components/ui/StatusMessage';
import GuestLayout from '@/Layouts/GuestLayout';
import { t } from '@/lib/i18n';

interface VerifyEmailProps {
    status: string | null;
}

export default function VerifyEmail({ status }: VerifyEmailProps) {
    const resend = useForm({});
    const logout = useForm({});

    const submitResend = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        resend.post(route('verification.send'));
    };

    const submitLogout = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        logout.post(route('logout'));
    };

    return (
        <GuestLayout title={t('Email Verification')}>
            <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
                {t(
                    'Thanks for signing up! Before you start, please confirm your email address with the link we just emailed you. If it did not arrive, we will gladly send another.',
                )}
            </p>

            <StatusMessage className="mb-4">
                {status === 'verification-link-sent' &&
                    t(
                        'A new verification link has been sent to the email address you gave when registering.',
                    )}
            </StatusMessage>

            <div className="flex flex-wrap items-center justify-between gap-4">
                <form onSubmit={submitResend}>
                    <Button type="submit" processing={resend.processing}>
                        {t('Resend Verification Email')}
                    </Button>
                </form>
                <form onSubmit={submitLogout}>
                    <Button type="submit" variant="secondary" processing={logout.processing}>
                        {t('Log Out')}
                    </Button>
                </form>
            </div>
        </GuestLayout>
    );
}
