import SettingsForm from '@/Components/settings/SettingsForm';
import { choiceOptions, translatedLabels } from '@/Components/settings/choices';
import FormSection from '@/Components/ui/FormSection';
import SelectField from '@/Components/ui/SelectField';
import ToggleField from '@/Components/ui/ToggleField';
import useSettingsForm from '@/hooks/useSettingsForm';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t, translatable } from '@/lib/i18n';
import type { FontSize, LanguageCode, SettingsChoices, ThemeChoice } from '@/types/settings';

const themes: Record<ThemeChoice, string> = {
    light: translatable('Light'),
    dark: translatable('Dark'),
    system: translatable('Use device theme'),
};

const fontSizes: Record<FontSize, string> = {
    small: translatable('Small'),
    medium: translatable('Medium'),
    large: translatable('Large'),
    'x-large': translatable('Extra large'),
};

/** Each language names itself, so a reader finds their own whatever the page speaks. */
const languages: Record<LanguageCode, string> = {
    en: 'English',
    es: 'Español',
    fr: 'Français',
    de: 'Deutsch',
    ja: '日本語',
};

export default function Appearance({ choices }: { choices: SettingsChoices<'appearance'> }) {
    const form = useSettingsForm('appearance', {
        // The interface's words are loaded with the page, so another language needs a new one.
        onSaved: (saved, before) => {
            if (saved.language !== before.language) {
                window.location.reload();
            }
        },
    });
    const { errors } = form;

    return (
        <SettingsLayout page="appearance" description={t('How Blipstream looks and reads.')}>
            <SettingsForm
                onSubmit={form.submit}
                processing={form.processing}
                isDirty={form.isDirty}
                saved={form.saved}
                signedIn={form.signedIn}
                error={(errors as Record<string, string | undefined>).settings}
            >
                <FormSection id="appearance-display-heading" title={t('Display')}>
                    <SelectField
                        {...form.select('theme')}
                        label={t('Theme')}
                        hint={t(
                            'Use device theme follows your system’s light or dark setting as it changes.',
                        )}
                        options={choiceOptions(choices.theme, translatedLabels(themes))}
                    />
                    <SelectField
                        {...form.select('font_size')}
                        label={t('Font size')}
                        hint={t('Scales all of Blipstream: text, buttons and spacing.')}
                        options={choiceOptions(choices.font_size, translatedLabels(fontSizes))}
                    />
                    <ToggleField
                        {...form.toggle('compact_mode')}
                        label={t('Compact mode')}
                        hint={t(
                            'Denser video grids: a column more at every width, closer together.',
                        )}
                    />
                    <ToggleField
                        {...form.toggle('reduced_motion')}
                        label={t('Reduce motion')}
                        hint={t(
                            'No animations or transitions: menus, skeletons and spinners stand still.',
                        )}
                    />
                </FormSection>

                <FormSection id="appearance-language-heading" title={t('Language')}>
                    <SelectField
                        {...form.select('language')}
                        label={t('Display language')}
                        hint={t(
                            'The language of every page and of the e-mails Blipstream sends you.',
                        )}
                        options={choiceOptions(choices.language, languages)}
                    />
                </FormSection>
            </SettingsForm>
        </SettingsLayout>
    );
}
