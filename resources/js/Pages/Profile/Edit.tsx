import AppLayout from '@/Layouts/AppLayout';

import DeleteUserForm from '@/Components/profile/DeleteUserForm';
import DownloadDataCard from '@/Components/profile/DownloadDataCard';
import UpdateAudienceForm, { type SharedAudience } from '@/Components/profile/UpdateAudienceForm';
import UpdatePasswordForm from '@/Components/profile/UpdatePasswordForm';
import UpdateProfileInformationForm from '@/Components/profile/UpdateProfileInformationForm';
import type { Option } from '@/types/models';

interface EditProps {
    mustVerifyEmail: boolean;
    status: string | null;
    pendingEmail: string | null;
    audience: SharedAudience;
    genders: Option[];
    countries: { code: string; name: string }[];
}

const card =
    'rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-8 dark:border-neutral-800 dark:bg-neutral-900';

export default function Edit({
    mustVerifyEmail,
    status,
    pendingEmail,
    audience,
    genders,
    countries,
}: EditProps) {
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
                <div className={card}>
                    <UpdateProfileInformationForm
                        mustVerifyEmail={mustVerifyEmail}
                        status={status}
                        pendingEmail={pendingEmail}
                        className="max-w-xl"
                    />
                </div>
                <div className={card}>
                    <UpdateAudienceForm
                        audience={audience}
                        genders={genders}
                        countries={countries}
                        className="max-w-xl"
                    />
                </div>
                <div className={card}>
                    <UpdatePasswordForm className="max-w-xl" />
                </div>
                <div className={card}>
                    <DownloadDataCard className="max-w-xl" />
                </div>
                <div className={card}>
                    <DeleteUserForm className="max-w-xl" />
                </div>
            </div>
        </AppLayout>
    );
}
