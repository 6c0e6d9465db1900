import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import Create from './Create';

const moods = [
    { value: 'happy', label: 'Satisfied' },
    { value: 'neutral', label: 'Neutral' },
    { value: 'sad', label: 'Dissatisfied' },
];

const limits = { maxFiles: 5, maxFileBytes: 10 * 1024 * 1024, maxText: 5000 };

beforeAll(() => {
    withRoutes({ login: 'login', feedback: 'feedback', 'feedback.store': 'feedback' });
});

function renderFeedback(fromPage: string | null = '/trending') {
    return renderPage(Create, {
        component: 'Feedback/Create',
        url: '/feedback',
        props: { moods, fromPage, limits },
    });
}

/** What the server answers: the page again (after a success, or a refusal with these errors). */
function answer(errors: Record<string, string> = {}) {
    return { props: { moods, fromPage: null, limits, errors } };
}

function file(name: string, bytes: number, type = 'text/plain'): File {
    return new File([new Uint8Array(bytes)], name, { type });
}

const sendButton = () => screen.getByRole('button', { name: 'Send feedback' });
const attachmentInput = () => screen.getByTestId('attachment-input');
const attached = () => screen.queryByRole('list', { name: 'Attached files' });

describe('Send Feedback', () => {
    it('keeps Send disabled until a mood is chosen', async () => {
        const { user } = renderFeedback();

        expect(screen.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeVisible();
        expect(sendButton()).toBeDisabled();
        expect(screen.getByText('Choose a mood to send.')).toBeVisible();

        await user.type(screen.getByLabelText('Tell us more (optional)'), 'Hi');
        expect(sendButton()).toBeDisabled();

        await user.click(screen.getByRole('radio', { name: 'Neutral' }));

        expect(screen.getByRole('radio', { name: 'Neutral' })).toBeChecked();
        expect(sendButton()).toBeEnabled();
        expect(screen.queryByText('Choose a mood to send.')).not.toBeInTheDocument();
    });

    it('offers the three moods as one radio group that arrow keys move through', async () => {
        const { user } = renderFeedback();
        const group = screen.getByRole('group', { name: 'How do you feel about Blipstream?' });

        expect(
            within(group)
                .getAllByRole('radio')
                .map((radio) => radio.getAttribute('value')),
        ).toEqual(['happy', 'neutral', 'sad']);

        await user.click(screen.getByRole('radio', { name: 'Satisfied' }));
        await user.keyboard('{ArrowRight}');

        expect(screen.getByRole('radio', { name: 'Neutral' })).toBeChecked();
        expect(screen.getByRole('radio', { name: 'Satisfied' })).not.toBeChecked();
    });

    it('counts the characters of the text', async () => {
        const { user } = renderFeedback();

        expect(screen.getByLabelText('Tell us more (optional)')).toHaveAccessibleDescription(
            '0/5000',
        );
        await user.type(screen.getByLabelText('Tell us more (optional)'), 'Slow');

        expect(screen.getByText('4/5000')).toBeVisible();
        expect(screen.getByLabelText('Tell us more (optional)')).toHaveAttribute(
            'maxlength',
            '5000',
        );
    });

    it('adds attachments one by one with their sizes and removes each on its own', async () => {
        const { user } = renderFeedback();

        await user.upload(attachmentInput(), file('log.txt', 512));
        await user.upload(attachmentInput(), [
            file('screen.png', 2048, 'image/png'),
            file('report.pdf', 1.5 * 1024 * 1024, 'application/pdf'),
        ]);

        const list = attached();
        expect(list).not.toBeNull();
        const rows = within(list as HTMLElement).getAllByRole('listitem');
        expect(rows.map((row) => row.textContent)).toEqual([
            'log.txt512 B',
            'screen.png2 KB',
            'report.pdf1.5 MB',
        ]);

        await user.click(screen.getByRole('button', { name: 'Remove screen.png' }));

        expect(
            within(attached() as HTMLElement)
                .getAllByRole('listitem')
                .map((row) => row.textContent),
        ).toEqual(['log.txt512 B', 'report.pdf1.5 MB']);

        await user.click(screen.getByRole('button', { name: 'Remove log.txt' }));
        await user.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
        expect(attached()).not.toBeInTheDocument();
    });

    it('keeps out a file over 10 MB and a sixth file, saying why', async () => {
        const { user } = renderFeedback();

        await user.upload(attachmentInput(), file('huge.txt', 11 * 1024 * 1024));
        expect(screen.getByRole('status')).toHaveTextContent('huge.txt is larger than 10 MB.');
        expect(attached()).not.toBeInTheDocument();

        await user.upload(
            attachmentInput(),
            ['1', '2', '3', '4', '5', '6'].map((n) => file(`note-${n}.txt`, 10)),
        );

        expect(within(attached() as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
        expect(screen.getByRole('status')).toHaveTextContent('You can attach at most 5 files.');
        expect(screen.getByRole('button', { name: 'Add files' })).toBeDisabled();
    });

    it('posts the form as multipart data with the page the visitor came from', async () => {
        const server = fakeServer('Feedback/Create');
        server.respond(() => answer());
        const { user } = renderFeedback('/watch?v=abcdefghijk');

        await user.click(screen.getByRole('radio', { name: 'Dissatisfied' }));
        await user.type(screen.getByLabelText('Tell us more (optional)'), 'It froze.');
        await user.click(screen.getByRole('checkbox', { name: 'Include a screenshot' }));
        await user.upload(attachmentInput(), [file('a.png', 10, 'image/png'), file('b.txt', 5)]);
        await user.click(sendButton());

        await waitFor(() => {
            expect(server.requests).toHaveLength(1);
        });
        const request = server.requests[0];
        expect(request?.method).toBe('post');
        expect(request?.url).toBe('http://localhost/feedback');
        const form = request?.data as FormData;
        expect(form).toBeInstanceOf(FormData);
        expect(form.get('mood')).toBe('sad');
        expect(form.get('text')).toBe('It froze.');
        expect(form.get('include_screenshot')).toBe('1');
        expect(form.get('page_url')).toBe('/watch?v=abcdefghijk');
        expect((form.get('attachments[0]') as File).name).toBe('a.png');
        expect((form.get('attachments[1]') as File).name).toBe('b.txt');
    });

    it('reads "Sending..." and shows the upload progress while the request runs', async () => {
        const server = fakeServer('Feedback/Create');
        let finish: () => void = () => undefined;
        server.respond(
            (request) =>
                new Promise((resolve) => {
                    request.onUploadProgress?.({
                        progress: 0.3,
                        percentage: 30,
                        loaded: 3,
                        total: 10,
                    });
                    finish = () => {
                        resolve(answer());
                    };
                }),
        );
        const { user } = renderFeedback();

        await user.click(screen.getByRole('radio', { name: 'Satisfied' }));
        await user.click(sendButton());

        const busy = await screen.findByRole('button', { name: 'Sending...' });
        expect(busy).toBeDisabled();
        expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
            'value',
            '30',
        );
        expect(screen.getByRole('button', { name: 'Add files' })).toBeDisabled();

        act(() => {
            finish();
        });

        const thanks = await screen.findByRole('heading', {
            name: 'Thank you for your feedback!',
        });
        // The heading takes focus in an effect, which may run after the heading is found.
        await waitFor(() => {
            expect(thanks).toHaveFocus();
        });
    });

    it('starts again from an empty form after "Send more feedback"', async () => {
        const server = fakeServer('Feedback/Create');
        server.respond(() => answer());
        const { user } = renderFeedback();

        await user.click(screen.getByRole('radio', { name: 'Satisfied' }));
        await user.type(screen.getByLabelText('Tell us more (optional)'), 'Great.');
        await user.upload(attachmentInput(), file('a.txt', 3));
        await user.click(sendButton());

        await user.click(await screen.findByRole('button', { name: 'Send more feedback' }));

        expect(screen.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeVisible();
        expect(screen.getByRole('radio', { name: 'Satisfied' })).not.toBeChecked();
        expect(screen.getByLabelText('Tell us more (optional)')).toHaveValue('');
        expect(attached()).not.toBeInTheDocument();
        expect(sendButton()).toBeDisabled();
    });

    it('shows the server refusal of an attachment beside that file, and forgets it once the list changes', async () => {
        const server = fakeServer('Feedback/Create');
        server.respond(() =>
            answer({
                'attachments.1':
                    'Attach an image (PNG, JPEG, GIF or WebP), a PDF, a Word document (DOC or DOCX) or a plain-text file.',
            }),
        );
        const { user } = renderFeedback();

        await user.click(screen.getByRole('radio', { name: 'Neutral' }));
        await user.upload(attachmentInput(), [
            file('ok.txt', 3),
            file('drawing.png', 30, 'image/png'),
        ]);
        await user.click(sendButton());

        const rows = await waitFor(() => {
            const items = within(attached() as HTMLElement).getAllByRole('listitem');
            expect(items[1]).toHaveTextContent('Attach an image (PNG, JPEG, GIF or WebP)');
            return items;
        });
        expect(rows[0]).not.toHaveTextContent('Attach an image');
        expect(
            screen.queryByRole('heading', { name: 'Thank you for your feedback!' }),
        ).not.toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Remove drawing.png' }));
        expect(screen.queryByText(/Attach an image/)).not.toBeInTheDocument();
    });

    it('shows a refusal that belongs to no field, such as the rate limit', async () => {
        const server = fakeServer('Feedback/Create');
        server.respond(() =>
            answer({ feedback: 'Too many attempts. Please try again in 60 seconds.' }),
        );
        const { user } = renderFeedback();

        await user.click(screen.getByRole('radio', { name: 'Neutral' }));
        await user.click(sendButton());

        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Too many attempts. Please try again in 60 seconds.',
        );
    });
});
