import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import Create from './Create';

beforeAll(() => {
    withRoutes({
        login: 'login',
        logout: 'logout',
        'profile.edit': 'profile',
        'create-channel': 'create-channel',
        'channels.store': 'channels',
    });
});

let urls: string[];
const revokeObjectURL = vi.fn<(url: string) => void>();

beforeEach(() => {
    urls = [];
    revokeObjectURL.mockReset();
    // Numbered object URLs, so tests can follow each preview.
    URL.createObjectURL = vi.fn(() => {
        const url = `blob:preview-${urls.length + 1}`;
        urls.push(url);
        return url;
    });
    URL.revokeObjectURL = revokeObjectURL;
});

afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderCreate() {
    return renderPage(Create, {
        component: 'Channel/Create',
        url: '/create-channel',
        shared: { auth: { user: makeUser() } },
    });
}

function png(name: string): File {
    return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

describe('Create Channel', () => {
    it('speaks Japanese', () => {
        renderPage(Create, {
            component: 'Channel/Create',
            url: '/create-channel',
            shared: {
                auth: { user: makeUser() },
                locale: 'ja',
                translations: {
                    'Create Channel': 'チャンネルを作成',
                    'Channel Name': 'チャンネル名',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'チャンネルを作成' })).toBeVisible();
        expect(screen.getByLabelText('チャンネル名')).toBeRequired();
        expect(screen.getByRole('button', { name: 'チャンネルを作成' })).toBeEnabled();
    });

    it('titles the page and labels every field', () => {
        renderCreate();

        expect(screen.getByRole('heading', { level: 1, name: 'Create Channel' })).toBeVisible();
        expect(screen.getByLabelText(/Channel Banner/)).toHaveAttribute('accept', 'image/*');
        expect(screen.getByLabelText(/Profile Picture/)).toHaveAttribute('accept', 'image/*');
        expect(screen.getByLabelText('Channel Name')).toBeRequired();
        expect(screen.getByLabelText('Channel Description')).toHaveAttribute('rows', '4');
        expect(screen.getByRole('button', { name: 'Create Channel' })).toBeEnabled();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('posts the fields and images as multipart form data', async () => {
        const server = fakeServer('Channel/Create');
        const { user } = renderCreate();
        const banner = png('banner.png');
        const profile = png('me.png');

        await user.upload(screen.getByLabelText(/Channel Banner/), banner);
        await user.upload(screen.getByLabelText(/Profile Picture/), profile);
        await user.type(screen.getByLabelText('Channel Name'), 'Night Owls');
        await user.type(screen.getByLabelText('Channel Description'), 'Late shows.');
        await user.click(screen.getByRole('button', { name: 'Create Channel' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const [request] = server.requests;
        expect(request?.method).toBe('post');
        expect(request?.url).toBe('http://localhost/channels');
        const data = request?.data;
        expect(data).toBeInstanceOf(FormData);
        const form = data as FormData;
        expect(form.get('name')).toBe('Night Owls');
        expect(form.get('description')).toBe('Late shows.');
        expect((form.get('banner') as File).name).toBe('banner.png');
        expect((form.get('profile') as File).name).toBe('me.png');
    });

    it('reads "Creating Channel..." and shows upload progress while the request is in flight', async () => {
        const server = fakeServer('Channel/Create');
        let finish: () => void = () => undefined;
        server.respond(
            (request) =>
                new Promise((resolve) => {
                    request.onUploadProgress?.({
                        progress: 0.4,
                        percentage: 40,
                        loaded: 40,
                        total: 100,
                    });
                    finish = () => {
                        resolve({});
                    };
                }),
        );
        const { user } = renderCreate();

        await user.type(screen.getByLabelText('Channel Name'), 'Night Owls');
        await user.click(screen.getByRole('button', { name: 'Create Channel' }));

        const busy = await screen.findByRole('button', { name: 'Creating Channel...' });
        expect(busy).toBeDisabled();
        expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
            'value',
            '40',
        );

        act(() => {
            finish();
        });

        expect(await screen.findByRole('button', { name: 'Create Channel' })).toBeEnabled();
    });

    it('shows the failure alert and each field error', async () => {
        const server = fakeServer('Channel/Create');
        server.failWith({
            name: 'The channel name field is required.',
            description: 'The channel description field must not be greater than 5000 characters.',
            profile: 'The profile picture must be a JPEG, PNG, WebP or GIF image.',
            banner: 'The banner must be at most 6 MB.',
        });
        const { user } = renderCreate();

        await user.type(screen.getByLabelText('Channel Name'), 'x');
        await user.click(screen.getByRole('button', { name: 'Create Channel' }));

        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Validation failed. Please check your inputs.',
        );
        expect(screen.getByLabelText('Channel Name')).toHaveAccessibleDescription(
            'The channel name field is required.',
        );
        expect(screen.getByLabelText('Channel Description')).toHaveAccessibleDescription(
            'The channel description field must not be greater than 5000 characters.',
        );
        expect(screen.getByLabelText(/Profile Picture/)).toHaveAccessibleDescription(
            /The profile picture must be a JPEG, PNG, WebP or GIF image\./,
        );
        expect(screen.getByLabelText(/Channel Banner/)).toHaveAccessibleDescription(
            /The banner must be at most 6 MB\./,
        );
    });

    it('previews a chosen image and releases previews it no longer shows', async () => {
        const { user, unmount } = renderCreate();
        const input = screen.getByLabelText(/Channel Banner/);

        await user.upload(input, png('first.png'));
        expect(screen.getByAltText('Channel Banner preview')).toHaveAttribute(
            'src',
            'blob:preview-1',
        );
        expect(revokeObjectURL).not.toHaveBeenCalled();

        await user.upload(input, png('second.png'));
        expect(screen.getByAltText('Channel Banner preview')).toHaveAttribute(
            'src',
            'blob:preview-2',
        );
        expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

        unmount();
        expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    });
});
