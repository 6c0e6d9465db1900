import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import UpdatePasswordForm from './UpdatePasswordForm';

function ProfilePage() {
    return <UpdatePasswordForm />;
}

beforeAll(() => {
    withRoutes({ 'password.update': 'password' });
});

afterEach(() => {
    vi.useRealTimers();
});

async function fillAndSave() {
    const rendered = renderPage(ProfilePage);
    const { user } = rendered;

    await user.type(screen.getByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    return rendered;
}

describe('UpdatePasswordForm', () => {
    it('puts the three passwords to password.update', async () => {
        const server = fakeServer();

        await fillAndSave();

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('put');
        expect(server.requests[0]?.url).toBe('http://localhost/password');
        expect(server.requests[0]?.data).toEqual({
            current_password: 'old-secret',
            password: 'new-secret',
            password_confirmation: 'new-secret',
        });
    });

    it('clears the new passwords and focuses the new one when it is rejected', async () => {
        fakeServer().failWith({ password: 'The password field confirmation does not match.' });

        await fillAndSave();

        const password = screen.getByLabelText('New Password');
        await waitFor(() => {
            expect(password).toHaveFocus();
        });
        expect(password).toHaveValue('');
        expect(password).toHaveAccessibleDescription(
            'The password field confirmation does not match.',
        );
        expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
        expect(screen.getByLabelText('Current Password')).toHaveValue('old-secret');
    });

    it('clears and focuses the current password when it is wrong', async () => {
        fakeServer().failWith({ current_password: 'The password is incorrect.' });

        await fillAndSave();

        const current = screen.getByLabelText('Current Password');
        await waitFor(() => {
            expect(current).toHaveFocus();
        });
        expect(current).toHaveValue('');
        expect(current).toHaveAccessibleDescription('The password is incorrect.');
        expect(screen.getByLabelText('New Password')).toHaveValue('new-secret');
        expect(screen.getByLabelText('Confirm Password')).toHaveValue('new-secret');
    });

    it('focuses the current password when both are rejected', async () => {
        fakeServer().failWith({
            current_password: 'The password is incorrect.',
            password: 'The password field must be at least 8 characters.',
        });

        await fillAndSave();

        const current = screen.getByLabelText('Current Password');
        await waitFor(() => {
            expect(current).toHaveFocus();
        });
        expect(current).toHaveValue('');
        expect(screen.getByLabelText('New Password')).toHaveValue('');
    });

    it('clears the form and says "Saved." for two seconds after success', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        fakeServer().respond(() => ({ shared: { flash: { status: 'password-updated' } } }));

        await fillAndSave();

        await waitFor(() => {
            expect(screen.getByRole('status')).toHaveTextContent('Saved.');
        });
        expect(screen.getByLabelText('Current Password')).toHaveValue('');
        expect(screen.getByLabelText('New Password')).toHaveValue('');
        expect(screen.getByLabelText('Confirm Password')).toHaveValue('');

        act(() => {
            vi.advanceTimersByTime(1900);
        });
        expect(screen.getByRole('status')).toHaveTextContent('Saved.');
        act(() => {
            vi.advanceTimersByTime(200);
        });
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
});
