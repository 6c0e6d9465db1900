import { useForm } from '@inertiajs/react';
import { useRef, useState, type SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import Modal from '@/Components/ui/Modal';
import TextInput from '@/Components/ui/TextInput';
import { t } from '@/lib/i18n';

export default function DeleteUserForm({ className = '' }: { className?: string }) {
    const [confirming, setConfirming] = useState(false);
    const passwordInput = useRef<HTMLInputElement>(null);

    const {
        data,
        setData,
        delete: destroy,
        processing,
        reset,
        errors,
        clearErrors,
    } = useForm({ password: '' });

    const closeModal = () => {
        setConfirming(false);
        clearErrors();
        reset();
    };

    const deleteUser = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        destroy(route('profile.destroy'), {
            preserveScroll: true,
            onSuccess: () => {
                closeModal();
            },
            onError: () => {
                passwordInput.current?.focus();
            },
            onFinish: () => {
                reset();
            },
        });
    };

    return (
        <section aria-labelledby="delete-account-heading" className={`space-y-6 ${className}`}>
            <header>
                <h2
                    id="delete-account-heading"
                    className="text-lg font-semibold text-neutral-900 dark:text-neutral-100"
                >
                    {t('Delete Account')}
                </h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {t(
                        'Deleting your account removes it and everything it holds for good. Keep a copy of anything you want to hold on to before you go ahead.',
                    )}
                </p>
            </header>

            <Button
                variant="danger"
                onClick={() => {
                    setConfirming(true);
                }}
            >
                {t('Delete Account')}
            </Button>

            <Modal
                show={confirming}
                onClose={closeModal}
                title={t('Are you sure you want to delete your account?')}
                initialFocus={passwordInput}
            >
                <form onSubmit={deleteUser}>
                    <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
                        {t(
                            'Your account and all of its data will be deleted permanently. Enter your password to confirm.',
                        )}
                    </p>

                    <div className="mt-6">
                        <InputLabel htmlFor="delete_password" value={t('Password')} />
                        <TextInput
                            id="delete_password"
                            ref={passwordInput}
                            type="password"
                            name="password"
                            value={data.password}
                            className="mt-1 sm:w-3/4"
                            autoComplete="current-password"
                            required
                            error={errors.password}
                            onChange={(event) => {
                                setData('password', event.target.value);
                            }}
                        />
                        <InputError
                            forId="delete_password"
                            message={errors.password}
                            className="mt-2"
                        />
                    </div>

                    <div className="mt-6 flex justify-end gap-3">
                        <Button variant="secondary" onClick={closeModal}>
                            {t('Cancel')}
                        </Button>
                        <Button type="submit" variant="danger" processing={processing}>
                            {t('Delete Account')}
                        </Button>
                    </div>
                </form>
            </Modal>
        </section>
    );
}
