import { useForm } from '@inertiajs/react';
import type { SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import TextInput from '@/Components/ui/TextInput';
import GuestLayout from '@/Layouts/GuestLayout';

export default function ConfirmPassword() {
    const { data, setData, post, processing, errors, reset } = useForm({ password: '' });

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        post(route('password.confirm'), {
            onFinish: () => {
                reset('password');
            },
        });
    };

    return (
        <GuestLayout title="Confirm Password">
            <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
                This is a secure area of the application. Please confirm your password before
                continuing.
            </p>

            <form onSubmit={submit} className="space-y-4">
                <div>
                    <InputLabel htmlFor="password" value="Password" />
                    <TextInput
                        id="password"
                        type="password"
                        name="password"
                        value={data.password}
                        className="mt-1"
                        autoComplete="current-password"
                        required
                        isFocused
                        error={errors.password}
                        onChange={(event) => {
                            setData('password', event.target.value);
                        }}
                    />
                    <InputError forId="password" message={errors.password} className="mt-2" />
                </div>

                <div className="flex justify-end pt-2">
                    <Button type="submit" processing={processing}>
                        Confirm
                    </Button>
                </div>
            </form>
        </GuestLayout>
    );
}
