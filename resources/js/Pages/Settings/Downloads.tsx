import SettingsForm from '@/Components/settings/SettingsForm';
import { choiceOptions, translatedLabels } from '@/Components/settings/choices';
import FormSection from '@/Components/ui/FormSection';
import SelectField from '@/Components/ui/SelectField';
import ToggleField from '@/Components/ui/ToggleField';
import useSettingsForm from '@/hooks/useSettingsForm';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t, translatable } from '@/lib/i18n';
import type {
    DownloadLimit,
    DownloadSettings,
    SettingsChoices,
    StorageLocation,
} from '@/types/settings';

type Flag = {
    [K in keyof DownloadSettings]: DownloadSettings[K] extends boolean ? K : never;
}[keyof DownloadSettings];

const flags: { key: Flag; label: string; hint: string }[] = [
    {
        key: 'download_over_wifi',
        label: translatable('Download over Wi-Fi only'),
        hint: translatable('Never use mobile data for downloads.'),
    },
    {
        key: 'auto_download',
        label: translatable('Download new videos automatically'),
        hint: translatable('New videos from your subscriptions, ready to watch offline.'),
    },
    {
        key: 'delete_watched',
        label: translatable('Delete watched downloads'),
        hint: translatable('Free the space once you have watched a download to the end.'),
    },
];

const limits: Record<DownloadLimit, string> = {
    '2gb': '2 GB',
    '5gb': '5 GB',
    '10gb': '10 GB',
    '20gb': '20 GB',
    unlimited: translatable('Unlimited'),
};

const locations: Record<StorageLocation, string> = {
    internal: translatable('Internal storage'),
    sd_card: translatable('SD card'),
};

export default function Downloads({ choices }: { choices: SettingsChoices<'downloads'> }) {
    const form = useSettingsForm('downloads');
    const { errors } = form;

    return (
        <SettingsLayout
            page="downloads"
            description={t(
                'Blipstream cannot download videos yet. These choices are saved and will apply when downloads arrive in its apps.',
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
                <FormSection id="downloads-heading" title={t('Downloads')}>
                    <SelectField
                        {...form.select('download_quality')}
                        label={t('Download quality')}
                        options={choiceOptions(choices.download_quality, {})}
                    />
                    <SelectField
                        {...form.select('download_limit')}
                        label={t('Storage limit')}
                        hint={t('The most space downloads may take.')}
                        options={choiceOptions(choices.download_limit, translatedLabels(limits))}
                    />
                    <SelectField
                        {...form.select('storage_location')}
                        label={t('Storage location')}
                        options={choiceOptions(
                            choices.storage_location,
                            translatedLabels(locations),
                        )}
                    />
                    {flags.map(({ key, label, hint }) => (
                        <ToggleField
                            key={key}
                            {...form.toggle(key)}
                            label={t(label)}
                            hint={t(hint)}
                        />
                    ))}
                </FormSection>
            </SettingsForm>
        </SettingsLayout>
    );
}
