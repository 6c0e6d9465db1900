import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import { makeVideo } from '@/test/videos';
import type { ChannelCustomization, CustomizationTab } from '@/types/models';

import Customization, { type CustomizationProps } from './Customization';

beforeAll(() => {
    withRoutes({
        login: 'login',
        logout: 'logout',
        'profile.edit': 'profile',
        'create-channel': 'create-channel',
        channel: 'channel/{channel}',
        'studio.customization': 'studio/customization',
        'studio.customization.update': 'studio/customization',
        'studio.customization.handle': 'studio/customization/handle',
    });
});

const saved: ChannelCustomization = {
    name: 'Night Owls',
    handle: 'night-owls',
    description: 'Late shows.',
    contact_email: null,
    links: [{ title: 'Site', url: 'https://night-owls.test' }],
    avatar_url: null,
    banner_url: null,
    featured_video: makeVideo({ title: 'Our trailer' }),
    featured_video_for_returning: null,
    featured_channels: [],
    show_related_channels: true,
    show_unsubscribed_indicator: true,
};

function renderCustomization(tab: CustomizationTab = 'layout') {
    const props: CustomizationProps = { tab, customization: saved };

    return renderPage(Customization, {
        component: 'Studio/Customization',
        url: tab === 'layout' ? '/studio/customization' : `/studio/customization?tab=${tab}`,
        props,
        shared: { auth: { user: makeUser() } },
    });
}

describe('Channel customization', () => {
    it('opens on Layout with the three tabs and the saved spotlight', () => {
        renderCustomization();

        const tabs = within(screen.getByRole('navigation', { name: 'Customization' }));
        expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
            'Layout',
            'Branding',
            'Basic info',
        ]);
        expect(tabs.getByRole('link', { name: 'Layout' })).toHaveAttribute('aria-current', 'page');
        expect(tabs.getByRole('link', { name: 'Branding' })).toHaveAttribute(
            'href',
            expect.stringMatching(/\/studio\/customization\?tab=branding$/),
        );
        expect(screen.getByText('Our trailer')).toBeVisible();
        expect(
            screen.getByRole('button', {
                name: 'Change: Channel trailer for people who haven’t subscribed',
            }),
        ).toHaveTextContent('CHANGE');
        expect(
            screen.getByRole('button', { name: 'Add: Featured video for returning subscribers' }),
        ).toHaveTextContent('ADD');
        expect(screen.getByLabelText(/Show featured channels/)).toBeChecked();
    });

    it('shows the Basic info fields with the note on where the description appears', () => {
        renderCustomization('basic-info');

        expect(screen.getByLabelText('Name')).toHaveValue('Night Owls');
        expect(screen.getByLabelText('Handle')).toHaveValue('night-owls');
        expect(screen.getByLabelText('Channel description')).toHaveValue('Late shows.');
        expect(
            screen.getByText(
                'Your channel description appears in the About tab of your channel and in search results.',
            ),
        ).toBeVisible();
        expect(screen.getByLabelText('Link 1 URL')).toHaveValue('https://night-owls.test');
    });

    it('keeps edits made on one tab while another is open, and sends them with SAVE', async () => {
        const server = fakeServer('Studio/Customization');
        const page = renderCustomization('basic-info');

        await page.user.clear(screen.getByLabelText('Name'));
        await page.user.type(screen.getByLabelText('Name'), 'Owl Radio');

        server.respond(() => ({ props: { tab: 'layout' } }));
        await page.user.click(screen.getByRole('link', { name: 'Layout' }));
        await waitFor(() => {
            expect(screen.getByRole('link', { name: 'Layout' })).toHaveAttribute(
                'aria-current',
                'page',
            );
        });
        expect(server.requests[0]?.headers?.['X-Inertia-Partial-Data']).toBe('tab');
        await page.user.click(
            screen.getByRole('button', {
                name: 'Remove: Channel trailer for people who haven’t subscribed',
            }),
        );

        server.respond(() => ({ props: { tab: 'basic-info' } }));
        await page.user.click(screen.getByRole('link', { name: 'Basic info' }));
        await waitFor(() => {
            expect(screen.getByLabelText('Name')).toHaveValue('Owl Radio');
        });

        server.respond(() => ({
            props: {
                tab: 'basic-info',
                customization: { ...saved, name: 'Owl Radio', featured_video: null },
            },
        }));
        await page.user.click(screen.getByRole('button', { name: 'SAVE' }));
        await waitFor(() => {
            expect(server.requests).toHaveLength(3);
        });
        const body = server.requests[2]?.data as Record<string, unknown>;
        expect(server.requests[2]?.method).toBe('patch');
        expect(body).toMatchObject({
            name: 'Owl Radio',
            featured_video_id: null,
            handle: 'night-owls',
        });
    });

    it('shows Saving... only while the save is in flight', async () => {
        const server = fakeServer('Studio/Customization');
        let answer: () => void = () => undefined;
        server.respond(
            () =>
                new Promise((resolve) => {
                    answer = () => {
                        resolve({
                            props: { tab: 'layout', customization: saved },
                            shared: { flash: { status: 'Changes saved.' } },
                        });
                    };
                }),
        );
        const page = renderCustomization();

        await page.user.click(screen.getByLabelText(/Show featured channels/));
        await page.user.click(screen.getByRole('button', { name: 'SAVE' }));

        expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
        await act(async () => {
            answer();
            await Promise.resolve();
        });
        expect(await screen.findByRole('button', { name: 'SAVE' })).toBeEnabled();
    });

    it('points at the tabs whose fields the server refused', async () => {
        const server = fakeServer('Studio/Customization');
        server.respond(() => ({
            props: {
                tab: 'layout',
                customization: saved,
                errors: { 'links.0.url': 'A link must be a web address starting with https://.' },
            },
        }));
        const page = renderCustomization();

        await page.user.click(screen.getByRole('button', { name: 'SAVE' }));

        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Some changes could not be saved. Check the fields marked in red on the Basic info tab.',
        );
    });

    it('speaks Japanese', () => {
        renderPage(Customization, {
            component: 'Studio/Customization',
            url: '/studio/customization',
            props: { tab: 'layout', customization: saved },
            shared: {
                auth: { user: makeUser() },
                locale: 'ja',
                translations: {
                    'Channel customization': 'チャンネルのカスタマイズ',
                    SAVE: '保存',
                    Layout: 'レイアウト',
                    'Change: :title': '変更: :title',
                    'Channel trailer for people who haven’t subscribed':
                        'チャンネル未登録者向けのチャンネル予告編',
                },
            },
        });

        expect(
            screen.getByRole('heading', { level: 1, name: 'チャンネルのカスタマイズ' }),
        ).toBeVisible();
        expect(screen.getByRole('button', { name: '保存' })).toBeVisible();
        expect(screen.getByRole('link', { name: 'レイアウト' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(
            screen.getByRole('button', { name: '変更: チャンネル未登録者向けのチャンネル予告編' }),
        ).toBeVisible();
    });
});
