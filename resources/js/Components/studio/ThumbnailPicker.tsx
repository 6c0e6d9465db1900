import { useId, useState, type ChangeEvent } from 'react';

import InputError from '@/Components/ui/InputError';
import { t, translatable } from '@/lib/i18n';

import { ImageIcon } from './icons';
import { useFilePreview } from './ImageUpload';

/** Spec §5: a thumbnail must be an image. */
export const NOT_AN_IMAGE = translatable('Please upload an image file for the thumbnail');

/** What the form sends: a new image, or a frame by its index, or neither to keep the thumbnail. */
export interface ThumbnailChoice {
    file: File | null;
    candidate: number | null;
}

interface ThumbnailPickerProps {
    /** The thumbnail the video has now (edit page), kept unless something else is picked. */
    current: string | null;
    /** Frames picked from the video once it has been probed. */
    candidates: string[];
    /** The frames are being made right now (skeletons stand in for them). */
    pending: boolean;
    /** Said where the frames will be when there are none yet and none are being made. */
    waitingHint: string;
    value: ThumbnailChoice;
    error?: string | undefined;
    onChange: (choice: ThumbnailChoice) => void;
}

const tile =
    'relative block aspect-video overflow-hidden rounded-lg border-2 bg-neutral-100 dark:bg-neutral-800';
const tileRing =
    'peer-checked:border-red-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus dark:peer-checked:border-red-500';

/**
 * The thumbnail field: upload an image of one's own, or pick one of the frames taken from
 * the video. A chosen image is kept while a frame is tried, so the creator can go back to it.
 */
export default function ThumbnailPicker({
    current,
    candidates,
    pending,
    waitingHint,
    value,
    error,
    onChange,
}: ThumbnailPickerProps) {
    const id = useId();
    const name = `${id}-choice`;
    const [customFile, setCustomFile] = useState<File | null>(value.file);
    const [preview, showPreview] = useFilePreview();
    const [alert, setAlert] = useState<string | null>(null);

    const choose = (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0] ?? null;
        event.target.value = '';

        if (!file) {
            return;
        }

        // The browser's type is only a first sieve; the server checks the bytes.
        if (!file.type.startsWith('image/')) {
            setAlert(t(NOT_AN_IMAGE));

            return;
        }

        setAlert(null);
        setCustomFile(file);
        showPreview(file);
        onChange({ file, candidate: null });
    };

    const selected =
        value.file !== null
            ? 'custom'
            : value.candidate !== null
              ? `frame-${value.candidate}`
              : 'current';
    const message = alert ?? error;

    return (
        <fieldset aria-describedby={`${id}-hint`}>
            <legend className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
                {t('Thumbnail')}
            </legend>
            <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">
                {t(
                    'Upload an image (JPEG, PNG, WebP or GIF, up to 2 MB), or pick a frame from your video.',
                )}
            </p>

            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <div className="space-y-1">
                    <input
                        id={`${id}-file`}
                        type="file"
                        accept="image/*"
                        onChange={choose}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${id}-error` : undefined}
                        className="peer sr-only"
                    />
                    <label
                        htmlFor={`${id}-file`}
                        className={`${tile} flex cursor-pointer flex-col items-center justify-center gap-1 border-dashed text-neutral-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:bg-neutral-200 dark:text-neutral-300 dark:hover:bg-neutral-700 ${
                            selected === 'custom'
                                ? 'border-red-600 dark:border-red-500'
                                : 'border-neutral-300 dark:border-neutral-600'
                        }`}
                    >
                        {preview ? (
                            <img
                                src={preview}
                                alt={t('Your thumbnail image')}
                                className="absolute inset-0 size-full object-cover"
                            />
                        ) : (
                            <ImageIcon className="size-6" />
                        )}
                        <span
                            className={
                                preview
                                    ? 'absolute inset-x-0 bottom-0 bg-black/60 px-1 py-0.5 text-center text-xs font-semibold text-white'
                                    : 'text-xs font-semibold'
                            }
                        >
                            {preview ? t('Change image') : t('Upload thumbnail')}
                        </span>
                    </label>
                    {customFile && selected !== 'custom' && (
                        <button
                            type="button"
                            onClick={() => {
                                onChange({ file: customFile, candidate: null });
                            }}
                            className="w-full rounded text-xs font-semibold text-red-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-400"
                        >
                            {t('Use your image')}
                        </button>
                    )}
                </div>

                {current && (
                    <label className="block">
                        <input
                            type="radio"
                            name={name}
                            checked={selected === 'current'}
                            onChange={() => {
                                onChange({ file: null, candidate: null });
                            }}
                            className="peer sr-only"
                        />
                        <span className={`${tile} ${tileRing} border-transparent`}>
                            <img src={current} alt="" className="size-full object-cover" />
                        </span>
                        <span className="mt-1 block text-xs text-neutral-600 dark:text-neutral-400">
                            {t('Current thumbnail')}
                        </span>
                    </label>
                )}

                {candidates.map((url, index) => (
                    <label key={url} className="block">
                        <input
                            type="radio"
                            name={name}
                            checked={selected === `frame-${index}`}
                            onChange={() => {
                                onChange({ file: null, candidate: index });
                            }}
                            className="peer sr-only"
                        />
                        <span className={`${tile} ${tileRing} border-transparent`}>
                            <img src={url} alt="" className="size-full object-cover" />
                        </span>
                        <span className="mt-1 block text-xs text-neutral-600 dark:text-neutral-400">
                            {t('Frame :number', { number: index + 1 })}
                        </span>
                    </label>
                ))}

                {candidates.length === 0 &&
                    pending &&
                    [1, 2, 3].map((frame) => (
                        <div
                            key={frame}
                            aria-hidden="true"
                            className={`${tile} animate-pulse border-transparent motion-reduce:animate-none`}
                        />
                    ))}
            </div>

            {candidates.length === 0 && (
                <p role="status" className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
                    {pending ? t('Picking frames from your video…') : waitingHint}
                </p>
            )}

            {message && (
                <InputError
                    id={`${id}-error`}
                    role={alert ? 'alert' : undefined}
                    message={message}
                    className="mt-2"
                />
            )}
        </fieldset>
    );
}
