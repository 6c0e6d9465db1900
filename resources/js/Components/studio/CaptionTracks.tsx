import { router, useForm, usePage } from '@inertiajs/react';
import { useRef, useState, type SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import ConfirmDelete from '@/Components/ui/ConfirmDelete';
import FormSection from '@/Components/ui/FormSection';
import InputError, { errorIdFor } from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import SelectField from '@/Components/ui/SelectField';
import StatusMessage from '@/Components/ui/StatusMessage';
import { t } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { CaptionTrack, Option } from '@/types/models';

interface CaptionTracksProps {
    videoId: string;
    tracks: CaptionTrack[];
    languages: Option[];
}

interface CaptionUpload {
    language: string;
    file: File | null;
}

/**
 * The captions section of a video's edit page: its WebVTT tracks, one per language, each
 * deletable, and a form adding one (a file in a language that has a track replaces it).
 */
export default function CaptionTracks({ videoId, tracks, languages }: CaptionTracksProps) {
    const { flash } = usePage<PageProps>().props;
    const fileInput = useRef<HTMLInputElement>(null);
    // The track asked about stays after the question closes, so its text holds while it fades out.
    const [asked, setAsked] = useState<CaptionTrack | null>(null);
    const [confirming, setConfirming] = useState(false);
    const [deleting, setDeleting] = useState(false);
    const form = useForm<CaptionUpload>({
        language: languages.find((language) => language.value === 'en')?.value ?? '',
        file: null,
    });
    const replaces = tracks.some((track) => track.srclang === form.data.language);

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.post(route('studio.videos.captions.store', { video: videoId }), {
            forceFormData: true,
            preserveScroll: true,
            onSuccess: () => {
                form.setData('file', null);
                if (fileInput.current) {
                    fileInput.current.value = '';
                }
            },
        });
    };

    const remove = (track: CaptionTrack) => {
        router.delete(
            route('studio.videos.captions.destroy', { video: videoId, language: track.srclang }),
            {
                preserveScroll: true,
                onStart: () => {
                    setDeleting(true);
                },
                onSuccess: () => {
                    setConfirming(false);
                },
                onFinish: () => {
                    setDeleting(false);
                },
            },
        );
    };

    return (
        <FormSection
            id="captions-heading"
            title={t('Captions')}
            description={t(
                'Add a WebVTT (.vtt) file for each language; viewers turn captions on with the CC button.',
            )}
        >
            {tracks.length === 0 ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                    {t('This video has no captions yet.')}
                </p>
            ) : (
                <ul
                    aria-label={t('Caption tracks')}
                    className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
                >
                    {tracks.map((track) => (
                        <li
                            key={track.srclang}
                            className="flex items-center justify-between gap-3 px-3 py-2"
                        >
                            <span lang={track.srclang} className="text-sm font-medium">
                                {track.label}
                            </span>
                            <Button
                                variant="secondary"
                                size="sm"
                                aria-label={t('Delete :language captions', {
                                    language: track.label,
                                })}
                                onClick={() => {
                                    setAsked(track);
                                    setConfirming(true);
                                }}
                            >
                                {t('Delete')}
                            </Button>
                        </li>
                    ))}
                </ul>
            )}

            <form onSubmit={submit} className="space-y-4" noValidate>
                <SelectField
                    id="caption-language"
                    name="language"
                    label={t('Language')}
                    hint={
                        replaces
                            ? t(
                                  'This video has captions in this language; a new file replaces them.',
                              )
                            : undefined
                    }
                    options={languages}
                    value={form.data.language}
                    error={form.errors.language}
                    onChange={(event) => {
                        form.setData('language', event.target.value);
                    }}
                />
                <div>
                    <InputLabel
                        htmlFor="caption-file"
                        value={t('Captions file (WebVTT, up to 1 MB)')}
                    />
                    <input
                        ref={fileInput}
                        id="caption-file"
                        name="file"
                        type="file"
                        accept=".vtt,text/vtt"
                        aria-invalid={form.errors.file ? true : undefined}
                        aria-describedby={form.errors.file ? errorIdFor('caption-file') : undefined}
                        onChange={(event) => {
                            form.setData('file', event.target.files?.[0] ?? null);
                        }}
                        className="mt-1 block w-full text-sm text-neutral-700 file:mr-3 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-neutral-800 hover:file:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-neutral-300 dark:file:border-neutral-700 dark:file:bg-neutral-900 dark:file:text-neutral-100 dark:hover:file:bg-neutral-800"
                    />
                    <InputError forId="caption-file" message={form.errors.file} className="mt-2" />
                </div>
                <div className="flex flex-wrap items-center gap-3">
                    <Button
                        type="submit"
                        processing={form.processing}
                        disabled={form.data.file === null}
                    >
                        {t('Upload captions')}
                    </Button>
                    <StatusMessage>
                        {!form.processing && !deleting && flash.status ? flash.status : ''}
                    </StatusMessage>
                </div>
            </form>

            <ConfirmDelete
                show={confirming}
                title={t('Delete :language captions?', { language: asked?.label ?? '' })}
                message={t(
                    'Viewers will no longer be able to turn these captions on. Upload the file again to bring them back.',
                )}
                processing={deleting}
                onCancel={() => {
                    setConfirming(false);
                }}
                onConfirm={() => {
                    if (asked) {
                        remove(asked);
                    }
                }}
            />
        </FormSection>
    );
}
