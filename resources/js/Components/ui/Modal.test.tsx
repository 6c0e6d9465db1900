import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

import Modal, { type ModalProps } from './Modal';

function Harness({ closeable = true }: Pick<ModalProps, 'closeable'>) {
    const [open, setOpen] = useState(false);
    const field = useRef<HTMLInputElement>(null);
    const close = () => {
        setOpen(false);
    };

    return (
        <>
            <button
                type="button"
                onClick={() => {
                    setOpen(true);
                }}
            >
                Open
            </button>
            <Modal
                show={open}
                onClose={close}
                title="Confirm it"
                closeable={closeable}
                initialFocus={field}
            >
                <label htmlFor="secret">Secret</label>
                <input id="secret" ref={field} />
                <button type="button" onClick={close}>
                    Cancel
                </button>
            </Modal>
        </>
    );
}

async function openDialog() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it' });

    return { user, dialog };
}

describe('Modal', () => {
    it('renders nothing until it is shown', () => {
        render(<Harness />);

        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('opens as a dialog named by its title, focusing the chosen element', async () => {
        render(<Harness />);

        const { dialog } = await openDialog();

        expect(dialog).toHaveAttribute('aria-modal', 'true');
        await waitFor(() => {
            expect(screen.getByLabelText('Secret')).toHaveFocus();
        });
    });

    it('keeps Tab focus inside the dialog', async () => {
        render(<Harness />);
        const { user, dialog } = await openDialog();
        await waitFor(() => {
            expect(screen.getByLabelText('Secret')).toHaveFocus();
        });

        await user.tab();
        expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
        expect(screen.getByLabelText('Secret')).toHaveFocus();
    });

    it('closes on Escape and gives focus back to the opener', async () => {
        render(<Harness />);
        const { user } = await openDialog();

        await user.keyboard('{Escape}');

        await waitFor(() => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        });
        expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    });

    it('closes on cancel', async () => {
        render(<Harness />);
        const { user } = await openDialog();

        await user.click(screen.getByRole('button', { name: 'Cancel' }));

        await waitFor(() => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        });
    });

    it('stays open on Escape when it is not closeable', async () => {
        render(<Harness closeable={false} />);
        const { user } = await openDialog();

        await user.keyboard('{Escape}');

        expect(screen.getByRole('dialog', { name: 'Confirm it' })).toBeInTheDocument();
    });
});
