import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeUser, renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import ReportVideoDialog, { REPORT_DETAILS_MAX } from './ReportVideoDialog';

/** The dialog's code loads on its first opening, which takes a while on a busy machine. */
const LAZY_DIALOG = { timeout: 5000 };

const reasons = [
    { value: 'spam_or_misleading', label: 'Spam or misleading' },
    { value: 'captions_issue', label: 'Captions issue' },
    { value: 'legal_issue', label: 'Legal issue' },
];

/** A page with a Report button that opens the dialog, as the more menus do. */
function ReportPage() {
    const [open, setOpen] = useState(false);

    return (
        <>
            <button
                type="button"
                onClick={() => {
                    setOpen(true);
                }}
            >
                Open report
            </button>
            <ReportVideoDialog
                videoId="AbCdEfGhIjK"
                reasons={reasons}
                show={open}
                onClose={() => {
                    setOpen(false);
                }}
            />
        </>
    );
}

async function openDialog() {
    const rendered = renderPage(ReportPage, {
        component: 'ReportPage',
        url: '/watch?v=AbCdEfGhIjK',
        shared: { auth: { user: makeUser() } },
    });
    await rendered.user.click(screen.getByRole('button', { name: 'Open report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report video' }, LAZY_DIALOG);

    return { ...rendered, dialog: within(dialog) };
}

describe('ReportVideoDialog', () => {
    beforeEach(() => {
        withRoutes({
            'videos.report.store': 'videos/{video}/report',
            'report-history': 'report-history',
        });
    });

    it('offers every reason as a radio and sends nothing until one is chosen', async () => {
        const { dialog, user } = await openDialog();

        expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
            reasons.map((reason) => reason.value),
        );
        expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();

        await user.click(dialog.getByRole('radio', { name: 'Captions issue' }));

        expect(dialog.getByRole('radio', { name: 'Captions issue' })).toBeChecked();
        expect(dialog.getByRole('button', { name: 'Report' })).toBeEnabled();
    });

    it('counts the optional details up to the limit', async () => {
        const { dialog, user } = await openDialog();
        const details = dialog.getByLabelText('Details (optional)');

        expect(dialog.getByText(`0/${String(REPORT_DETAILS_MAX)}`)).toBeInTheDocument();
        await user.type(details, 'Scam link');

        expect(dialog.getByText(`9/${String(REPORT_DETAILS_MAX)}`)).toBeInTheDocument();
        expect(details).toHaveAttribute('maxLength', String(REPORT_DETAILS_MAX));
    });

    it('sends the reason and details, then confirms with a way to Report History', async () => {
        const server = fakeServer('ReportPage');
        server.respond(() => ({
            shared: { auth: { user: makeUser() }, flash: { status: 'Thanks for reporting.' } },
        }));
        const { dialog, user } = await openDialog();

        await user.click(dialog.getByRole('radio', { name: 'Spam or misleading' }));
        await user.type(dialog.getByLabelText('Details (optional)'), 'Links to a scam.');
        await user.click(dialog.getByRole('button', { name: 'Report' }));

        const sent = within(await screen.findByRole('dialog', { name: 'Report sent' }));
        expect(sent.getByText('Thanks for reporting.')).toBeInTheDocument();
        expect(sent.getByRole('link', { name: 'Report History' })).toHaveAttribute(
            'href',
            'http://localhost/report-history',
        );
        expect(server.requests).toHaveLength(1);
        expect(server.requests[0]?.method).toBe('post');
        expect(server.requests[0]?.url).toBe('http://localhost/videos/AbCdEfGhIjK/report');
        expect(server.requests[0]?.data).toEqual({
            reason: 'spam_or_misleading',
            details: 'Links to a scam.',
        });
    });

    it('shows the server’s field errors under their fields and stays open', async () => {
        const server = fakeServer('ReportPage');
        server.failWith({
            reason: 'Too many attempts. Please try again in 30 seconds.',
            details: 'The details can be at most 500 characters long.',
        });
        const { dialog, user } = await openDialog();

        await user.click(dialog.getByRole('radio', { name: 'Legal issue' }));
        await user.click(dialog.getByRole('button', { name: 'Report' }));

        expect(
            await dialog.findByText('Too many attempts. Please try again in 30 seconds.'),
        ).toBeInTheDocument();
        expect(dialog.getByLabelText('Details (optional)')).toHaveAccessibleDescription(
            expect.stringContaining('The details can be at most 500 characters long.') as string,
        );
        expect(screen.getByRole('dialog', { name: 'Report video' })).toBeInTheDocument();
    });

    it('cancels without sending and opens afresh next time', async () => {
        const server = fakeServer('ReportPage');
        const { dialog, user } = await openDialog();
        await user.click(dialog.getByRole('radio', { name: 'Legal issue' }));

        await user.click(dialog.getByRole('button', { name: 'Cancel' }));
        await waitFor(() => {
            expect(screen.queryByRole('dialog')).toBeNull();
        });
        await user.click(screen.getByRole('button', { name: 'Open report' }));

        const again = within(await screen.findByRole('dialog', { name: 'Report video' }));
        expect(again.getByRole('radio', { name: 'Legal issue' })).not.toBeChecked();
        expect(server.requests).toHaveLength(0);
    });
});
