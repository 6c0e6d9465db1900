import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import FormSection from '@/Components/ui/FormSection';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import SelectInput from '@/Components/ui/SelectInput';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextArea from '@/Components/ui/TextArea';
import TextInput from '@/Components/ui/TextInput';
import ToggleField from '@/Components/ui/ToggleField';
import { translatedOptions } from '@/Components/studio/translatedOptions';
import StudioLayout from '@/Layouts/StudioLayout';
import { t, translatable } from '@/lib/i18n';
import type { Option, Visibility } from '@/types/models';

export type StudioNotification =
    'followers' | 'recommended_videos' | 'channel_activity' | 'replies' | 'mentions';

/** The studio settings as the form edits them: lists are text, as on the video details form. */
export interface StudioSettingsForm {
    upload: {
        visibility: Visibility;
        /** Null for no category. */
        category: string | null;
        made_for_kids: boolean;
        /** Comma separated. */
        tags: string;
    };
    comments: {
        hold_all: boolean;
        hold_links: boolean;
        /** One word or phrase per line. */
        blocked_words: string;
    };
    notifications: Record<StudioNotification, boolean>;
    privacy: { keep_subscriptions_private: boolean };
    playback: { inline_playback: boolean };
}

export interface StudioSettingsProps {
    [key: string]: unknown;
    /** Not `settings`: that is the shared prop of the account's settings. */
    studioSettings: StudioSettingsForm;
    categories: Option[];
}

const visibilityOptions: { value: Visibility; label: string }[] = [
    { value: 'private', label: translatable('Private') },
    { value: 'unlisted', label: translatable('Unlisted') },
    { value: 'public', label: translatable('Public') },
];

// Spec §3: the studio-area notification preferences, only followers on by default.
const notificationChoices: { key: StudioNotification; label: string; hint: string }[] = [
    {
        key: 'followers',
        label: translatable('New subscribers'),
        hint: translatable('When someone subscribes to your channel.'),
    },
    {
        key: 'channel_activity',
        label: translatable('Activity on my channel'),
        hint: translatable('When someone comments on one of your videos.'),
    },
    {
        key: 'replies',
        label: translatable('Replies'),
        hint: translatable('When someone replies to one of your comments.'),
    },
    {
        key: 'mentions',
        label: translatable('Mentions'),
        hint: translatable('When someone mentions your channel’s handle in a comment.'),
    },
    {
        key: 'recommended_videos',
        label: translatable('Recommended videos'),
        hint: translatable('Videos picked for you. Saved now; no recommendations are sent yet.'),
    },
];

/**
 * Studio settings: the defaults a new upload's details form starts from, the rules that hold
 * new comments for review, which channel activity notifies the owner, and the studio's
 * privacy and playback choices. One form, saved at once.
 */
export default function Settings({ studioSettings, categories }: StudioSettingsProps) {
    const { data, setData, setDefaults, patch, errors, processing, isDirty, recentlySuccessful } =
        useForm<StudioSettingsForm>(studioSettings);

    function submit(event: SubmitEvent<HTMLFormElement>) {
        event.preventDefault();
        patch(route('studio.settings.update'), {
            preserveScroll: true,
            // What was saved is the new starting point, so Save waits for the next change.
            onSuccess: () => {
                setDefaults();
            },
        });
    }

    return (
        <form onSubmit={submit} className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6" noValidate>
            <h1 className="text-2xl font-bold">{t('Settings')}</h1>

            <FormSection
                id="upload-defaults-heading"
                title={t('Upload defaults')}
                description={t(
                    'A new upload’s details form starts from these. Every upload stays private until you publish it.',
                )}
            >
                <div className="grid gap-4 sm:grid-cols-2">
                    <div>
                        <InputLabel htmlFor="upload-visibility" value={t('Visibility')} />
                        <SelectInput
                            id="upload-visibility"
                            className="mt-1"
                            options={translatedOptions(visibilityOptions)}
                            value={data.upload.visibility}
                            error={errors['upload.visibility']}
                            onChange={(event) =>
                                setData('upload.visibility', event.target.value as Visibility)
                            }
                        />
                        <InputError
                            forId="upload-visibility"
                            message={errors['upload.visibility']}
                            className="mt-1"
                        />
                    </div>
                    <div>
                        <InputLabel htmlFor="upload-category" value={t('Category')} />
                        <SelectInput
                            id="upload-category"
                            className="mt-1"
                            options={categories}
                            placeholder={t('None')}
                            value={data.upload.category ?? ''}
                            error={errors['upload.category']}
                            onChange={(event) =>
                                setData('upload.category', event.target.value || null)
                            }
                        />
                        <InputError
                            forId="upload-category"
                            message={errors['upload.category']}
                            className="mt-1"
                        />
                    </div>
                </div>
                <div>
                    <InputLabel htmlFor="upload-tags" value={t('Tags')} />
                    <TextInput
                        id="upload-tags"
                        className="mt-1"
                        value={data.upload.tags}
                        error={errors['upload.tags']}
                        placeholder={t('Separate tags with commas')}
                        onChange={(event) => setData('upload.tags', event.target.value)}
                    />
                    <InputError
                        forId="upload-tags"
                        message={errors['upload.tags']}
                        className="mt-1"
                    />
                </div>
                <ToggleField
                    id="upload-made-for-kids"
                    label={t('Made for kids')}
                    hint={t('Videos only; shorts have no such setting.')}
                    checked={data.upload.made_for_kids}
                    error={errors['upload.made_for_kids']}
                    onChange={(checked) => setData('upload.made_for_kids', checked)}
                />
            </FormSection>

            <FormSection
                id="comments-heading"
                title={t('Comments')}
                description={t(
                    'Held comments wait in Comments, Held for review, until you approve them; only their authors see them meanwhile. Your own comments are never held.',
                )}
            >
                <ToggleField
                    id="comments-hold-all"
                    label={t('Hold all new comments for review')}
                    hint={t('Nothing shows on your videos before you approve it.')}
                    checked={data.comments.hold_all}
                    error={errors['comments.hold_all']}
                    onChange={(checked) => setData('comments.hold_all', checked)}
                />
                <ToggleField
                    id="comments-hold-links"
                    label={t('Hold comments with links for review')}
                    hint={t('Comments with a web address or a link.')}
                    checked={data.comments.hold_links}
                    error={errors['comments.hold_links']}
                    onChange={(checked) => setData('comments.hold_links', checked)}
                />
                <div>
                    <InputLabel htmlFor="comments-blocked-words" value={t('Blocked words')} />
                    <p
                        id="comments-blocked-words-hint"
                        className="text-sm text-neutral-600 dark:text-neutral-400"
                    >
                        {t(
                            'Comments containing one of these words or phrases are held. One per line or separated by commas; case does not matter.',
                        )}
                    </p>
                    <TextArea
                        id="comments-blocked-words"
                        className="mt-1"
                        rows={4}
                        value={data.comments.blocked_words}
                        error={errors['comments.blocked_words']}
                        aria-describedby={
                            errors['comments.blocked_words']
                                ? 'comments-blocked-words-error'
                                : 'comments-blocked-words-hint'
                        }
                        onChange={(event) => setData('comments.blocked_words', event.target.value)}
                    />
                    <InputError
                        forId="comments-blocked-words"
                        message={errors['comments.blocked_words']}
                        className="mt-1"
                    />
                </div>
            </FormSection>

            <FormSection
                id="notifications-heading"
                title={t('Notifications')}
                description={t('What your channel’s activity notifies you of, in the bell.')}
            >
                {notificationChoices.map((choice) => (
                    <ToggleField
                        key={choice.key}
                        id={`notifications-${choice.key}`}
                        label={t(choice.label)}
                        hint={t(choice.hint)}
                        checked={data.notifications[choice.key]}
                        error={errors[`notifications.${choice.key}`]}
                        onChange={(checked) => setData(`notifications.${choice.key}`, checked)}
                    />
                ))}
            </FormSection>

            <FormSection
                id="privacy-heading"
                title={t('Privacy')}
                description={t('Who sees what about you.')}
            >
                <ToggleField
                    id="privacy-keep-subscriptions-private"
                    label={t('Keep all my subscriptions private')}
                    hint={t(
                        'When off, your channel’s Subscriptions tab shows everyone the channels you subscribe to.',
                    )}
                    checked={data.privacy.keep_subscriptions_private}
                    error={errors['privacy.keep_subscriptions_private']}
                    onChange={(checked) => setData('privacy.keep_subscriptions_private', checked)}
                />
            </FormSection>

            <FormSection
                id="playback-heading"
                title={t('Playback')}
                description={t('How videos play for you.')}
            >
                <ToggleField
                    id="playback-inline-playback"
                    label={t('Inline playback')}
                    hint={t(
                        'Will play a silent preview as you hover over a thumbnail. Saved now; previews are not available yet.',
                    )}
                    checked={data.playback.inline_playback}
                    error={errors['playback.inline_playback']}
                    onChange={(checked) => setData('playback.inline_playback', checked)}
                />
            </FormSection>

            <div className="flex items-center justify-end gap-4">
                <StatusMessage>
                    {recentlySuccessful && !isDirty && t('Settings saved')}
                </StatusMessage>
                <Button type="submit" processing={processing} disabled={!isDirty}>
                    {processing ? t('Saving...') : t('Save')}
                </Button>
            </div>
        </form>
    );
}

// Persistent: Inertia keeps the studio frame, and the uploads it shows, from page to page.
Settings.layout = () => [StudioLayout, { title: t('Settings') }];
