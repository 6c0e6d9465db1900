import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import Login from './Login';
import { GUEST_KEYS } from '@/lib/guestLibrary';

beforeAll(() => {
    withRoutes({ login: 'login', register: 'register', 'password.request': 'forgot-password' });
});

function renderLogin(props: { canResetPassword?: boolean; status?: string | null } = {}) {
    return renderPage(Login, { props: { canResetPassword: true, status: null, ...props } });
}

describe('Login', () => {
    it('speaks Japanese', () => {
        renderPage(Login, {
            props: { canResetPassword: true, status: null },
            shared: {
                locale: 'ja',
                translations: {
                    'Log in': 'ログイン',
                    Email: 'メールアドレス',
                    Password: 'パスワード',
                    'Remember me': 'ログイン状態を保持',
                    'Forgot your password?': 'パスワードをお忘れですか？',
                    Register: '新規登録',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
        expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
        expect(screen.getByLabelText('パスワード')).toBeRequired();
        expect(screen.getByLabelText('ログイン状態を保持')).not.toBeChecked();
        expect(screen.getByRole('link', { name: 'パスワードをお忘れですか？' })).toBeVisible();
        expect(screen.getByRole('link', { name: '新規登録' })).toBeVisible();
        expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
    });

    it('offers the password reset link when reset is enabled', () => {
        renderLogin({ canResetPassword: true });

        expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
            'href',
            'http://localhost/forgot-password',
        );
    });

    it('hides the password reset link when reset is disabled', () => {
        renderLogin({ canResetPassword: false });

        expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
        expect(screen.getByRole('link', { name: 'Register' })).toBeVisible();
    });

    it('shows the status message from the server', () => {
        renderLogin({ status: 'Your password has been reset.' });

        expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
    });

    it('labels its fields for browsers and password managers', () => {
        renderLogin();

        const email = screen.getByLabelText('Email');
        expect(email).toHaveAttribute('type', 'email');
        expect(email).toHaveAttribute('autocomplete', 'username');
        expect(email).toBeRequired();
        expect(email).toHaveFocus();
        expect(screen.getByLabelText('Password')).toHaveAttribute(
            'autocomplete',
            'current-password',
        );
        expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    });

    it('posts the credentials and the remember flag', async () => {
        const server = fakeServer('Auth/Login');
        const { user } = renderLogin();

        await user.type(screen.getByLabelText('Email'), 'ada@example.test');
        await user.type(screen.getByLabelText('Password'), 'secret-words');
        await user.click(screen.getByLabelText('Remember me'));
        await user.click(screen.getByRole('button', { name: 'Log in' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const [request] = server.requests;
        expect(request?.method).toBe('post');
        expect(request?.url).toBe('http://localhost/login');
        expect(request?.data).toEqual({
            email: 'ada@example.test',
            password: 'secret-words',
            remember: true,
            guest_library: {
                subscriptions: [],
                history: [],
                reactions: [],
                not_interested: [],
                settings: {},
            },
        });
    });

    it("sends a guest's stored subscriptions and forgets them after signing in", async () => {
        window.localStorage.setItem(
            GUEST_KEYS.subscriptions,
            JSON.stringify([{ channelId: 7, level: 'all' }]),
        );
        const server = fakeServer('Auth/Login');
        const { user } = renderLogin();

        await user.type(screen.getByLabelText('Email'), 'ada@example.test');
        await user.type(screen.getByLabelText('Password'), 'secret-words');
        await user.click(screen.getByRole('button', { name: 'Log in' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.data).toMatchObject({
            guest_library: { subscriptions: [{ channel_id: 7, level: 'all' }] },
        });
        await waitFor(() => {
            expect(window.localStorage.getItem(GUEST_KEYS.subscriptions)).toBeNull();
        });
    });

    it('shows a server error under its field and clears the password', async () => {
        const server = fakeServer('Auth/Login');
        server.failWith({ email: 'These credentials do not match our records.' });
        const { user } = renderLogin();

        await user.type(screen.getByLabelText('Email'), 'ada@example.test');
        await user.type(screen.getByLabelText('Password'), 'wrong');
        await user.click(screen.getByRole('button', { name: 'Log in' }));

        const email = screen.getByLabelText('Email');
        await waitFor(() => {
            expect(email).toHaveAccessibleDescription(
                'These credentials do not match our records.',
            );
        });
        expect(email).toHaveAttribute('aria-invalid', 'true');
        expect(email).toHaveValue('ada@example.test');
        expect(screen.getByLabelText('Password')).toHaveValue('');
        expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    });

    it('is busy while the request is in flight', async () => {
        const server = fakeServer('Auth/Login');
        let answer: () => void = () => undefined;
        server.respond(
            () =>
                new Promise((resolve) => {
                    answer = () => {
                        resolve({});
                    };
                }),
        );
        const { user } = renderLogin();

        await user.type(screen.getByLabelText('Email'), 'ada@example.test');
        await user.type(screen.getByLabelText('Password'), 'secret-words');
        await user.click(screen.getByRole('button', { name: 'Log in' }));

        await waitFor(() => {
            expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
        });
        answer();
        await waitFor(() => {
            expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
        });
    });
});
