import SettingsForm from '@/Components/settings/SettingsForm';
import { choiceOptions } from '@/Components/settings/choices';
import FormSection from '@/Components/ui/FormSection';
import SelectField from '@/Components/ui/SelectField';
import ToggleField from '@/Components/ui/ToggleField';
import useSettingsForm from '@/hooks/useSettingsForm';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t, translatable } from '@/lib/i18n';
import type { EmailFrequency, NotificationSettings, SettingsChoices } from '@/types/settings';

type Flag = {
    [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never;
}[keyof NotificationSettings];

const bell: { key: Flag; label: string; hint: string }[] = [
    {
        key: 'subscriptions',
        label: translatable('Activity from my subscriptions'),
        hint: translatable('New videos from the channels you subscribe to, as each bell allows.'),
    },
    {
        key: 'live_streams',
        label: translatable('Live streams'),
        hint: translatable('When a channel you subscribe to goes live.'),
    },
    {
        key: 'channel_activity',
        label: translatable('Activity on my channel'),
        hint: translatable('Comments on your videos. The same setting as in the studio.'),
    },
    {
        key: 'replies',
        label: translatable('Replies to my comments'),
        hint: translatable('When someone replies to one of your comments.'),
    },
    {
        key: 'mentions',
        label: translatable('Mentions'),
        hint: translatable('When someone mentions your channel’s handle in a comment.'),
    },
    {
        key: 'premieres',
        label: translatable('Premieres'),
        hint: translatable(
            'Upcoming premieres of your subscriptions. Saved now; Blipstream has no premieres yet.',
        ),
    },
    {
        key: 'recommended',
        label: translatable('Recommended videos'),
        hint: translatable('Videos picked for you. Saved now; no recommendations are sent yet.'),
    },
    {
        key: 'activity_sharing',
        label: translatable('Activity sharing'),
        hint: translatable(
            'Tell the channels you follow when you like or share their videos. Saved now; nothing is shared yet.',
        ),
    },
];

const frequencies: Record<EmailFrequency, string> = {
    immediately: translatable('As it happens'),
    daily: translatable('Daily digest'),
    weekly: translatable('Weekly digest (Mondays)'),
};

export default function Notifications({ choices }: { choices: SettingsChoices<'notifications'> }) {
    const form = useSettingsForm('notifications');
    const { errors } = form;

    return (
        <SettingsLayout
            page="notifications"
            description={t(
                'Choose what the bell tells you about, and whether it is e-mailed to you.',
            )}
        >
            <SettingsForm
                onSubmit={form.submit}
                processing={form.processing}
                isDirty={form.isDirty}
                saved={form.saved}
                signedIn={form.signedIn}
                error={(errors as Record<string, string | undefined>).settings}
            >
                <FormSection
                    id="notifications-bell-heading"
                    title={t('In the bell')}
                    description={t('Each one you turn off stops appearing in the bell.')}
                >
                    {bell.map(({ key, label, hint }) => (
                        <ToggleField
                            key={key}
                            {...form.toggle(key)}
                            label={t(label)}
                            hint={t(hint)}
                        />
                    ))}
                </FormSection>

                <FormSection
                    id="notifications-email-heading"
                    title={t('E-mail')}
                    description={t(
                        'Unread notifications from the bell, sent to your account’s address. Each is mailed once; what you have read already is not.',
                    )}
                >
                    <ToggleField
                        {...form.toggle('email_notifications')}
                        label={t('E-mail me my notifications')}
                        hint={t('Off: nothing is mailed.')}
                    />
                    <SelectField
                        {...form.select('email_frequency')}
                        label={t('How often')}
                        hint={t('Digests go out at 08:00 UTC.')}
                        options={choiceOptions(
                            choices.email_frequency,
                            Object.fromEntries(
                                Object.entries(frequencies).map(([value, label]) => [
                                    value,
                                    t(label),
                                ]),
                            ),
                        )}
                    />
                    <ToggleField
                        {...form.toggle('push_notifications')}
                        label={t('Push notifications')}
                        hint={t(
                            'Notifications from your browser or phone while Blipstream is closed. Saved now; Blipstream cannot send them yet.',
                        )}
                    />
                </FormSection>
            </SettingsForm>
        </SettingsLayout>
    );
}
