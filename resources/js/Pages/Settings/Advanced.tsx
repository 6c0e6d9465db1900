import SettingsForm from '@/Components/settings/SettingsForm';
import FormSection from '@/Components/ui/FormSection';
import ToggleField from '@/Components/ui/ToggleField';
import useSettingsForm from '@/hooks/useSettingsForm';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t, translatable } from '@/lib/i18n';
import type { AdvancedSettings } from '@/types/settings';

const switches: { key: keyof AdvancedSettings; label: string; hint: string }[] = [
    {
        key: 'enable_stats',
        label: translatable('Stats for nerds'),
        hint: translatable(
            'An overlay on the player with the stream’s resolution, bitrate and buffer. Saved now; it comes with the next player features.',
        ),
    },
    {
        key: 'enable_debug_mode',
        label: translatable('Debug mode'),
        hint: translatable(
            'Extra details for reporting a problem. Saved now; there are none to show yet.',
        ),
    },
    {
        key: 'enable_experimental_features',
        label: translatable('Experimental features'),
        hint: translatable('Try features before everyone else. Saved now; none are on trial yet.'),
    },
    {
        key: 'enable_background_playback',
        label: translatable('Background playback'),
        hint: translatable(
            'Keep the sound playing when you leave the page or lock your phone. Saved now; it comes later.',
        ),
    },
    {
        key: 'enable_picture_in_picture',
        label: translatable('Picture-in-picture'),
        hint: translatable(
            'Let videos float in a window of their own. Saved now; the player will follow it.',
        ),
    },
    {
        key: 'enable_hardware_acceleration',
        label: translatable('Hardware acceleration'),
        hint: translatable(
            'Let your device’s graphics chip decode video. Your browser decides this today; saved for the apps.',
        ),
    },
];

export default function Advanced({ appVersion }: { appVersion: string }) {
    const form = useSettingsForm('advanced');
    const { errors } = form;

    return (
        <SettingsLayout
            page="advance"
            description={t('Switches for features that are on their way.')}
        >
            <SettingsForm
                onSubmit={form.submit}
                processing={form.processing}
                isDirty={form.isDirty}
                saved={form.saved}
                signedIn={form.signedIn}
                error={(errors as Record<string, string | undefined>).settings}
            >
                <FormSection id="advanced-heading" title={t('Advanced')}>
                    {switches.map(({ key, label, hint }) => (
                        <ToggleField
                            key={key}
                            {...form.toggle(key)}
                            label={t(label)}
                            hint={t(hint)}
                        />
                    ))}
                </FormSection>
            </SettingsForm>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
                {t('App version :version', { version: appVersion })}
            </p>
        </SettingsLayout>
    );
}
