import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import UpdateProfileInformationForm from './UpdateProfileInformationForm';

interface FormPageProps {
    pendingEmail: string | null;
    status: string | null;
}

function FormPage({ pendingEmail, status }: FormPageProps) {
    return (
        <UpdateProfileInformationForm mustVerifyEmail status={status} pendingEmail={pendingEmail} />
    );
}

beforeAll(() => {
    withRoutes({
        'profile.update': 'profile',
        'verification.send': 'email/verification-notification',
    });
});

describe('UpdateProfileInformationForm', () => {
    it('says which new address waits for its confirmation link', () => {
        renderPage(FormPage, {
            props: { pendingEmail: 'new@example.test', status: 'email-change-sent' },
            shared: { auth: { user: makeUser({ email: 'old@example.test' }) } },
        });

        expect(screen.getByText('new@example.test')).toBeInTheDocument();
        expect(
            screen.getByText(/Until then you sign in with old@example.test/),
        ).toBeInTheDocument();
    });

    it('shows nothing pending once the address is changed', () => {
        renderPage(FormPage, {
            props: { pendingEmail: null, status: 'email-changed' },
            shared: { auth: { user: makeUser() } },
        });

        expect(screen.queryByText(/follow the link/)).not.toBeInTheDocument();
        expect(screen.getByText('Your email address is changed.')).toHaveAttribute(
            'role',
            'status',
        );
    });
});
