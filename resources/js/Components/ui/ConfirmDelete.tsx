import { t } from '@/lib/i18n';

import Button from './Button';
import Modal from './Modal';

/** Asks before something is deleted for good: what goes, Cancel, and a red Delete. */
export default function ConfirmDelete({
    show,
    title,
    message,
    processing,
    onCancel,
    onConfirm,
}: {
    show: boolean;
    title: string;
    message: string;
    processing: boolean;
    onCancel: () => void;
    onConfirm: () => void;
}) {
    return (
        <Modal show={show} onClose={onCancel} title={title} maxWidth="md" closeable={!processing}>
            <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{message}</p>
            <div className="mt-6 flex justify-end gap-3">
                <Button variant="secondary" onClick={onCancel} disabled={processing}>
                    {t('Cancel')}
                </Button>
                <Button variant="danger" onClick={onConfirm} processing={processing}>
                    {t('Delete')}
                </Button>
            </div>
        </Modal>
    );
}
