import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';

import ForgotPassword from './ForgotPassword';

describe('ForgotPassword', () => {
    it('speaks Japanese', () => {
        renderPage(ForgotPassword, {
            props: { status: null },
            shared: {
                locale: 'ja',
                translations: {
                    'Forgot Password': 'パスワードの再設定',
                    'Enter the email address of your account and we will send you a link to choose a new password.':
                        'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
                    Email: 'メールアドレス',
                    'Email Password Reset Link': '再設定用リンクを送信',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
        expect(screen.getByText(/新しいパスワードを設定するためのリンク/)).toBeVisible();
        expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
        expect(screen.getByRole('button', { name: '再設定用リンクを送信' })).toBeEnabled();
    });
});
