import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import SelectInput from '@/Components/ui/SelectInput';
import StatusMessage from '@/Components/ui/StatusMessage';
import TextField from '@/Components/ui/TextField';
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
                    Audience
                </h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    Optional. Channels you watch see these only as part of their audience figures,
                    never with your name, and only once at least 20 viewers share them. Leave a
                    field empty to share nothing.
                </p>
            </header>

            <form onSubmit={submit} className="mt-6 space-y-6">
                <TextField
                    label="Birth year"
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
                    <InputLabel htmlFor="gender" value="Gender" />
                    <SelectInput
                        id="gender"
                        name="gender"
                        value={data.gender}
                        options={genders}
                        placeholder="Not shared"
                        error={errors.gender}
                        onChange={(event) => {
                            setData('gender', event.target.value);
                        }}
                        className="mt-1"
                    />
                    <InputError forId="gender" message={errors.gender} className="mt-2" />
                </div>

                <div>
                    <InputLabel htmlFor="country" value="Country" />
                    <SelectInput
                        id="country"
                        name="country"
                        autoComplete="country"
                        value={data.country}
                        options={countries.map((country) => ({
                            value: country.code,
                            label: country.name,
                        }))}
                        placeholder="Not shared"
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
                        Save
                    </Button>
                    <StatusMessage>{recentlySuccessful && 'Saved.'}</StatusMessage>
                </div>
            </form>
        </section>
    );
}
