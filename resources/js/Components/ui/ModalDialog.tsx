import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';

import type { ModalMaxWidth } from './Modal';

interface ModalDialogProps {
    show: boolean;
    onClose: () => void;
    title: string;
    maxWidth: ModalMaxWidth;
    closeable: boolean;
    initialFocus: RefObject<HTMLElement | null> | undefined;
    children: ReactNode;
}

const widths: Record<ModalMaxWidth, string> = {
    sm: 'sm:max-w-sm',
    md: 'sm:max-w-md',
    lg: 'sm:max-w-lg',
    xl: 'sm:max-w-xl',
    '2xl': 'sm:max-w-2xl',
};

/** The dialog behind Modal: focus trap, Escape and backdrop handling, inert background. Loaded lazily. */
export default function ModalDialog({
    show,
    onClose,
    title,
    maxWidth,
    closeable,
    initialFocus,
    children,
}: ModalDialogProps) {
    const close = () => {
        if (closeable) {
            onClose();
        }
    };

    return (
        <Dialog
            open={show}
            onClose={close}
            initialFocus={initialFocus}
            transition
            className="relative z-50"
        >
            <DialogBackdrop
                transition
                className="fixed inset-0 bg-neutral-900/60 transition-opacity duration-200 ease-out data-closed:opacity-0 data-leave:duration-150 data-leave:ease-in dark:bg-black/70"
            />
            <div className="fixed inset-0 overflow-y-auto">
                <div className="flex min-h-full items-end justify-center px-4 py-6 sm:items-center">
                    <DialogPanel
                        transition
                        className={`w-full rounded-lg bg-white p-6 text-neutral-900 shadow-xl transition duration-200 ease-out data-closed:translate-y-4 data-closed:opacity-0 data-leave:duration-150 data-leave:ease-in sm:data-closed:translate-y-0 sm:data-closed:scale-95 dark:bg-neutral-900 dark:text-neutral-100 ${widths[maxWidth]}`}
                    >
                        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
                        {children}
                    </DialogPanel>
                </div>
            </div>
        </Dialog>
    );
}
