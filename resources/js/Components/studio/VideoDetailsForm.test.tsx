import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import { NOT_AN_IMAGE } from './ThumbnailPicker';
import VideoDetailsForm, { type VideoDetails } from './VideoDetailsForm';

const categories = [
    { value: 'education', label: 'Education' },
    { value: 'tech', label: 'Science & Technology' },
    { value: 'travel', label: 'Travel & Events' },
];

const blank: VideoDetails = {
    title: 'Beach day',
    description: '',
    tags: '',
    visibility: 'private',
    category: '',
    is_kids_friendly: false,
};

interface FormPageProps {
    kind?: 'video' | 'short';
    initial?: VideoDetails;
    candidates?: string[];
    candidatesPending?: boolean;
    currentThumbnail?: string | null;
    videoId?: () => Promise<string>;
    onCancel?: () => void;
}

function FormPage({
    kind = 'video',
    initial = blank,
    candidates = [],
    candidatesPending = false,
    currentThumbnail = null,
    videoId = () => Promise.resolve('AbCdEfGhIjK'),
    onCancel = () => undefined,
}: FormPageProps) {
    return (
        <VideoDetailsForm
            kind={kind}
            categories={categories}
            initial={initial}
            currentThumbnail={currentThumbnail}
            candidates={candidates}
            candidatesPending={candidatesPending}
            candidatesHint="Frames appear here once it has been uploaded."
            playable={false}
            aside={<p>Preview</p>}
            submitLabel="Publish"
            processingLabel="Publishing..."
            videoId={videoId}
            onCancel={onCancel}
        />
    );
}

function renderForm(props: FormPageProps = {}) {
    return renderPage(FormPage, { props, url: '/studio/upload/video' });
}

function image(name: string, type = 'image/png'): File {
    return new File(['img'], name, { type });
}

/** What a request sent, whether JSON or multipart. */
function sent(data: unknown): Record<string, unknown> {
    if (data instanceof FormData) {
        return Object.fromEntries(data.entries());
    }

    return (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;
}

beforeAll(() => {
    withRoutes({ 'studio.videos.update': 'studio/videos/{video}' });
});

beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
});

describe('VideoDetailsForm', () => {
    it('starts from the values given, with a private video by default', () => {
        renderForm();

        expect(screen.getByLabelText('Title (required)')).toHaveValue('Beach day');
        expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
        expect(screen.getByRole('radio', { name: /Unlisted/ })).toBeInTheDocument();
        expect(screen.getByLabelText('Category')).toHaveValue('');
        expect(
            within(screen.getByLabelText('Category'))
                .getAllByRole('option')
                .map((option) => option.textContent),
        ).toEqual(['No category', 'Education', 'Science & Technology', 'Travel & Events']);
        expect(screen.getByLabelText('Made for kids')).not.toBeChecked();
    });

    it('alerts "Please enter a title for your video" for a blank title and sends nothing', async () => {
        const server = fakeServer();
        const { user } = renderForm();
        const title = screen.getByLabelText('Title (required)');

        await user.clear(title);
        await user.type(title, '   ');
        await user.click(screen.getByRole('button', { name: 'Publish' }));

        expect(screen.getByRole('alert')).toHaveTextContent('Please enter a title for your video');
        expect(title).toHaveFocus();
        expect(title).toHaveAttribute('aria-invalid', 'true');
        expect(server.requests).toHaveLength(0);
    });

    it('alerts "Please enter a title for your short" for a short', async () => {
        const { user } = renderForm({ kind: 'short', initial: { ...blank, title: '' } });

        await user.click(screen.getByRole('button', { name: 'Publish' }));

        expect(screen.getByRole('alert')).toHaveTextContent('Please enter a title for your short');
    });

    it('counts a short title and description against 100 and 300 characters', async () => {
        const { user } = renderForm({ kind: 'short', initial: { ...blank, title: 'Waves' } });
        const title = screen.getByLabelText('Title (required)');
        const description = screen.getByLabelText('Description');

        expect(screen.getByText('5/100')).toBeInTheDocument();
        expect(screen.getByText('0/300')).toBeInTheDocument();
        expect(title).toHaveAttribute('maxlength', '100');
        expect(description).toHaveAttribute('maxlength', '300');

        await user.type(description, 'Surf');

        expect(screen.getByText('4/300')).toBeInTheDocument();
        expect(description).toHaveAccessibleDescription('4/300');
    });

    it('gives a short no unlisted choice, no category and no made-for-kids', () => {
        renderForm({ kind: 'short' });

        expect(screen.getByRole('radio', { name: /Private/ })).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: /Public/ })).toBeInTheDocument();
        expect(screen.queryByRole('radio', { name: /Unlisted/ })).not.toBeInTheDocument();
        expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
        expect(screen.queryByLabelText('Made for kids')).not.toBeInTheDocument();
    });

    it('shows no counters on a video', () => {
        renderForm();

        expect(screen.queryByText(/\/100$/)).not.toBeInTheDocument();
    });

    it('saves the details to the video with PATCH', async () => {
        const server = fakeServer();
        const { user } = renderForm();

        await user.type(screen.getByLabelText('Description'), 'Sun and sand.');
        await user.type(screen.getByLabelText('Tags'), 'beach, summer');
        await user.selectOptions(screen.getByLabelText('Category'), 'travel');
        await user.click(screen.getByLabelText('Made for kids'));
        await user.click(screen.getByRole('radio', { name: /Public/ }));
        await user.click(screen.getByRole('button', { name: 'Publish' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const [request] = server.requests;
        expect(request?.method).toBe('patch');
        expect(request?.url).toBe('http://localhost/studio/videos/AbCdEfGhIjK');
        expect(sent(request?.data)).toEqual({
            title: 'Beach day',
            description: 'Sun and sand.',
            tags: 'beach, summer',
            visibility: 'public',
            category: 'travel',
            is_kids_friendly: true,
            comments_enabled: true,
        });
    });

    it('turns comments off and on with Allow comments', async () => {
        const server = fakeServer();
        const { user } = renderForm({ initial: { ...blank, comments_enabled: false } });

        const allow = screen.getByLabelText('Allow comments');
        expect(allow).not.toBeChecked();
        await user.click(screen.getByRole('button', { name: 'Publish' }));
        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        expect(sent(server.requests[0]?.data)).toMatchObject({ comments_enabled: false });

        await user.click(allow);
        await user.click(screen.getByRole('button', { name: 'Publish' }));
        await waitFor(() => {
            expect(server.requests).toHaveLength(2);
        });
        expect(sent(server.requests[1]?.data)).toMatchObject({ comments_enabled: true });
    });

    it('waits for the video to exist before saving, showing Publishing...', async () => {
        const server = fakeServer();
        let name: (id: string) => void = () => undefined;
        const { user } = renderForm({
            videoId: () =>
                new Promise((resolve) => {
                    name = resolve;
                }),
        });

        await user.click(screen.getByRole('button', { name: 'Publish' }));

        expect(screen.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
        expect(server.requests).toHaveLength(0);

        name('ZyXwVuTsRqP');

        await waitFor(() => {
            expect(server.requests[0]?.url).toBe('http://localhost/studio/videos/ZyXwVuTsRqP');
        });
    });

    it('shows why there is no video to save to', async () => {
        const server = fakeServer();
        const { user } = renderForm({
            videoId: () => Promise.reject(new Error('Please upload a video file')),
        });

        await user.click(screen.getByRole('button', { name: 'Publish' }));

        expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a video file');
        expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
        expect(server.requests).toHaveLength(0);
    });

    it('shows the server errors under their fields', async () => {
        const server = fakeServer();
        server.failWith({
            title: 'The title may not be greater than 100 characters.',
            thumbnail: 'The thumbnail must be a JPEG, PNG, WebP or GIF image.',
        });
        const { user } = renderForm();

        await user.click(screen.getByRole('button', { name: 'Publish' }));

        expect(
            await screen.findByText('The title may not be greater than 100 characters.'),
        ).toBeInTheDocument();
        expect(
            screen.getByText('The thumbnail must be a JPEG, PNG, WebP or GIF image.'),
        ).toBeInTheDocument();
    });

    it('alerts "Please upload an image file for the thumbnail" for a file that is not an image', () => {
        renderForm();
        const input = screen.getByLabelText(/Upload thumbnail/);

        // A file picker set to "All files" ignores accept="image/*".
        fireEvent.change(input, {
            target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
        });

        expect(screen.getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
        expect(NOT_AN_IMAGE).toBe('Please upload an image file for the thumbnail');
        expect(screen.queryByAltText('Your thumbnail image')).not.toBeInTheDocument();
    });

    it('sends a custom thumbnail as multipart, spoofing PATCH', async () => {
        const server = fakeServer();
        const { user } = renderForm();

        await user.upload(screen.getByLabelText(/Upload thumbnail/), image('cover.png'));

        expect(screen.getByAltText('Your thumbnail image')).toHaveAttribute('src', 'blob:preview');
        await user.click(screen.getByRole('button', { name: 'Publish' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const [request] = server.requests;
        expect(request?.method).toBe('post');
        expect(request?.data).toBeInstanceOf(FormData);
        const form = request?.data as FormData;
        expect(form.get('_method')).toBe('patch');
        expect((form.get('thumbnail') as File).name).toBe('cover.png');
        expect(form.get('thumbnail_candidate')).toBeNull();
    });

    it('shows skeletons while the frames are being picked', () => {
        renderForm({ candidatesPending: true });

        expect(screen.getByRole('status')).toHaveTextContent('Picking frames from your video…');
        expect(screen.queryByRole('radio', { name: /Frame/ })).not.toBeInTheDocument();
    });

    it('says where the frames will come from before the upload is in', () => {
        renderForm();

        expect(
            screen.getByText('Frames appear here once it has been uploaded.'),
        ).toBeInTheDocument();
    });

    it('sends the frame picked as the thumbnail, instead of a custom image', async () => {
        const server = fakeServer();
        const { user } = renderForm({
            candidates: ['/storage/t/1.jpg', '/storage/t/2.jpg', '/storage/t/3.jpg'],
        });

        await user.upload(screen.getByLabelText(/Upload thumbnail/), image('cover.png'));
        await user.click(screen.getByRole('radio', { name: 'Frame 2' }));

        expect(screen.getByRole('radio', { name: 'Frame 2' })).toBeChecked();
        expect(screen.getByRole('button', { name: 'Use your image' })).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Publish' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const [request] = server.requests;
        expect(request?.method).toBe('patch');
        expect(sent(request?.data)).toMatchObject({ thumbnail_candidate: 1 });
        expect(sent(request?.data)).not.toHaveProperty('thumbnail');
    });

    it('goes back to the image after trying a frame', async () => {
        const { user } = renderForm({ candidates: ['/storage/t/1.jpg'] });

        await user.upload(screen.getByLabelText(/Upload thumbnail/), image('cover.png'));
        await user.click(screen.getByRole('radio', { name: 'Frame 1' }));
        await user.click(screen.getByRole('button', { name: 'Use your image' }));

        expect(screen.getByRole('radio', { name: 'Frame 1' })).not.toBeChecked();
        expect(screen.queryByRole('button', { name: 'Use your image' })).not.toBeInTheDocument();
    });

    it('keeps the current thumbnail unless another is picked', async () => {
        const server = fakeServer();
        const { user } = renderForm({
            currentThumbnail: '/storage/t/current.jpg',
            candidates: ['/storage/t/1.jpg'],
        });

        expect(screen.getByRole('radio', { name: 'Current thumbnail' })).toBeChecked();
        await user.click(screen.getByRole('button', { name: 'Publish' }));

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const data = sent(server.requests[0]?.data);
        expect(data).not.toHaveProperty('thumbnail');
        expect(data).not.toHaveProperty('thumbnail_candidate');
    });

    it('cancels through its callback', async () => {
        const onCancel = vi.fn();
        const { user } = renderForm({ onCancel });

        await user.click(screen.getByRole('button', { name: 'Cancel' }));

        expect(onCancel).toHaveBeenCalledOnce();
    });
});
