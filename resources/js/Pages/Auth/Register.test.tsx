import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';

import Register from './Register';

beforeAll(() => {
    withRoutes({ login: 'login', register: 'register' });
});

describe('Register', () => {
    it('speaks Japanese', () => {
        renderPage(Register, {
            shared: {
                locale: 'ja',
                translations: {
                    Register: '新規登録',
                    Name: '名前',
                    Email: 'メールアドレス',
                    Password: 'パスワード',
                    'Confirm Password': 'パスワードの確認',
                    'Already registered?': 'アカウントをお持ちですか？',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: '新規登録' })).toBeVisible();
        expect(screen.getByLabelText('名前')).toHaveFocus();
        expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('type', 'email');
        expect(screen.getByLabelText('パスワード')).toHaveAttribute('autocomplete', 'new-password');
        expect(screen.getByLabelText('パスワードの確認')).toBeRequired();
        expect(screen.getByRole('link', { name: 'アカウントをお持ちですか？' })).toHaveAttribute(
            'href',
            'http://localhost/login',
        );
        expect(screen.getByRole('button', { name: '新規登録' })).toBeEnabled();
    });
});
