import { useForm } from '@inertiajs/react';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';

import AlertMessage from '@/Components/ui/AlertMessage';
import Button from '@/Components/ui/Button';
import Checkbox from '@/Components/ui/Checkbox';
import InputError, { errorIdFor } from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import SelectInput from '@/Components/ui/SelectInput';
import TextArea from '@/Components/ui/TextArea';
import TextInput from '@/Components/ui/TextInput';
import { t, translatable } from '@/lib/i18n';
import type { Option, Visibility } from '@/types/models';

import ThumbnailPicker, { type ThumbnailChoice } from './ThumbnailPicker';
import type { UploadKind } from './uploads/uploadManager';

/** Spec §5: a short's title and description have limits, each shown with a counter. */
export const SHORT_TITLE_MAX = 100;
export const SHORT_DESCRIPTION_MAX = 300;

/** The editable details of a video, as the form holds them. */
export interface VideoDetails {
    title: string;
    description: string;
    /** Comma separated, as the creator types them. */
    tags: string;
    visibility: Visibility;
    /** Empty for no category. */
    category: string;
    is_kids_friendly: boolean;
    /** Whether viewers may comment; a new upload takes comments. */
    comments_enabled?: boolean;
}

type VideoDetailsFormData = VideoDetails & {
    comments_enabled: boolean;
    thumbnail: File | null;
    thumbnail_candidate: number | null;
};

/** The spec's alert for a blank title (§5). */
export function blankTitleAlert(kind: UploadKind): string {
    return kind === 'short'
        ? t('Please enter a title for your short')
        : t('Please enter a title for your video');
}

const visibilityChoices: { value: Visibility; label: string; hint: string }[] = [
    {
        value: 'private',
        label: translatable('Private'),
        hint: translatable('Only you can watch it.'),
    },
    {
        value: 'unlisted',
        label: translatable('Unlisted'),
        hint: translatable('Anyone with the link can watch it.'),
    },
    {
        value: 'public',
        label: translatable('Public'),
        hint: translatable('Everyone can find and watch it.'),
    },
];

interface VideoDetailsFormProps {
    kind: UploadKind;
    categories: Option[];
    initial: VideoDetails;
    currentThumbnail: string | null;
    candidates: string[];
    /** Frames are being made right now. */
    candidatesPending: boolean;
    candidatesHint: string;
    /** Whether the video can already play; a public one that cannot publishes itself when it can. */
    playable: boolean;
    /** The file preview, progress and the like, beside the fields. */
    aside: ReactNode;
    submitLabel: string;
    processingLabel: string;
    /**
     * The video to save to. An upload page may not know it yet when Publish is pressed: the
     * form waits for it. A rejection's message is shown as the form's alert.
     */
    videoId: () => Promise<string>;
    onCancel: () => void;
}

/**
 * The details of a video or short (spec §3 Video form and Short form): the upload pages'
 * stage two and the edit page. Saves through the update endpoint, which goes to Content.
 */
export default function VideoDetailsForm({
    kind,
    categories,
    initial,
    currentThumbnail,
    candidates,
    candidatesPending,
    candidatesHint,
    playable,
    aside,
    submitLabel,
    processingLabel,
    videoId,
    onCancel,
}: VideoDetailsFormProps) {
    const id = useId();
    const isShort = kind === 'short';
    const titleRef = useRef<HTMLInputElement>(null);
    const [alert, setAlert] = useState<string | null>(null);
    const [waiting, setWaiting] = useState(false);
    const form = useForm<VideoDetailsFormData>({
        ...initial,
        comments_enabled: initial.comments_enabled ?? true,
        thumbnail: null,
        thumbnail_candidate: null,
    });
    const { data, errors } = form;
    const field = (name: string) => `${id}-${name}`;

    const describedBy = (name: string, ...extra: string[]) => {
        const ids = [
            ...extra,
            errors[name as keyof VideoDetailsFormData] ? errorIdFor(field(name)) : '',
        ];

        return ids.filter(Boolean).join(' ') || undefined;
    };

    const submit = async (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setAlert(null);

        if (data.title.trim() === '') {
            form.setError('title', blankTitleAlert(kind));
            titleRef.current?.focus();

            return;
        }

        setWaiting(true);
        let target: string;
        try {
            target = await videoId();
        } catch (error) {
            setAlert(error instanceof Error ? error.message : String(error));

            return;
        } finally {
            setWaiting(false);
        }

        const withFile = data.thumbnail !== null;
        form.transform((values) => {
            const payload: Record<string, unknown> = {
                title: values.title.trim(),
                description: values.description,
                tags: values.tags,
                visibility: values.visibility,
                is_kids_friendly: values.is_kids_friendly,
                comments_enabled: values.comments_enabled,
            };

            if (!isShort) {
                payload.category = values.category === '' ? null : values.category;
            }

            if (values.thumbnail) {
                payload.thumbnail = values.thumbnail;
            } else if (values.thumbnail_candidate !== null) {
                payload.thumbnail_candidate = values.thumbnail_candidate;
            }

            // PHP reads multipart bodies of POSTs only: the file rides a POST spoofing PATCH.
            return withFile ? { ...payload, _method: 'patch' } : payload;
        });

        const url = route('studio.videos.update', target);
        if (withFile) {
            form.post(url, { forceFormData: true, preserveScroll: true });
        } else {
            form.patch(url, { preserveScroll: true });
        }
    };

    const thumbnail: ThumbnailChoice = {
        file: data.thumbnail,
        candidate: data.thumbnail_candidate,
    };
    const visibilities = isShort
        ? visibilityChoices.filter((choice) => choice.value !== 'unlisted')
        : visibilityChoices;
    const busy = waiting || form.processing;
    const thumbnailError = errors.thumbnail ?? errors.thumbnail_candidate;

    return (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
                <div className="min-w-0 space-y-6 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900">
                    <div>
                        <InputLabel htmlFor={field('title')} value={t('Title (required)')} />
                        <TextInput
                            ref={titleRef}
                            id={field('title')}
                            name="title"
                            value={data.title}
                            maxLength={isShort ? SHORT_TITLE_MAX : 200}
                            error={errors.title}
                            aria-describedby={describedBy(
                                'title',
                                isShort ? `${field('title')}-count` : '',
                            )}
                            onChange={(event) => {
                                form.setData('title', event.target.value);
                                form.clearErrors('title');
                            }}
                            className="mt-1"
                        />
                        {isShort && (
                            <p
                                id={`${field('title')}-count`}
                                className="mt-1 text-right text-xs text-neutral-500 tabular-nums dark:text-neutral-400"
                            >
                                {data.title.length}/{SHORT_TITLE_MAX}
                            </p>
                        )}
                        <InputError
                            forId={field('title')}
                            role="alert"
                            message={errors.title}
                            className="mt-1"
                        />
                    </div>

                    <div>
                        <InputLabel htmlFor={field('description')} value={t('Description')} />
                        <TextArea
                            id={field('description')}
                            name="description"
                            rows={isShort ? 3 : 5}
                            value={data.description}
                            maxLength={isShort ? SHORT_DESCRIPTION_MAX : 5000}
                            placeholder={t('Tell viewers about your video')}
                            error={errors.description}
                            aria-describedby={describedBy(
                                'description',
                                isShort ? `${field('description')}-count` : '',
                            )}
                            onChange={(event) => {
                                form.setData('description', event.target.value);
                            }}
                            className="mt-1"
                        />
                        {isShort && (
                            <p
                                id={`${field('description')}-count`}
                                className="mt-1 text-right text-xs text-neutral-500 tabular-nums dark:text-neutral-400"
                            >
                                {data.description.length}/{SHORT_DESCRIPTION_MAX}
                            </p>
                        )}
                        <InputError
                            forId={field('description')}
                            message={errors.description}
                            className="mt-1"
                        />
                    </div>

                    <ThumbnailPicker
                        current={currentThumbnail}
                        candidates={candidates}
                        pending={candidatesPending}
                        waitingHint={candidatesHint}
                        value={thumbnail}
                        error={thumbnailError}
                        onChange={(choice) => {
                            form.setData((values) => ({
                                ...values,
                                thumbnail: choice.file,
                                thumbnail_candidate: choice.candidate,
                            }));
                        }}
                    />

                    <div>
                        <InputLabel htmlFor={field('tags')} value={t('Tags')} />
                        <TextInput
                            id={field('tags')}
                            name="tags"
                            value={data.tags}
                            maxLength={1000}
                            placeholder={t('travel, night, city')}
                            error={errors.tags}
                            aria-describedby={describedBy('tags', `${field('tags')}-hint`)}
                            onChange={(event) => {
                                form.setData('tags', event.target.value);
                            }}
                            className="mt-1"
                        />
                        <p
                            id={`${field('tags')}-hint`}
                            className="mt-1 text-xs text-neutral-500 dark:text-neutral-400"
                        >
                            {t('Separate tags with commas.')}
                        </p>
                        <InputError forId={field('tags')} message={errors.tags} className="mt-1" />
                    </div>

                    {!isShort && (
                        <div>
                            <InputLabel htmlFor={field('category')} value={t('Category')} />
                            <SelectInput
                                id={field('category')}
                                name="category"
                                value={data.category}
                                options={categories}
                                placeholder={t('No category')}
                                error={errors.category}
                                onChange={(event) => {
                                    form.setData('category', event.target.value);
                                }}
                                className="mt-1"
                            />
                            <InputError
                                forId={field('category')}
                                message={errors.category}
                                className="mt-1"
                            />
                        </div>
                    )}

                    {!isShort && (
                        <div>
                            <div className="flex items-start gap-3">
                                <Checkbox
                                    id={field('kids')}
                                    name="is_kids_friendly"
                                    checked={data.is_kids_friendly}
                                    aria-describedby={`${field('kids')}-hint`}
                                    onChange={(event) => {
                                        form.setData('is_kids_friendly', event.target.checked);
                                    }}
                                    className="mt-0.5"
                                />
                                <div>
                                    <InputLabel
                                        htmlFor={field('kids')}
                                        value={t('Made for kids')}
                                    />
                                    <p
                                        id={`${field('kids')}-hint`}
                                        className="text-xs text-neutral-500 dark:text-neutral-400"
                                    >
                                        {t('Suitable for children to watch.')}
                                    </p>
                                </div>
                            </div>
                            <InputError
                                forId={field('kids')}
                                message={errors.is_kids_friendly}
                                className="mt-1"
                            />
                        </div>
                    )}

                    <div>
                        <div className="flex items-start gap-3">
                            <Checkbox
                                id={field('comments')}
                                name="comments_enabled"
                                checked={data.comments_enabled}
                                aria-describedby={`${field('comments')}-hint`}
                                onChange={(event) => {
                                    form.setData('comments_enabled', event.target.checked);
                                }}
                                className="mt-0.5"
                            />
                            <div>
                                <InputLabel
                                    htmlFor={field('comments')}
                                    value={t('Allow comments')}
                                />
                                <p
                                    id={`${field('comments')}-hint`}
                                    className="text-xs text-neutral-500 dark:text-neutral-400"
                                >
                                    {t('Turned off, the watch page takes no new comments.')}
                                </p>
                            </div>
                        </div>
                        <InputError
                            forId={field('comments')}
                            message={errors.comments_enabled}
                            className="mt-1"
                        />
                    </div>

                    <fieldset>
                        <legend className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
                            {t('Visibility')}
                        </legend>
                        <div className="mt-2 grid gap-2 sm:grid-cols-3">
                            {visibilities.map((choice) => (
                                <label key={choice.value} className="block">
                                    <input
                                        type="radio"
                                        name="visibility"
                                        value={choice.value}
                                        checked={data.visibility === choice.value}
                                        aria-describedby={`${field('visibility')}-${choice.value}`}
                                        onChange={() => {
                                            form.setData('visibility', choice.value);
                                        }}
                                        className="peer sr-only"
                                    />
                                    <span className="block h-full cursor-pointer rounded-lg border border-neutral-300 px-3 py-2 peer-checked:border-red-600 peer-checked:bg-red-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:bg-neutral-50 dark:border-neutral-700 dark:peer-checked:border-red-500 dark:peer-checked:bg-red-950/40 dark:hover:bg-neutral-800">
                                        <span className="block text-sm font-semibold">
                                            {t(choice.label)}
                                        </span>
                                        <span
                                            id={`${field('visibility')}-${choice.value}`}
                                            className="block text-xs text-neutral-600 dark:text-neutral-400"
                                        >
                                            {t(choice.hint)}
                                        </span>
                                    </span>
                                </label>
                            ))}
                        </div>
                        {data.visibility === 'public' && !playable && (
                            <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">
                                {t('It goes public by itself as soon as it can be watched.')}
                            </p>
                        )}
                        <InputError
                            forId={field('visibility')}
                            message={errors.visibility}
                            className="mt-1"
                        />
                    </fieldset>
                </div>

                <aside className="order-first space-y-4 lg:order-last">{aside}</aside>
            </div>

            {alert && <AlertMessage>{alert}</AlertMessage>}

            <div className="flex flex-wrap justify-end gap-3">
                <Button variant="secondary" onClick={onCancel} disabled={form.processing}>
                    {t('Cancel')}
                </Button>
                <Button type="submit" processing={busy}>
                    {busy ? processingLabel : submitLabel}
                </Button>
            </div>
        </form>
    );
}
