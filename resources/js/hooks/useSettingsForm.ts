import { useForm, usePage, type InertiaFormProps } from '@inertiajs/react';
import { useEffect, useState, type ChangeEvent, type SubmitEvent } from 'react';

import useSettings from '@/hooks/useSettings';
import { saveGuestSection } from '@/lib/guestSettings';
import { SETTINGS_UPDATE_ROUTES } from '@/lib/saveSettings';
import type { PageProps } from '@/types';
import type { SettingsSection, UserSettings } from '@/types/settings';

/** Spec §9: a success flag lasts 2 s. */
const SAVED_FOR_MS = 2000;

/**
 * One section of the settings as a form: an account saves it to the server (its Form Request
 * answers field by field), a signed-out visitor's browser keeps it. Either way the saved
 * values become the form's new starting point, and `saved` reads true for two seconds.
 */
export default function useSettingsForm<S extends SettingsSection>(
    section: S,
    { onSaved }: { onSaved?: (values: UserSettings[S], before: UserSettings[S]) => void } = {},
) {
    const signedIn = usePage<PageProps>().props.auth.user !== null;
    const current = useSettings()[section];
    // Each section is a flat record of JSON values; TypeScript cannot see that through the
    // generic section, so the form is typed here once for all of them.
    const form = useForm(
        current as Record<string, string | number | boolean | null>,
    ) as unknown as InertiaFormProps<UserSettings[S]>;
    const [savedHere, setSavedHere] = useState(false);

    useEffect(() => {
        if (!savedHere) {
            return;
        }
        const timer = window.setTimeout(() => {
            setSavedHere(false);
        }, SAVED_FOR_MS);

        return () => {
            window.clearTimeout(timer);
        };
    }, [savedHere]);

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        const values = form.data;

        if (!signedIn) {
            saveGuestSection(section, values);
            form.setDefaults();
            setSavedHere(true);
            onSaved?.(values, current);

            return;
        }

        form.patch(route(SETTINGS_UPDATE_ROUTES[section]), {
            preserveScroll: true,
            onSuccess: () => {
                form.setDefaults();
                onSaved?.(values, current);
            },
        });
    };

    type Key = keyof UserSettings[S] & string;
    type Flag = { [K in Key]: UserSettings[S][K] extends boolean ? K : never }[Key];
    const fieldError = (key: Key) => (form.errors as Partial<Record<string, string>>)[key];
    // Inertia's form types cannot follow keys through the generic section; the bindings below
    // take only the section's own keys and values.
    const setField = form.setData as (key: string, value: unknown) => void;

    /** A SelectField's id, value, error and change handler for one setting; `parse` turns the option's text into the setting's type. */
    const select = <K extends Key>(
        key: K,
        parse: (value: string) => UserSettings[S][K] = (value) => value as UserSettings[S][K],
    ) => ({
        id: `${section}-${key}`,
        value: String(form.data[key]),
        error: fieldError(key),
        onChange: (event: ChangeEvent<HTMLSelectElement>) => {
            setField(key, parse(event.target.value));
        },
    });

    /** A ToggleField's id, state, error and change handler for one on/off setting. */
    const toggle = (key: Flag) => ({
        id: `${section}-${key}`,
        checked: form.data[key] as boolean,
        error: fieldError(key),
        onChange: (checked: boolean) => {
            setField(key, checked);
        },
    });

    return {
        ...form,
        submit,
        signedIn,
        saved: form.recentlySuccessful || savedHere,
        select,
        toggle,
    };
}
