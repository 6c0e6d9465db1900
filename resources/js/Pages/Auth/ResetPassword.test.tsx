import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';

import ResetPassword from './ResetPassword';

describe('ResetPassword', () => {
    it('speaks Japanese', () => {
        renderPage(ResetPassword, {
            props: { email: 'ada@example.test', token: 'a-token' },
            shared: {
                locale: 'ja',
                translations: {
                    'Reset Password': 'パスワードを再設定',
                    Email: 'メールアドレス',
                    Password: 'パスワード',
                    'Confirm Password': 'パスワードの確認',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'パスワードを再設定' })).toBeVisible();
        expect(screen.getByLabelText('メールアドレス')).toHaveValue('ada@example.test');
        expect(screen.getByLabelText('パスワード')).toHaveFocus();
        expect(screen.getByLabelText('パスワードの確認')).toBeRequired();
        expect(screen.getByRole('button', { name: 'パスワードを再設定' })).toBeEnabled();
    });
});
