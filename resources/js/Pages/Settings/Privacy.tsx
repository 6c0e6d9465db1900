import SettingsForm from '@/Components/settings/SettingsForm';
import { choiceOptions } from '@/Components/settings/choices';
import UpdateAudienceForm, { type SharedAudience } from '@/Components/profile/UpdateAudienceForm';
import Card from '@/Components/ui/Card';
import FormSection from '@/Components/ui/FormSection';
import SelectField from '@/Components/ui/SelectField';
import ToggleField from '@/Components/ui/ToggleField';
import useSettingsForm from '@/hooks/useSettingsForm';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t, translatable } from '@/lib/i18n';
import type { Option } from '@/types/models';
import type { CookiePreference, PrivacySettings, SettingsChoices } from '@/types/settings';

type Flag = {
    [K in keyof PrivacySettings]: PrivacySettings[K] extends boolean ? K : never;
}[keyof PrivacySettings];

interface PrivacyProps {
    choices: SettingsChoices<'privacy'>;
    /** What a signed-in viewer shares for the channels' audience figures; null for a guest. */
    audience: SharedAudience | null;
    genders: Option[];
    countries: { code: string; name: string }[];
}

const channel: { key: Flag; label: string; hint: string }[] = [
    {
        key: 'show_subscriptions',
        label: translatable('Show my subscriptions on my channel'),
        hint: translatable(
            'Adds a Subscriptions tab to your channel page for everyone. You always see it yourself. The studio’s “Keep all my subscriptions private” is this setting, turned around.',
        ),
    },
    {
        key: 'show_liked_videos',
        label: translatable('Show my liked videos on my channel'),
        hint: translatable(
            'Adds a Liked videos tab with the public videos you like to your channel page for everyone.',
        ),
    },
    {
        key: 'show_saved_playlists',
        label: translatable('Show my saved playlists on my channel'),
        hint: translatable('Saved now; Blipstream cannot save other channels’ playlists yet.'),
    },
];

const activity: { key: Flag; label: string; hint: string }[] = [
    {
        key: 'manage_activity_data',
        label: translatable('Use my activity to personalise Blipstream'),
        hint: translatable(
            'Saved now; home and Up next are the same for everyone today. When recommendations are personalised, they will follow this.',
        ),
    },
    {
        key: 'ad_personalization',
        label: translatable('Personalised ads'),
        hint: translatable('Saved now; Blipstream shows no ads.'),
    },
];

const cookies: Record<CookiePreference, string> = {
    all: translatable('All cookies'),
    necessary: translatable('Necessary cookies only'),
    custom: translatable('Custom'),
};

export default function Privacy({ choices, audience, genders, countries }: PrivacyProps) {
    const form = useSettingsForm('privacy');
    const { data, errors } = form;
    const kept = data.keep_history_paused;

    const toggle = ({ key, label, hint }: { key: Flag; label: string; hint: string }) => (
        <ToggleField key={key} {...form.toggle(key)} label={t(label)} hint={t(hint)} />
    );

    return (
        <SettingsLayout
            page="privacy"
            description={t('What Blipstream keeps about you, and what others see of it.')}
        >
            <SettingsForm
                onSubmit={form.submit}
                processing={form.processing}
                isDirty={form.isDirty}
                saved={form.saved}
                signedIn={form.signedIn}
                error={(errors as Record<string, string | undefined>).settings}
            >
                <FormSection id="privacy-history-heading" title={t('History')}>
                    <ToggleField
                        {...form.toggle('keep_history_paused')}
                        label={t('Keep history paused')}
                        hint={t(
                            'Holds both pauses below on, and the History page cannot resume them, until you turn this off.',
                        )}
                    />
                    <ToggleField
                        {...form.toggle('pause_watch_history')}
                        label={t('Pause watch history')}
                        hint={t(
                            'While paused, the videos you watch are not kept in your history and you do not resume where you stopped. The same pause as on the History page.',
                        )}
                        // Held on while history is kept paused.
                        checked={kept || data.pause_watch_history}
                        disabled={kept}
                    />
                    <ToggleField
                        {...form.toggle('pause_search_history')}
                        label={t('Pause search history')}
                        hint={t(
                            'Blipstream keeps no search history today, so there is nothing to pause yet; this will hold if it ever keeps one.',
                        )}
                        // Held on while history is kept paused.
                        checked={kept || data.pause_search_history}
                        disabled={kept}
                    />
                </FormSection>

                <FormSection
                    id="privacy-channel-heading"
                    title={t('Your channel page')}
                    description={t('What visitors of your channel see of your own watching.')}
                >
                    {channel.map(toggle)}
                </FormSection>

                <FormSection id="privacy-ads-heading" title={t('Activity, ads and cookies')}>
                    {activity.map(toggle)}
                    <SelectField
                        {...form.select('cookie_preference')}
                        label={t('Cookies')}
                        hint={t(
                            'Blipstream sets only the cookies it needs to keep you signed in and to protect its forms. This choice will apply if it ever sets others.',
                        )}
                        options={choiceOptions(
                            choices.cookie_preference,
                            Object.fromEntries(
                                Object.entries(cookies).map(([value, label]) => [value, t(label)]),
                            ),
                        )}
                    />
                </FormSection>
            </SettingsForm>

            {audience !== null && (
                <Card>
                    <UpdateAudienceForm
                        audience={audience}
                        genders={genders}
                        countries={countries}
                    />
                </Card>
            )}
        </SettingsLayout>
    );
}
