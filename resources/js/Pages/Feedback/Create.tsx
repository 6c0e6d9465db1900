import { useForm } from '@inertiajs/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';

import AttachmentPicker, { type AttachmentLimits } from '@/Components/feedback/AttachmentPicker';
import MoodPicker from '@/Components/feedback/MoodPicker';
import AlertMessage from '@/Components/ui/AlertMessage';
import Button from '@/Components/ui/Button';
import Checkbox from '@/Components/ui/Checkbox';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import TextArea from '@/Components/ui/TextArea';
import AppLayout from '@/Layouts/AppLayout';
import type { Option } from '@/types/models';
import { t } from '@/lib/i18n';

interface FeedbackForm {
    mood: string;
    text: string;
    include_screenshot: boolean;
    page_url: string;
    attachments: File[];
}

interface FeedbackProps {
    moods: Option[];
    /** The page of this site the visitor came from, sent along with the feedback. */
    fromPage: string | null;
    limits: AttachmentLimits & { maxText: number };
}

export default function Create({ moods, fromPage, limits }: FeedbackProps) {
    const [sent, setSent] = useState(false);
    const thanksHeading = useRef<HTMLHeadingElement>(null);
    const form = useForm<FeedbackForm>({
        mood: '',
        text: '',
        include_screenshot: false,
        page_url: fromPage ?? '',
        attachments: [],
    });
    const { data, setData, errors, processing, progress } = form;
    const fieldErrors = errors as Record<string, string | undefined>;

    useEffect(() => {
        if (sent) {
            thanksHeading.current?.focus();
        }
    }, [sent]);

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.post(route('feedback.store'), {
            forceFormData: true,
            preserveScroll: true,
            onSuccess: () => {
                form.reset();
                setSent(true);
            },
        });
    };

    const changeAttachments = (files: File[]) => {
        // The server's messages name positions in the old list.
        const positions = Object.keys(errors).filter((key): key is `attachments.${number}` =>
            key.startsWith('attachments.'),
        );
        form.clearErrors('attachments', ...positions);
        setData('attachments', files);
    };

    const generalError = fieldErrors.feedback ?? fieldErrors.page_url ?? fieldErrors.attachments;
    const hasImage = data.attachments.some((file) => file.type.startsWith('image/'));

    return (
        <AppLayout title={t('Send Feedback')}>
            <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6">
                {sent ? (
                    <section className="flex flex-col items-center gap-3 rounded-lg border border-neutral-200 px-6 py-12 text-center dark:border-neutral-800">
                        <h1
                            ref={thanksHeading}
                            tabIndex={-1}
                            className="text-2xl font-bold focus:outline-none"
                        >
                            {t('Thank you for your feedback!')}
                        </h1>
                        <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-400">
                            {t(
                                'Our team reads every message and uses it to decide what to improve next.',
                            )}
                        </p>
                        <Button
                            className="mt-3"
                            onClick={() => {
                                form.reset();
                                form.clearErrors();
                                setSent(false);
                            }}
                        >
                            {t('Send more feedback')}
                        </Button>
                    </section>
                ) : (
                    <>
                        <header className="mb-6">
                            <h1 className="text-2xl font-bold">{t('Send Feedback')}</h1>
                            <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                                {t('Tell us what works for you and what we could do better.')}
                            </p>
                        </header>
                        <form
                            onSubmit={submit}
                            noValidate
                            className="space-y-6 rounded-lg border border-neutral-200 p-4 sm:p-6 dark:border-neutral-800"
                        >
                            <MoodPicker
                                moods={moods}
                                value={data.mood}
                                error={errors.mood}
                                onChange={(mood) => {
                                    setData('mood', mood);
                                }}
                            />

                            <div>
                                <InputLabel htmlFor="text" value={t('Tell us more (optional)')} />
                                <TextArea
                                    id="text"
                                    name="text"
                                    rows={5}
                                    maxLength={limits.maxText}
                                    value={data.text}
                                    error={errors.text}
                                    aria-describedby={
                                        errors.text ? 'text-error text-count' : 'text-count'
                                    }
                                    placeholder={t('What happened, and what did you expect?')}
                                    className="mt-1"
                                    onChange={(event) => {
                                        setData('text', event.target.value);
                                    }}
                                />
                                <div className="mt-1 flex gap-3">
                                    <InputError
                                        forId="text"
                                        message={errors.text}
                                        className="flex-1"
                                    />
                                    <p
                                        id="text-count"
                                        className="ml-auto text-xs text-neutral-600 tabular-nums dark:text-neutral-400"
                                    >
                                        {data.text.length}/{limits.maxText}
                                    </p>
                                </div>
                            </div>

                            <div>
                                <label className="flex items-start gap-3 text-sm">
                                    <Checkbox
                                        name="include_screenshot"
                                        checked={data.include_screenshot}
                                        className="mt-0.5 shrink-0"
                                        onChange={(event) => {
                                            setData('include_screenshot', event.target.checked);
                                        }}
                                    />
                                    <span>{t('Include a screenshot')}</span>
                                </label>
                                {data.include_screenshot && !hasImage && (
                                    <p className="mt-1 ml-7 text-xs text-neutral-600 dark:text-neutral-400">
                                        {t('Add the screenshot with Add files below.')}
                                    </p>
                                )}
                            </div>

                            <AttachmentPicker
                                files={data.attachments}
                                limits={limits}
                                disabled={processing}
                                errorFor={(index) => fieldErrors[`attachments.${index}`]}
                                onChange={changeAttachments}
                            />

                            {generalError && <AlertMessage>{generalError}</AlertMessage>}

                            {progress && (
                                <progress
                                    value={progress.percentage ?? 0}
                                    max={100}
                                    aria-label={t('Upload progress')}
                                    className="h-2 w-full overflow-hidden rounded-full accent-red-600"
                                />
                            )}

                            <div className="flex items-center justify-end gap-3">
                                {data.mood === '' && (
                                    <p className="text-xs text-neutral-600 dark:text-neutral-400">
                                        {t('Choose a mood to send.')}
                                    </p>
                                )}
                                <Button
                                    type="submit"
                                    processing={processing}
                                    disabled={data.mood === ''}
                                >
                                    {processing ? t('Sending...') : t('Send feedback')}
                                </Button>
                            </div>
                        </form>
                    </>
                )}
            </div>
        </AppLayout>
    );
}
