import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import { SaveRow } from '@/Components/settings/SettingsForm';
import FormSection from '@/Components/ui/FormSection';
import SelectField from '@/Components/ui/SelectField';
import { t } from '@/lib/i18n';

/**
 * The account's time zone, which the studio's analytics count days in. The browser reports it
 * the first time Analytics opens; here it can be chosen by hand.
 */
export default function TimezoneForm({
    timezone,
    timezones,
}: {
    timezone: string | null;
    timezones: string[];
}) {
    const { data, setData, put, errors, processing, isDirty, recentlySuccessful, setDefaults } =
        useForm({ timezone: timezone ?? 'UTC' });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        put(route('profile.timezone.update'), {
            preserveScroll: true,
            onSuccess: () => {
                setDefaults();
            },
        });
    };

    return (
        <FormSection
            id="timezone-heading"
            title={t('Time zone')}
            description={t(
                'Your studio’s analytics count days in this zone. Until you choose one, your browser’s is taken the first time you open Analytics.',
            )}
        >
            <form onSubmit={submit} className="flex flex-wrap items-end gap-4" noValidate>
                <div className="min-w-0 flex-1">
                    <SelectField
                        id="timezone"
                        label={t('Time zone')}
                        options={timezones.map((zone) => ({ value: zone, label: zone }))}
                        value={data.timezone}
                        error={errors.timezone}
                        onChange={(event) => {
                            setData('timezone', event.target.value);
                        }}
                    />
                </div>
                <SaveRow processing={processing} isDirty={isDirty} saved={recentlySuccessful} />
            </form>
        </FormSection>
    );
}
