import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { accountMenuRoutes, fakeServer, withRoutes } from '@/test/server';
import type { StudioVideo } from '@/types/models';

import EditVideo, { type EditVideoProps } from './EditVideo';

const categories = [
    { value: 'music', label: 'Music' },
    { value: 'travel', label: 'Travel & Events' },
];

const captionLanguages = [{ value: 'en', label: 'English' }];

function video(overrides: Partial<StudioVideo> = {}): StudioVideo {
    return {
        id: 'AbCdEfGhIjK',
        kind: 'video',
        title: 'Night swim',
        description: 'Lights on the water.',
        tags: ['night', 'swim'],
        visibility: 'unlisted',
        category: 'travel',
        is_kids_friendly: true,
        restrictions: 'None',
        comments_enabled: true,
        status: 'ready',
        progress: null,
        failure_reason: null,
        thumbnail: '/storage/t/current.jpg',
        thumbnail_candidates: ['/storage/t/1.jpg', '/storage/t/2.jpg', '/storage/t/3.jpg'],
        duration: 75,
        views: 10,
        comments: 1,
        likes: 2,
        created_at: '2026-11-24T10:00:00+00:00',
        published_at: null,
        moderation: null,
        ...overrides,
    };
}

function renderEdit(props: Partial<EditVideoProps> = {}) {
    return renderPage(EditVideo, {
        props: { video: video(), categories, captions: [], captionLanguages, ...props },
        url: '/studio/videos/AbCdEfGhIjK/edit',
        shared: { auth: { user: makeUser() } },
    });
}

beforeAll(() => {
    withRoutes({
        'studio.uploads.store': 'studio/uploads',
        'studio.videos.update': 'studio/videos/{video}',
        'studio.videos.edit': 'studio/videos/{video}/edit',
        'studio.content': 'studio/content',
        watch: 'watch',
        ...accountMenuRoutes,
    });
});

describe('EditVideo', () => {
    it('sits in the studio frame, titled after the kind of video', async () => {
        renderEdit({ video: video({ kind: 'short' }) });

        await waitFor(() => {
            expect(document.title).toBe('Edit Short - Studio');
        });
        expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    });

    it('fills the form in from the video', () => {
        renderEdit();

        expect(screen.getByRole('heading', { level: 1, name: 'Video details' })).toBeVisible();
        expect(screen.getByLabelText('Title (required)')).toHaveValue('Night swim');
        expect(screen.getByLabelText('Description')).toHaveValue('Lights on the water.');
        expect(screen.getByLabelText('Tags')).toHaveValue('night, swim');
        expect(screen.getByLabelText('Category')).toHaveValue('travel');
        expect(screen.getByLabelText('Made for kids')).toBeChecked();
        expect(screen.getByRole('radio', { name: /Unlisted/ })).toBeChecked();
        expect(screen.getByRole('radio', { name: 'Current thumbnail' })).toBeChecked();
        expect(screen.getAllByRole('radio', { name: /Frame/ })).toHaveLength(3);
        expect(screen.getByTestId('video-status')).toHaveTextContent('Ready');
        expect(screen.getByRole('link', { name: 'Open on the watch page' })).toHaveAttribute(
            'href',
            'http://localhost/watch?v=AbCdEfGhIjK',
        );
    });

    it('lists the video’s caption tracks under the form', () => {
        renderEdit({
            captions: [{ src: '/storage/c/en.vtt', srclang: 'en', label: 'English' }],
        });

        expect(screen.getByRole('list', { name: 'Caption tracks' })).toHaveTextContent('English');
        expect(screen.getByRole('button', { name: 'Upload captions' })).toBeVisible();
    });

    it('saves another frame and a new visibility to the update endpoint', async () => {
        const server = fakeServer('EditVideo');
        server.respond(() => ({
            props: { video: video(), categories, captions: [], captionLanguages },
        }));
        const { user } = renderEdit();

        await user.click(screen.getByRole('radio', { name: 'Frame 3' }));
        await user.click(screen.getByRole('radio', { name: /Public/ }));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const [request] = server.requests;
        expect(request?.method).toBe('patch');
        expect(request?.url).toBe('http://localhost/studio/videos/AbCdEfGhIjK');
        const data = (
            typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data
        ) as Record<string, unknown>;
        expect(data).toMatchObject({
            title: 'Night swim',
            visibility: 'public',
            thumbnail_candidate: 2,
            tags: 'night, swim',
        });
    });

    it('edits a short with the short form', () => {
        renderEdit({ video: video({ kind: 'short', visibility: 'private', category: null }) });

        expect(screen.getByRole('heading', { level: 1, name: 'Short details' })).toBeVisible();
        expect(screen.getByText('10/100')).toBeInTheDocument();
        expect(screen.queryByRole('radio', { name: /Unlisted/ })).not.toBeInTheDocument();
    });

    it('shows where processing stands and the reason it failed', () => {
        renderEdit({
            video: video({
                status: 'failed',
                failure_reason: 'The file ends before its last frame.',
                thumbnail_candidates: [],
            }),
        });

        expect(screen.getByTestId('video-status')).toHaveTextContent('Failed');
        expect(screen.getByText('The file ends before its last frame.')).toBeVisible();
        expect(
            screen.queryByRole('link', { name: 'Open on the watch page' }),
        ).not.toBeInTheDocument();
    });

    it('asks for the video again while it is processing', async () => {
        const server = fakeServer('EditVideo');
        server.respond(() => ({
            props: {
                video: video({ status: 'ready' }),
                categories,
                captions: [],
                captionLanguages,
            },
        }));
        renderEdit({
            video: video({ status: 'processing', progress: 30, thumbnail_candidates: [] }),
        });

        expect(screen.getByTestId('video-status')).toHaveTextContent('Processing 30%');
        expect(screen.getByText('Picking frames from your video…')).toBeVisible();

        await waitFor(
            () => {
                expect(screen.getByTestId('video-status')).toHaveTextContent('Ready');
            },
            { timeout: 5000 },
        );
        expect(server.requests[0]?.headers?.['X-Inertia-Partial-Data']).toBe('video');
        expect(screen.getAllByRole('radio', { name: /Frame/ })).toHaveLength(3);
    }, 10_000);

    it('speaks Japanese', () => {
        renderPage(EditVideo, {
            props: { video: video({ kind: 'short' }), categories, captions: [], captionLanguages },
            url: '/studio/videos/AbCdEfGhIjK/edit',
            shared: {
                auth: { user: makeUser() },
                locale: 'ja',
                translations: {
                    'Short details': 'ショートの詳細',
                    Save: '保存',
                    'Title (required)': 'タイトル（必須）',
                },
            },
        });

        expect(screen.getByRole('heading', { level: 1, name: 'ショートの詳細' })).toBeVisible();
        expect(screen.getByLabelText('タイトル（必須）')).toHaveValue('Night swim');
        expect(screen.getByRole('button', { name: '保存' })).toBeVisible();
    });
});
