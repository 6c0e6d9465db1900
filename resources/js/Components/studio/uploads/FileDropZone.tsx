import { useId, useState, type ChangeEvent, type DragEvent } from 'react';

import AlertMessage from '@/Components/ui/AlertMessage';
import { t } from '@/lib/i18n';

import { UploadIcon } from '../icons';

interface FileDropZoneProps {
    heading: string;
    hint: string;
    /** A spec alert from the last choice (a file that is not a video, or none), shown above the zone. */
    alert: string | null;
    /** Called with the first file dropped or selected, or null when a drop carried none. */
    onChoose: (file: File | null) => void;
}

/** Stage one of an upload page: drop a file on the zone, or SELECT FILES. */
export default function FileDropZone({ heading, hint, alert, onChoose }: FileDropZoneProps) {
    const inputId = useId();
    const hintId = `${inputId}-hint`;
    const [dragging, setDragging] = useState(false);

    const over = (event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        setDragging(true);
    };

    const drop = (event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        setDragging(false);
        onChoose(event.dataTransfer.files[0] ?? null);
    };

    const select = (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        // The same file chosen again after an alert must fire another change.
        event.target.value = '';

        if (file) {
            onChoose(file);
        }
    };

    return (
        <div className="space-y-4">
            {alert && <AlertMessage>{alert}</AlertMessage>}
            <div
                onDragEnter={over}
                onDragOver={over}
                onDragLeave={() => {
                    setDragging(false);
                }}
                onDrop={drop}
                data-testid="upload-drop-zone"
                className={`flex flex-col items-center gap-4 rounded-xl border-2 border-dashed px-6 py-14 text-center transition-colors sm:py-20 ${
                    dragging
                        ? 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/40'
                        : 'border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900'
                }`}
            >
                <span className="flex size-24 items-center justify-center rounded-full bg-neutral-100 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400">
                    <UploadIcon className="size-10" />
                </span>
                <div className="space-y-1">
                    <p className="text-lg font-semibold text-neutral-900 dark:text-neutral-100">
                        {heading}
                    </p>
                    <p id={hintId} className="text-sm text-neutral-600 dark:text-neutral-400">
                        {hint}
                    </p>
                </div>
                <input
                    id={inputId}
                    type="file"
                    accept="video/*"
                    aria-describedby={hintId}
                    onChange={select}
                    className="peer sr-only"
                />
                <label
                    htmlFor={inputId}
                    className="cursor-pointer rounded-lg bg-red-600 px-5 py-2.5 text-sm font-semibold tracking-wide text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:bg-red-700 active:bg-red-800"
                >
                    {t('SELECT FILES')}
                </label>
            </div>
        </div>
    );
}
