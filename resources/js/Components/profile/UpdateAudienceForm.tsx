import { useForm } from '@inertiajs/react';
import { useMemo, type SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import SelectInput from '@/Components/ui/SelectInput';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextField from '@/Components/ui/TextField';
import { currentLocale, t } from '@/lib/i18n';
import type { Option } from '@/types/models';

/** Mirrors ProfileController::edit()'s audience: what the viewer shares, each optional. */
export interface SharedAudience {
    birth_year: number | null;
    gender: string | null;
    country: string | null;
}

interface UpdateAudienceFormProps {
    audience: SharedAudience;
    genders: Option[];
    countries: { code: string; name: string }[];
    className?: string;
}

/** The countries named in the interface's language, in its alphabetical order. */
function countryOptions(countries: { code: string; name: string }[]): Option[] {
    const locale = currentLocale();
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(locale);

    return countries
        .map((country) => ({ value: country.code, label: names.of(country.code) ?? country.name }))
        .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The optional Audience section: a viewer may share their birth year, gender and country
 * with the channels they watch, whose analytics show them only as shares of 20 or more
 * viewers. An empty field shares nothing.
 */
export default function UpdateAudienceForm({
    audience,
    genders,
    countries,
    className = '',
}: UpdateAudienceFormProps) {
    const { data, setData, put, errors, processing, recentlySuccessful } = useForm({
        birth_year: audience.birth_year === null ? '' : String(audience.birth_year),
        gender: audience.gender ?? '',
        country: audience.country ?? '',
    });

    const countryChoices = useMemo(() => countryOptions(countries), [countries]);

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        put(route('profile.audience.update'), { preserveScroll: true });
    };

    return (
        <section aria-labelledby="audience-heading" className={className}>
            <header>
                <h2
                    id="audience-heading"
                    className="text-lg font-semibold text-neutral-900 dark:text-neutral-100"
                >
                    {t('Audience')}
                </h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {t(
                        'Optional. Channels you watch see these only as part of their audience figures, never with your name, and only once at least 20 viewers share them. Leave a field empty to share nothing.',
                    )}
                </p>
            </header>

            <form onSubmit={submit} className="mt-6 space-y-6">
                <TextField
                    label={t('Birth year')}
                    id="birth_year"
                    inputMode="numeric"
                    autoComplete="bday-year"
                    value={data.birth_year}
                    error={errors.birth_year}
                    onChange={(event) => {
                        setData('birth_year', event.target.value);
                    }}
                />

                <div>
                    <InputLabel htmlFor="gender" value={t('Gender')} />
                    <SelectInput
                        id="gender"
                        name="gender"
                        value={data.gender}
                        options={genders}
                        placeholder={t('Not shared')}
                        error={errors.gender}
                        onChange={(event) => {
                            setData('gender', event.target.value);
                        }}
                        className="mt-1"
                    />
                    <InputError forId="gender" message={errors.gender} className="mt-2" />
                </div>

                <div>
                    <InputLabel htmlFor="country" value={t('Country')} />
                    <SelectInput
                        id="country"
                        name="country"
                        autoComplete="country"
                        value={data.country}
                        options={countryChoices}
                        placeholder={t('Not shared')}
                        error={errors.country}
                        onChange={(event) => {
                            setData('country', event.target.value);
                        }}
                        className="mt-1"
                    />
                    <InputError forId="country" message={errors.country} className="mt-2" />
                </div>

                <div className="flex items-center gap-4">
                    <Button type="submit" processing={processing}>
                        {t('Save')}
                    </Button>
                    <StatusMessage>{recentlySuccessful && t('Saved.')}</StatusMessage>
                </div>
            </form>
        </section>
    );
}
