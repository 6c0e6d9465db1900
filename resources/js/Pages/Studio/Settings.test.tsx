import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, fakeServer, withRoutes } from '@/test/server';
import type { SharedProps } from '@/types';

import Settings, { type StudioSettingsForm, type StudioSettingsProps } from './Settings';

beforeAll(() => {
    withRoutes({
        ...accountMenuRoutes,
        'studio.settings': 'studio/settings',
        'studio.settings.update': 'studio/settings',
    });
});

const defaults: StudioSettingsForm = {
    upload: { visibility: 'private', category: null, made_for_kids: false, tags: '' },
    comments: { hold_all: false, hold_links: false, blocked_words: '' },
    notifications: {
        followers: true,
        recommended_videos: false,
        channel_activity: false,
        replies: false,
        mentions: false,
    },
    privacy: { keep_subscriptions_private: true },
    playback: { inline_playback: true },
};

const categories = [{ value: 'music', label: 'Music' }];
const shared = { auth: { user: makeUser() } };

function renderSettings(overrides: Partial<SharedProps> = {}) {
    const props: StudioSettingsProps = { studioSettings: defaults, categories };

    return renderPage(Settings, {
        component: 'Studio/Settings',
        url: '/studio/settings',
        props,
        shared: { ...shared, ...overrides },
    });
}

describe('Studio settings', () => {
    it('shows the saved settings, with Save disabled until something changes', () => {
        renderSettings();

        expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
        expect(screen.getByLabelText('Visibility')).toHaveValue('private');
        expect(screen.getByLabelText('Category')).toHaveValue('');
        expect(screen.getByLabelText('New subscribers')).toBeChecked();
        expect(screen.getByLabelText('Mentions')).not.toBeChecked();
        expect(screen.getByLabelText('Keep all my subscriptions private')).toBeChecked();
        expect(screen.getByLabelText('Inline playback')).toBeChecked();
        expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it('sends the whole form and reads "Saving..." only while the request runs', async () => {
        const server = fakeServer('Studio/Settings');
        let finish: () => void = () => undefined;
        server.respond(
            () =>
                new Promise((resolve) => {
                    finish = () => {
                        resolve({ props: { studioSettings: defaults, categories }, shared });
                    };
                }),
        );
        const { user } = renderSettings();

        await user.selectOptions(screen.getByLabelText('Visibility'), 'public');
        await user.selectOptions(screen.getByLabelText('Category'), 'music');
        await user.click(screen.getByLabelText('Hold comments with links for review'));
        await user.type(screen.getByLabelText('Blocked words'), 'spoiler');
        await user.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
        const [request] = server.requests;
        expect(request?.method).toBe('patch');
        expect(request?.data).toMatchObject({
            upload: { visibility: 'public', category: 'music' },
            comments: { hold_links: true, blocked_words: 'spoiler' },
            notifications: { followers: true },
        });

        act(() => {
            finish();
        });

        expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
        await waitFor(() => {
            expect(screen.getByRole('status')).toHaveTextContent('Settings saved');
        });
        expect(screen.getByLabelText('Visibility')).toHaveValue('public');
    });

    it('shows each refusal next to its field', async () => {
        const server = fakeServer('Studio/Settings');
        server.respond(() => ({
            props: {
                studioSettings: defaults,
                categories,
                errors: { 'upload.tags': 'Use at most 15 tags.' },
            },
            shared,
        }));
        const { user } = renderSettings();

        await user.type(screen.getByLabelText('Tags'), 'a,b');
        await user.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Use at most 15 tags.')).toBeVisible();
        expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription('Use at most 15 tags.');
    });

    it('speaks Japanese', () => {
        renderSettings({
            locale: 'ja',
            translations: {
                Settings: '設定',
                Visibility: '公開設定',
                Private: '非公開',
                Save: '保存',
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
        expect(screen.getByRole('combobox', { name: '公開設定' })).toHaveDisplayValue('非公開');
        expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    });
});
