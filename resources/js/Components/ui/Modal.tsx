import { lazy, Suspense, useState, type ReactNode, type RefObject } from 'react';

export type ModalMaxWidth = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface ModalProps {
    show: boolean;
    onClose: () => void;
    /** The dialog's accessible name, shown as its heading. */
    title: string;
    maxWidth?: ModalMaxWidth;
    /** When false, Escape and backdrop clicks leave the dialog open. */
    closeable?: boolean;
    /** The element focused when the dialog opens; the first focusable element otherwise. */
    initialFocus?: RefObject<HTMLElement | null>;
    children: ReactNode;
}

// The dialog library is heavy and does not tree-shake, so it loads on the first open rather than with the page.
const ModalDialog = lazy(() => import('./ModalDialog'));

export default function Modal({
    show,
    onClose,
    title,
    maxWidth = '2xl',
    closeable = true,
    initialFocus,
    children,
}: ModalProps) {
    // Once opened the dialog stays mounted, so closing can play its leave transition.
    const [opened, setOpened] = useState(show);

    if (show && !opened) {
        setOpened(true);
    }

    if (!opened) {
        return null;
    }

    return (
        <Suspense fallback={null}>
            <ModalDialog
                show={show}
                onClose={onClose}
                title={title}
                maxWidth={maxWidth}
                closeable={closeable}
                initialFocus={initialFocus}
            >
                {children}
            </ModalDialog>
        </Suspense>
    );
}
