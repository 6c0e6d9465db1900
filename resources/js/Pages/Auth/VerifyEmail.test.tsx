import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';

import VerifyEmail from './VerifyEmail';

describe('VerifyEmail', () => {
    it('speaks Japanese', () => {
        renderPage(VerifyEmail, {
            props: { status: 'verification-link-sent' },
            shared: {
                locale: 'ja',
                translations: {
                    'Email Verification': 'メールアドレスの確認',
                    'A new verification link has been sent to the email address you gave when registering.':
                        '登録時のメールアドレスに新しい確認用リンクをお送りしました。',
                    'Resend Verification Email': '確認メールを再送信',
                    'Log Out': 'ログアウト',
                },
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'メールアドレスの確認' }),
        ).toBeVisible();
        expect(screen.getByRole('status')).toHaveTextContent(
            '登録時のメールアドレスに新しい確認用リンクをお送りしました。',
        );
        expect(screen.getByRole('button', { name: '確認メールを再送信' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'ログアウト' })).toBeEnabled();
    });
});
