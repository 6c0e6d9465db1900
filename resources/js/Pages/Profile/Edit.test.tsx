import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import type { SharedProps } from '@/types';

import Edit from './Edit';

function renderProfile(shared: Partial<SharedProps> = {}) {
    return renderPage(Edit, {
        component: 'Profile/Edit',
        shared: { auth: { user: makeUser() }, ...shared },
        props: { mustVerifyEmail: true, status: null, pendingEmail: null },
    });
}

describe('Profile page', () => {
    beforeAll(() => {
        withRoutes({
            'settings.show': 'settings/{section}',
            'profile.update': 'profile',
            'profile.destroy': 'profile',
            'profile.export': 'profile/export',
            'password.update': 'password',
            'verification.send': 'email/verification-notification',
        });
    });

    it('says where the rest of the account lives, with its links in the sentence', () => {
        renderProfile();

        expect(
            screen.getByRole('link', { name: 'Settings › Account' }).parentElement,
        ).toHaveTextContent(
            'Your phone number and time zone are in Settings › Account, what you share with the channels you watch in Settings › Privacy.',
        );
    });

    it('speaks Japanese: heading, sections, links and buttons', () => {
        renderProfile({
            locale: 'ja',
            translations: {
                Profile: 'プロフィール',
                'Profile Information': 'プロフィール情報',
                'Update Password': 'パスワードを変更',
                'Delete Account': 'アカウントを削除',
                Save: '保存',
                'Settings › Account': '設定 › アカウント',
                'Settings › Privacy': '設定 › プライバシー',
                'Your phone number and time zone are in :account, what you share with the channels you watch in :privacy.':
                    '電話番号とタイムゾーンは :account に、視聴しているチャンネルと共有する情報は :privacy にあります。',
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
        expect(screen.getByRole('heading', { name: 'プロフィール情報' })).toBeVisible();
        expect(screen.getByRole('heading', { name: 'パスワードを変更' })).toBeVisible();
        expect(screen.getAllByRole('button', { name: '保存' })).toHaveLength(2);
        expect(screen.getByRole('button', { name: 'アカウントを削除' })).toBeVisible();
        expect(
            screen.getByRole('link', { name: '設定 › アカウント' }).parentElement,
        ).toHaveTextContent(
            '電話番号とタイムゾーンは 設定 › アカウント に、視聴しているチャンネルと共有する情報は 設定 › プライバシー にあります。',
        );
    });
});
