import SettingsForm from '@/Components/settings/SettingsForm';
import { choiceOptions, translatedLabels } from '@/Components/settings/choices';
import FormSection from '@/Components/ui/FormSection';
import SelectField from '@/Components/ui/SelectField';
import ToggleField from '@/Components/ui/ToggleField';
import useSettingsForm from '@/hooks/useSettingsForm';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t, translatable } from '@/lib/i18n';
import type {
    Av1Preference,
    DataUsage,
    PlaybackSettings,
    SettingsChoices,
    StreamQuality,
} from '@/types/settings';

type Flag = {
    [K in keyof PlaybackSettings]: PlaybackSettings[K] extends boolean ? K : never;
}[keyof PlaybackSettings];

const player: { key: Flag; label: string; hint: string }[] = [
    {
        key: 'autoplay',
        label: translatable('Autoplay'),
        hint: translatable(
            'When a video ends, the next one in Up next starts after a short countdown. Off: the player stops at the end.',
        ),
    },
    {
        key: 'inline_playback',
        label: translatable('Inline playback'),
        hint: translatable(
            'Will play a silent preview as you hover over a thumbnail. Saved now; previews come later. The same setting as in the studio.',
        ),
    },
    {
        key: 'subtitles',
        label: translatable('Always show subtitles'),
        hint: translatable('Saved now; no video has subtitles yet. They will show when one does.'),
    },
    {
        key: 'miniplayer',
        label: translatable('Miniplayer'),
        hint: translatable(
            'Keep a video playing in a corner when you leave its page while it plays. Off, it stops; the player’s miniplayer button still moves it there.',
        ),
    },
    {
        key: 'ambient_mode',
        label: translatable('Ambient mode'),
        hint: translatable(
            'A soft glow of the video’s colours around the player in dark theme. Saved now; it comes later.',
        ),
    },
];

const qualities: Record<StreamQuality, string> = {
    auto: translatable('Auto (recommended)'),
    '144p': '144p',
    '240p': '240p',
    '360p': '360p',
    '480p': '480p',
    '720p': '720p',
    '1080p': '1080p',
};

const dataUsage: Record<DataUsage, string> = {
    standard: translatable('Standard'),
    data_saver: translatable('Data saver'),
};

const av1: Record<Av1Preference, string> = {
    auto: translatable('Auto'),
    prefer_sd: translatable('Prefer AV1 for SD'),
    always: translatable('Always prefer AV1'),
};

/** 0.25× … 2×, "Normal" for 1. */
function speedLabel(speed: number): string {
    return speed === 1 ? t('Normal') : `${String(speed)}×`;
}

export default function Playback({ choices }: { choices: SettingsChoices<'playback'> }) {
    const form = useSettingsForm('playback');
    const { errors } = form;
    const speeds = choices.playback_speed ?? [];

    return (
        <SettingsLayout
            page="playback"
            description={t('How videos play for you, on every device you sign in on.')}
        >
            <SettingsForm
                onSubmit={form.submit}
                processing={form.processing}
                isDirty={form.isDirty}
                saved={form.saved}
                signedIn={form.signedIn}
                error={(errors as Record<string, string | undefined>).settings}
            >
                <FormSection id="playback-player-heading" title={t('Player')}>
                    <SelectField
                        {...form.select('playback_speed', Number)}
                        label={t('Default playback speed')}
                        hint={t(
                            'Every video starts at this speed; the player changes it for the video you watch.',
                        )}
                        options={choiceOptions(
                            speeds,
                            Object.fromEntries(
                                speeds.map((speed) => [String(speed), speedLabel(Number(speed))]),
                            ),
                        )}
                    />
                    {player.map(({ key, label, hint }) => (
                        <ToggleField
                            key={key}
                            {...form.toggle(key)}
                            label={t(label)}
                            hint={t(hint)}
                        />
                    ))}
                </FormSection>

                <FormSection
                    id="playback-performance-heading"
                    title={t('Quality and performance')}
                    description={t(
                        'Saved now. The player picks the quality from your connection today; these will set where it starts.',
                    )}
                >
                    <SelectField
                        {...form.select('quality_on_wifi')}
                        label={t('Video quality on Wi-Fi')}
                        options={choiceOptions(
                            choices.quality_on_wifi,
                            translatedLabels(qualities),
                        )}
                    />
                    <SelectField
                        {...form.select('quality_on_mobile')}
                        label={t('Video quality on mobile networks')}
                        options={choiceOptions(
                            choices.quality_on_mobile,
                            translatedLabels(qualities),
                        )}
                    />
                    <SelectField
                        {...form.select('data_usage')}
                        label={t('Data usage')}
                        hint={t('Data saver will keep to lower qualities on mobile networks.')}
                        options={choiceOptions(choices.data_usage, translatedLabels(dataUsage))}
                    />
                    <SelectField
                        {...form.select('av1_preference')}
                        label={t('AV1 settings')}
                        hint={t(
                            'Videos are encoded in H.264 today; this will choose when AV1 is used once it is offered.',
                        )}
                        options={choiceOptions(choices.av1_preference, translatedLabels(av1))}
                    />
                </FormSection>
            </SettingsForm>
        </SettingsLayout>
    );
}
