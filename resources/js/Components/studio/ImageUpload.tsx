import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import { t } from '@/lib/i18n';

import { ImageIcon } from './icons';

/**
 * Shows the picture a file input holds. Each preview is an object URL; the previous one is
 * revoked when the file changes and the last one when the component goes away, so picking
 * images repeatedly does not keep their bytes alive.
 */
export function useFilePreview(): [string | null, (file: File | null) => void] {
    const [preview, setPreview] = useState<string | null>(null);
    const current = useRef<string | null>(null);

    useEffect(
        () => () => {
            if (current.current) {
                URL.revokeObjectURL(current.current);
                current.current = null;
            }
        },
        [],
    );

    const show = useCallback((file: File | null) => {
        if (current.current) {
            URL.revokeObjectURL(current.current);
        }

        current.current = file ? URL.createObjectURL(file) : null;
        setPreview(current.current);
    }, []);

    return [preview, show];
}

interface ImageUploadProps {
    id: string;
    label: string;
    hint: string;
    /** banner: a wide 16:9 frame; avatar: a round frame. */
    shape: 'banner' | 'avatar';
    error?: string | undefined;
    /** The picture already saved, shown until another is chosen. */
    current?: string | null;
    /** Offers to remove the picture shown (chosen or saved); told when the owner does. */
    onRemove?: () => void;
    /** The remove button's text ("Remove banner image"). */
    removeLabel?: string;
    onChange: (file: File | null) => void;
}

export default function ImageUpload({
    id,
    label,
    hint,
    shape,
    error,
    current = null,
    onRemove,
    removeLabel,
    onChange,
}: ImageUploadProps) {
    const [preview, showPreview] = useFilePreview();
    const input = useRef<HTMLInputElement>(null);
    const shown = preview ?? current;

    const change = (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0] ?? null;
        showPreview(file);
        onChange(file);
    };

    const remove = () => {
        if (input.current) {
            input.current.value = '';
        }
        showPreview(null);
        onRemove?.();
    };

    const frame =
        shape === 'banner'
            ? 'aspect-[16/9] w-full rounded-lg sm:aspect-[32/9]'
            : 'size-24 shrink-0 rounded-full sm:size-28';
    const hintId = `${id}-hint`;

    return (
        <div>
            <input
                ref={input}
                id={id}
                name={id}
                type="file"
                accept="image/*"
                onChange={change}
                aria-describedby={error ? `${hintId} ${id}-error` : hintId}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
            />
            <label
                htmlFor={id}
                className={`flex cursor-pointer items-center gap-4 rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${shape === 'banner' ? 'flex-col items-stretch' : ''}`}
            >
                <span
                    className={`relative flex items-center justify-center overflow-hidden border-2 border-dashed bg-neutral-50 text-neutral-500 hover:bg-neutral-100 dark:bg-neutral-900 dark:text-neutral-400 dark:hover:bg-neutral-800 ${error ? 'border-red-600 dark:border-red-500' : 'border-neutral-300 dark:border-neutral-700'} ${frame}`}
                >
                    {shown ? (
                        <img
                            src={shown}
                            alt={t(':label preview', { label })}
                            className="absolute inset-0 size-full object-cover"
                        />
                    ) : (
                        <ImageIcon className="size-8" />
                    )}
                </span>
                <span className="flex flex-col gap-1">
                    <span className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
                        {label}
                    </span>
                    <span id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
                        {hint}
                    </span>
                    <span className="text-sm font-semibold text-red-600 dark:text-red-400">
                        {shown ? t('Change image') : t('Choose image')}
                    </span>
                </span>
            </label>
            {onRemove && shown && (
                <Button variant="secondary" size="sm" className="mt-3" onClick={remove}>
                    {removeLabel ?? t('Remove')}
                </Button>
            )}
            <InputError forId={id} message={error} className="mt-2" />
        </div>
    );
}
