import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';
import type { CaptionTrack, Option } from '@/types/models';

import CaptionTracks from './CaptionTracks';

const languages: Option[] = [
    { value: 'de', label: 'Deutsch' },
    { value: 'en', label: 'English' },
    { value: 'es', label: 'Español' },
];

const spanish: CaptionTrack = {
    src: '/storage/videos/AbCdEfGhIjK/captions/es-abc.vtt',
    srclang: 'es',
    label: 'Español',
};

interface CaptionsPageProps {
    tracks: CaptionTrack[];
}

function CaptionsPage({ tracks }: CaptionsPageProps) {
    return <CaptionTracks videoId="AbCdEfGhIjK" tracks={tracks} languages={languages} />;
}

function renderCaptions(tracks: CaptionTrack[] = [spanish]) {
    return renderPage(CaptionsPage, {
        props: { tracks },
        url: '/studio/videos/AbCdEfGhIjK/edit',
    });
}

function vttFile(): File {
    return new File(['WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'], 'hello.vtt', {
        type: 'text/vtt',
    });
}

beforeAll(() => {
    withRoutes({
        'studio.videos.captions.store': 'studio/videos/{video}/captions',
        'studio.videos.captions.destroy': 'studio/videos/{video}/captions/{language}',
    });
});

describe('CaptionTracks', () => {
    it('lists the tracks, each with its delete button, and says when there are none', () => {
        const { unmount } = renderCaptions();

        expect(screen.getByRole('heading', { name: 'Captions' })).toBeVisible();
        const list = screen.getByRole('list', { name: 'Caption tracks' });
        expect(list).toHaveTextContent('Español');
        expect(screen.getByRole('button', { name: 'Delete Español captions' })).toBeVisible();
        unmount();

        renderCaptions([]);
        expect(screen.getByText('This video has no captions yet.')).toBeVisible();
        expect(screen.queryByRole('list', { name: 'Caption tracks' })).not.toBeInTheDocument();
    });

    it('uploads the chosen file in the chosen language as form data', async () => {
        const server = fakeServer();
        server.respond(() => ({ props: { tracks: [spanish] } }));
        const { user } = renderCaptions([]);

        expect(screen.getByRole('button', { name: 'Upload captions' })).toBeDisabled();
        await user.selectOptions(screen.getByLabelText('Language'), 'de');
        await user.upload(screen.getByLabelText('Captions file (WebVTT, up to 1 MB)'), vttFile());
        await user.click(screen.getByRole('button', { name: 'Upload captions' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const [request] = server.requests;
        expect(request?.method).toBe('post');
        expect(request?.url).toBe('http://localhost/studio/videos/AbCdEfGhIjK/captions');
        expect(request?.data).toBeInstanceOf(FormData);
        const data = request?.data as FormData;
        expect(data.get('language')).toBe('de');
        expect((data.get('file') as File).name).toBe('hello.vtt');
    });

    it('shows the server’s errors beside their fields', async () => {
        const server = fakeServer();
        server.respond(() => ({
            props: {
                tracks: [],
                errors: {
                    file: 'The captions file must be a WebVTT file: text whose first line starts with WEBVTT.',
                },
            },
        }));
        const { user } = renderCaptions([]);

        const input = screen.getByLabelText('Captions file (WebVTT, up to 1 MB)');
        await user.upload(input, vttFile());
        await user.click(screen.getByRole('button', { name: 'Upload captions' }));

        expect(
            await screen.findByText(
                'The captions file must be a WebVTT file: text whose first line starts with WEBVTT.',
            ),
        ).toBeVisible();
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(
            'The captions file must be a WebVTT file: text whose first line starts with WEBVTT.',
        );
    });

    it('warns that a file in a language with a track replaces it', async () => {
        const { user } = renderCaptions();

        expect(screen.queryByText(/a new file replaces them/)).not.toBeInTheDocument();
        await user.selectOptions(screen.getByLabelText('Language'), 'es');

        expect(screen.getByLabelText('Language')).toHaveAccessibleDescription(
            'This video has captions in this language; a new file replaces them.',
        );
    });

    it('asks first, and deletes a track by its language only once confirmed', async () => {
        const server = fakeServer();
        server.respond(() => ({ props: { tracks: [] } }));
        const { user } = renderCaptions();

        await user.click(screen.getByRole('button', { name: 'Delete Español captions' }));
        let dialog = await screen.findByRole('dialog', { name: 'Delete Español captions?' });
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        });
        expect(server.requests).toHaveLength(0);

        await user.click(screen.getByRole('button', { name: 'Delete Español captions' }));
        dialog = await screen.findByRole('dialog', { name: 'Delete Español captions?' });
        await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(server.requests[0]?.method).toBe('delete');
        expect(server.requests[0]?.url).toBe(
            'http://localhost/studio/videos/AbCdEfGhIjK/captions/es',
        );
        expect(await screen.findByText('This video has no captions yet.')).toBeVisible();
    });

    it('speaks Japanese', () => {
        renderPage(CaptionsPage, {
            props: { tracks: [spanish] },
            shared: {
                locale: 'ja',
                translations: {
                    Captions: '字幕',
                    'Upload captions': '字幕をアップロード',
                    'Delete :language captions': ':languageの字幕を削除',
                },
            },
        });

        expect(screen.getByRole('heading', { name: '字幕' })).toBeVisible();
        expect(screen.getByRole('button', { name: '字幕をアップロード' })).toBeVisible();
        expect(screen.getByRole('button', { name: 'Españolの字幕を削除' })).toBeVisible();
    });
});
