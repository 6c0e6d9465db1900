import AppLayout from '@/Layouts/AppLayout';

import DeleteUserForm from '@/Components/profile/DeleteUserForm';
import DownloadDataCard from '@/Components/profile/DownloadDataCard';
import UpdatePasswordForm from '@/Components/profile/UpdatePasswordForm';
import UpdateProfileInformationForm from '@/Components/profile/UpdateProfileInformationForm';
import Card from '@/Components/ui/Card';
import TextLink from '@/Components/ui/TextLink';
import { t } from '@/lib/i18n';

interface EditProps {
    mustVerifyEmail: boolean;
    status: string | null;
    pendingEmail: string | null;
}

/** Where the rest of the account lives: one sentence, its two links where the language puts them. */
function ElsewhereNote() {
    const links = {
        ':account': (
            <TextLink key="account" href={route('settings.show', { section: 'account' })}>
                {t('Settings › Account')}
            </TextLink>
        ),
        ':privacy': (
            <TextLink key="privacy" href={route('settings.show', { section: 'privacy' })}>
                {t('Settings › Privacy')}
            </TextLink>
        ),
    };
    const sentence = t(
        'Your phone number and time zone are in :account, what you share with the channels you watch in :privacy.',
    );

    return (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {sentence
                .split(/(:account|:privacy)/)
                .map((part) => (part === ':account' || part === ':privacy' ? links[part] : part))}
        </p>
    );
}

export default function Edit({ mustVerifyEmail, status, pendingEmail }: EditProps) {
    return (
        <AppLayout
            title={t('Profile')}
            header={
                <h1 className="text-xl font-semibold text-neutral-900 dark:text-neutral-100">
                    {t('Profile')}
                </h1>
            }
        >
            <div className="max-w-4xl space-y-6 px-4 py-6 sm:px-6">
                <Card>
                    <UpdateProfileInformationForm
                        mustVerifyEmail={mustVerifyEmail}
                        status={status}
                        pendingEmail={pendingEmail}
                        className="max-w-xl"
                    />
                </Card>
                <ElsewhereNote />
                <Card>
                    <UpdatePasswordForm className="max-w-xl" />
                </Card>
                <Card>
                    <DownloadDataCard className="max-w-xl" />
                </Card>
                <Card>
                    <DeleteUserForm className="max-w-xl" />
                </Card>
            </div>
        </AppLayout>
    );
}
