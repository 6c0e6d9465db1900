import AppLayout from '@/Layouts/AppLayout';

import DeleteUserForm from '@/Components/profile/DeleteUserForm';
import DownloadDataCard from '@/Components/profile/DownloadDataCard';
import UpdatePasswordForm from '@/Components/profile/UpdatePasswordForm';
import UpdateProfileInformationForm from '@/Components/profile/UpdateProfileInformationForm';
import Card from '@/Components/ui/Card';
import TextLink from '@/Components/ui/TextLink';

interface EditProps {
    mustVerifyEmail: boolean;
    status: string | null;
    pendingEmail: string | null;
}

export default function Edit({ mustVerifyEmail, status, pendingEmail }: EditProps) {
    return (
        <AppLayout
            title="Profile"
            header={
                <h1 className="text-xl font-semibold text-neutral-900 dark:text-neutral-100">
                    Profile
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
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                    Your phone number and time zone are in{' '}
                    <TextLink href={route('settings.show', { section: 'account' })}>
                        Settings › Account
                    </TextLink>
                    , what you share with the channels you watch in{' '}
                    <TextLink href={route('settings.show', { section: 'privacy' })}>
                        Settings › Privacy
                    </TextLink>
                    .
                </p>
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
