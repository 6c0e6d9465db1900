import { Link, usePage } from '@inertiajs/react';

import UpdateProfileInformationForm from '@/Components/profile/UpdateProfileInformationForm';
import { SaveRow } from '@/Components/settings/SettingsForm';
import TimezoneForm from '@/Components/settings/TimezoneForm';
import { buttonClassName } from '@/Components/ui/Button';
import Card from '@/Components/ui/Card';
import FormSection from '@/Components/ui/FormSection';
import TextField from '@/Components/ui/TextField';
import TextLink from '@/Components/ui/TextLink';
import useSettingsForm from '@/hooks/useSettingsForm';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t } from '@/lib/i18n';
import type { AuthUser, PageProps } from '@/types';

interface AccountProps {
    /** For a signed-in viewer only, as everything on this page. */
    mustVerifyEmail?: boolean;
    pendingEmail?: string | null;
    timezone?: string | null;
    timezones?: string[];
}

/** The phone number, the account section's own setting, saved in its card. */
function PhoneForm() {
    const form = useSettingsForm('account');
    const { data, setData, errors } = form;

    return (
        <FormSection
            id="account-phone-heading"
            title={t('Phone number')}
            description={t(
                'Optional, and never shown to anyone. It will be used to verify your account with a code once phone verification arrives; nothing is sent to it today.',
            )}
        >
            <form onSubmit={form.submit} noValidate className="space-y-4">
                <TextField
                    id="account-phone"
                    label={t('Phone number')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    value={data.phone ?? ''}
                    error={errors.phone}
                    onChange={(event) => {
                        setData('phone', event.target.value);
                    }}
                />
                <SaveRow
                    processing={form.processing}
                    isDirty={form.isDirty}
                    saved={form.saved}
                    error={(errors as Record<string, string | undefined>).settings}
                />
            </form>
        </FormSection>
    );
}

function ChannelCard({ user }: { user: AuthUser }) {
    const { channel } = user;

    return (
        <FormSection
            id="account-channel-heading"
            title={t('Your channel')}
            description={t('Its name, handle, pictures and layout are set in the studio.')}
        >
            {channel ? (
                <div className="flex flex-wrap items-center justify-between gap-4">
                    <dl className="text-sm">
                        <div className="flex gap-2">
                            <dt className="text-neutral-600 dark:text-neutral-400">
                                {t('Channel')}
                            </dt>
                            <dd className="font-medium">{channel.name}</dd>
                        </div>
                        <div className="flex gap-2">
                            <dt className="text-neutral-600 dark:text-neutral-400">
                                {t('Handle')}
                            </dt>
                            <dd className="font-medium">@{channel.handle}</dd>
                        </div>
                    </dl>
                    <Link
                        href={route('studio.customization')}
                        className={buttonClassName('secondary')}
                    >
                        {t('Edit in the studio')}
                    </Link>
                </div>
            ) : (
                <div className="flex flex-wrap items-center justify-between gap-4">
                    <p className="text-sm text-neutral-700 dark:text-neutral-300">
                        {t('You have no channel yet.')}
                    </p>
                    <Link href={route('create-channel')} className={buttonClassName('secondary')}>
                        {t('Create a channel')}
                    </Link>
                </div>
            )}
        </FormSection>
    );
}

export default function Account({
    mustVerifyEmail = true,
    pendingEmail = null,
    timezone = null,
    timezones = [],
}: AccountProps) {
    const { auth, flash } = usePage<PageProps>().props;
    const user = auth.user;

    if (user === null) {
        return (
            <SettingsLayout page="account">
                <FormSection
                    id="account-sign-in-heading"
                    title={t('Sign in to manage your account')}
                    description={t(
                        'Your name, e-mail address, channel and the rest of your account are here once you are signed in. The other settings work without an account, kept in this browser.',
                    )}
                >
                    <div className="flex flex-wrap gap-3">
                        <Link href={route('login')} className={buttonClassName()}>
                            {t('Sign in')}
                        </Link>
                        <Link href={route('register')} className={buttonClassName('secondary')}>
                            {t('Create an account')}
                        </Link>
                    </div>
                </FormSection>
            </SettingsLayout>
        );
    }

    return (
        <SettingsLayout page="account" description={t('Who you are on Blipstream.')}>
            <Card>
                <UpdateProfileInformationForm
                    mustVerifyEmail={mustVerifyEmail}
                    status={flash.status ?? null}
                    pendingEmail={pendingEmail}
                    className="max-w-xl"
                />
            </Card>
            <PhoneForm />
            <ChannelCard user={user} />
            <TimezoneForm timezone={timezone} timezones={timezones} />
            <FormSection
                id="account-delete-heading"
                title={t('Delete account')}
                description={t(
                    'Deleting your account removes your channel with its videos, your subscriptions, likes and history for good; your comments stay, without your name.',
                )}
            >
                <p className="text-sm">
                    <TextLink href={`${route('profile.edit')}#delete-account-heading`}>
                        {t('Delete your account on your profile page')}
                    </TextLink>
                </p>
            </FormSection>
        </SettingsLayout>
    );
}
