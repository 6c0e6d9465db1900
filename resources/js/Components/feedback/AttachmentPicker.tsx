import { useId, useRef, useState, type ChangeEvent } from 'react';

import CloseIcon from '@/Components/icons/CloseIcon';
import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import { formatBytes } from '@/lib/format';
import { t } from '@/lib/i18n';

/** What the server accepts (app/Feedback/AttachmentType.php), for the browser's file dialog. */
export const ATTACHMENT_ACCEPT =
    'image/png,image/jpeg,image/gif,image/webp,application/pdf,.pdf,application/msword,.doc,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx,text/plain,.txt';

export interface AttachmentLimits {
    maxFiles: number;
    maxFileBytes: number;
}

// A File has no id of its own; the list keys each by the File object it was given.
const ids = new WeakMap<File, number>();
let nextId = 1;

function idOf(file: File): number {
    let id = ids.get(file);
    if (id === undefined) {
        id = nextId++;
        ids.set(file, id);
    }

    return id;
}

/**
 * Files added one or several at a time and removed one by one, each with its size and the
 * server's refusal, if any, beside it. Files the server would refuse for their size or
 * number are kept out here, with a note saying why.
 */
export default function AttachmentPicker({
    files,
    limits,
    errorFor,
    disabled = false,
    onChange,
}: {
    files: File[];
    limits: AttachmentLimits;
    /** The server's message for the file at this position. */
    errorFor: (index: number) => string | undefined;
    disabled?: boolean;
    onChange: (files: File[]) => void;
}) {
    const input = useRef<HTMLInputElement>(null);
    const [note, setNote] = useState('');
    const hintId = useId();
    const full = files.length >= limits.maxFiles;
    const maxSize = formatBytes(limits.maxFileBytes);

    const add = (event: ChangeEvent<HTMLInputElement>) => {
        const chosen = Array.from(event.target.files ?? []);
        // The same file can be chosen again after being removed.
        event.target.value = '';

        const tooBig = chosen.filter((file) => file.size > limits.maxFileBytes);
        const fitting = chosen.filter((file) => file.size <= limits.maxFileBytes);
        const room = Math.max(limits.maxFiles - files.length, 0);
        const added = fitting.slice(0, room);

        const notes = [
            ...tooBig.map((file) =>
                t(':name is larger than :size.', { name: file.name, size: maxSize }),
            ),
            ...(fitting.length > room
                ? [t('You can attach at most :count files.', { count: limits.maxFiles })]
                : []),
        ];
        setNote(notes.join(' '));

        if (added.length > 0) {
            onChange([...files, ...added]);
        }
    };

    const remove = (index: number) => {
        setNote('');
        onChange(files.filter((_, position) => position !== index));
    };

    return (
        <div>
            <p className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
                {t('Attachments')}
            </p>
            <p id={hintId} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
                {t('Images, PDF, DOC, DOCX or TXT, up to :size each; :count files at most.', {
                    size: maxSize,
                    count: limits.maxFiles,
                })}
            </p>

            {files.length > 0 && (
                <ul className="mt-3 space-y-2" aria-label={t('Attached files')}>
                    {files.map((file, index) => {
                        const error = errorFor(index);
                        const fieldId = `attachment-${idOf(file)}`;

                        return (
                            <li
                                key={idOf(file)}
                                className={`rounded-lg border px-3 py-2 ${error ? 'border-red-600 dark:border-red-500' : 'border-neutral-200 dark:border-neutral-800'}`}
                            >
                                <div className="flex items-center gap-3">
                                    <div className="min-w-0 flex-1">
                                        <p className="truncate text-sm font-medium">{file.name}</p>
                                        <p className="text-xs text-neutral-600 tabular-nums dark:text-neutral-400">
                                            {formatBytes(file.size)}
                                        </p>
                                    </div>
                                    <button
                                        type="button"
                                        disabled={disabled}
                                        aria-label={t('Remove :name', { name: file.name })}
                                        onClick={() => {
                                            remove(index);
                                        }}
                                        className="shrink-0 rounded-full p-1.5 text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50 dark:text-neutral-300 dark:hover:bg-neutral-800"
                                    >
                                        <CloseIcon className="size-5" />
                                    </button>
                                </div>
                                <InputError forId={fieldId} message={error} className="mt-1" />
                            </li>
                        );
                    })}
                </ul>
            )}

            <input
                ref={input}
                type="file"
                multiple
                accept={ATTACHMENT_ACCEPT}
                onChange={add}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="attachment-input"
            />
            <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                disabled={disabled || full}
                aria-describedby={hintId}
                onClick={() => input.current?.click()}
            >
                {t('Add files')}
            </Button>
            <p role="status" className="mt-2 text-sm text-red-600 empty:hidden dark:text-red-400">
                {note}
            </p>
        </div>
    );
}
