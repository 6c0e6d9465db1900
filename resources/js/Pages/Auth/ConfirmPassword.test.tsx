import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';

import ConfirmPassword from './ConfirmPassword';

describe('ConfirmPassword', () => {
    it('speaks Japanese', () => {
        renderPage(ConfirmPassword, {
            shared: {
                locale: 'ja',
                translations: {
                    'Confirm Password': 'パスワードの確認',
                    'This is a secure area of the application. Please confirm your password before continuing.':
                        'このページは保護されています。続行する前にパスワードを確認してください。',
                    Password: 'パスワード',
                    Confirm: '確認',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'パスワードの確認' })).toBeVisible();
        expect(screen.getByText(/このページは保護されています/)).toBeVisible();
        expect(screen.getByLabelText('パスワード')).toHaveFocus();
        expect(screen.getByRole('button', { name: '確認' })).toBeEnabled();
    });
});
