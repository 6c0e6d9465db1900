import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import DeleteUserForm from './DeleteUserForm';

function ProfilePage() {
    return <DeleteUserForm />;
}

beforeAll(() => {
    withRoutes({ 'profile.destroy': 'profile' });
});

async function openDialog() {
    const rendered = renderPage(ProfilePage);
    await rendered.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', {
        name: 'Are you sure you want to delete your account?',
    });

    return { ...rendered, dialog };
}

describe('DeleteUserForm', () => {
    it('asks for the password in a dialog, with the password field focused', async () => {
        await openDialog();

        await waitFor(() => {
            expect(screen.getByLabelText('Password')).toHaveFocus();
        });
        expect(screen.getByLabelText('Password')).toBeRequired();
    });

    it('keeps the dialog open on a wrong password, showing the error and focusing the field', async () => {
        fakeServer().failWith({ password: 'The password is incorrect.' });
        const { user, dialog } = await openDialog();

        await user.type(screen.getByLabelText('Password'), 'wrong');
        await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

        const password = screen.getByLabelText('Password');
        await waitFor(() => {
            expect(password).toHaveAccessibleDescription('The password is incorrect.');
        });
        expect(password).toHaveFocus();
        expect(password).toHaveValue('');
        expect(dialog).toBeInTheDocument();
    });

    it('closes on cancel, forgetting the password and the error', async () => {
        fakeServer().failWith({ password: 'The password is incorrect.' });
        const { user, dialog } = await openDialog();
        await user.type(screen.getByLabelText('Password'), 'wrong');
        await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
        await screen.findByText('The password is incorrect.');
        await user.type(screen.getByLabelText('Password'), 'half-typed');

        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        });

        await user.click(screen.getByRole('button', { name: 'Delete Account' }));
        await screen.findByRole('dialog');
        expect(screen.getByLabelText('Password')).toHaveValue('');
        expect(screen.queryByText('The password is incorrect.')).not.toBeInTheDocument();
    });

    it('closes on Escape', async () => {
        const { user } = await openDialog();

        await user.keyboard('{Escape}');

        await waitFor(() => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        });
    });

    it('sends DELETE profile.destroy with the password and closes on success', async () => {
        const server = fakeServer();
        server.respond(() => ({ url: '/' }));
        const { user, dialog } = await openDialog();

        await user.type(screen.getByLabelText('Password'), 'password');
        await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

        await waitFor(() => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        });
        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.method).toBe('delete');
        expect(server.requests[0]?.url).toBe('http://localhost/profile');
        expect(server.requests[0]?.data).toEqual({ password: 'password' });
    });
});
