import { useForm } from '@inertiajs/react';
import { clearGuestLibrary, guestLibraryPayload } from '@/hooks/useGuestLibrary';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import TextInput from '@/Components/ui/TextInput';
import TextLink from '@/Components/ui/TextLink';
import GuestLayout from '@/Layouts/GuestLayout';

export default function Register() {
    const { data, setData, post, processing, errors, reset, transform } = useForm({
        name: '',
        email: '',
        password: '',
        password_confirmation: '',
    });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // A guest's subscriptions go along so the new session keeps them.
        transform((fields) => ({ ...fields, guest_library: guestLibraryPayload() }));
        post(route('register'), {
            onSuccess: clearGuestLibrary,
            onFinish: () => {
                reset('password', 'password_confirmation');
            },
        });
    };

    return (
        <GuestLayout title="Register">
            <form onSubmit={submit} className="space-y-4">
                <div>
                    <InputLabel htmlFor="name" value="Name" />
                    <TextInput
                        id="name"
                        name="name"
                        value={data.name}
                        className="mt-1"
                        autoComplete="name"
                        required
                        isFocused
                        error={errors.name}
                        onChange={(event) => {
                            setData('name', event.target.value);
                        }}
                    />
                    <InputError forId="name" message={errors.name} className="mt-2" />
                </div>

                <div>
                    <InputLabel htmlFor="email" value="Email" />
                    <TextInput
                        id="email"
                        type="email"
                        name="email"
                        value={data.email}
                        className="mt-1"
                        autoComplete="username"
                        required
                        error={errors.email}
                        onChange={(event) => {
                            setData('email', event.target.value);
                        }}
                    />
                    <InputError forId="email" message={errors.email} className="mt-2" />
                </div>

                <div>
                    <InputLabel htmlFor="password" value="Password" />
                    <TextInput
                        id="password"
                        type="password"
                        name="password"
                        value={data.password}
                        className="mt-1"
                        autoComplete="new-password"
                        required
                        error={errors.password}
                        onChange={(event) => {
                            setData('password', event.target.value);
                        }}
                    />
                    <InputError forId="password" message={errors.password} className="mt-2" />
                </div>

                <div>
                    <InputLabel htmlFor="password_confirmation" value="Confirm Password" />
                    <TextInput
                        id="password_confirmation"
                        type="password"
                        name="password_confirmation"
                        value={data.password_confirmation}
                        className="mt-1"
                        autoComplete="new-password"
                        required
                        error={errors.password_confirmation}
                        onChange={(event) => {
                            setData('password_confirmation', event.target.value);
                        }}
                    />
                    <InputError
                        forId="password_confirmation"
                        message={errors.password_confirmation}
                        className="mt-2"
                    />
                </div>

                <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 pt-2">
                    <TextLink href={route('login')}>Already registered?</TextLink>
                    <Button type="submit" processing={processing}>
                        Register
                    </Button>
                </div>
            </form>
        </GuestLayout>
    );
}
