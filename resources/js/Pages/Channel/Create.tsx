import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import ImageUpload from '@/Components/studio/ImageUpload';
import Button from '@/Components/ui/Button';
import InputError, { errorIdFor } from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import TextInput from '@/Components/ui/TextInput';
import AppLayout from '@/Layouts/AppLayout';
import { t } from '@/lib/i18n';

interface CreateChannelForm {
    name: string;
    description: string;
    profile: File | null;
    banner: File | null;
}

export default function Create() {
    const { data, setData, post, errors, hasErrors, processing, progress } =
        useForm<CreateChannelForm>({
            name: '',
            description: '',
            profile: null,
            banner: null,
        });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        post(route('channels.store'), { forceFormData: true });
    };

    return (
        <AppLayout
            title={t('Create Channel')}
            header={
                <h1 className="text-xl font-semibold text-neutral-900 dark:text-neutral-100">
                    {t('Create Channel')}
                </h1>
            }
        >
            <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
                <form
                    onSubmit={submit}
                    className="space-y-6 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-8 dark:border-neutral-800 dark:bg-neutral-900"
                >
                    {hasErrors && !processing && (
                        <div
                            role="alert"
                            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300"
                        >
                            {t('Validation failed. Please check your inputs.')}
                        </div>
                    )}

                    <ImageUpload
                        id="banner"
                        label={t('Channel Banner')}
                        hint={t(
                            'Recommended 2048×1152 pixels; at least 1024×576. JPEG, PNG, WebP or GIF up to 6 MB.',
                        )}
                        shape="banner"
                        error={errors.banner}
                        onChange={(file) => {
                            setData('banner', file);
                        }}
                    />

                    <ImageUpload
                        id="profile"
                        label={t('Profile Picture')}
                        hint={t(
                            'Recommended 800×800 pixels; at least 98×98. JPEG, PNG, WebP or GIF up to 4 MB.',
                        )}
                        shape="avatar"
                        error={errors.profile}
                        onChange={(file) => {
                            setData('profile', file);
                        }}
                    />

                    <div>
                        <InputLabel htmlFor="name" value={t('Channel Name')} />
                        <TextInput
                            id="name"
                            name="name"
                            value={data.name}
                            className="mt-1"
                            maxLength={100}
                            required
                            isFocused
                            error={errors.name}
                            onChange={(event) => {
                                setData('name', event.target.value);
                            }}
                        />
                        <InputError forId="name" message={errors.name} className="mt-2" />
                    </div>

                    <div>
                        <InputLabel htmlFor="description" value={t('Channel Description')} />
                        <textarea
                            id="description"
                            name="description"
                            rows={4}
                            maxLength={5000}
                            value={data.description}
                            aria-invalid={errors.description ? true : undefined}
                            aria-describedby={
                                errors.description ? errorIdFor('description') : undefined
                            }
                            onChange={(event) => {
                                setData('description', event.target.value);
                            }}
                            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-900 dark:text-neutral-100 ${errors.description ? 'border-red-600 dark:border-red-500' : 'border-neutral-300 dark:border-neutral-700'}`}
                        />
                        <InputError
                            forId="description"
                            message={errors.description}
                            className="mt-2"
                        />
                    </div>

                    {progress && (
                        <progress
                            value={progress.percentage ?? 0}
                            max={100}
                            aria-label={t('Upload progress')}
                            className="h-2 w-full overflow-hidden rounded-full accent-red-600"
                        />
                    )}

                    <div className="flex justify-end">
                        <Button type="submit" processing={processing}>
                            {processing ? t('Creating Channel...') : t('Create Channel')}
                        </Button>
                    </div>
                </form>
            </div>
        </AppLayout>
    );
}
