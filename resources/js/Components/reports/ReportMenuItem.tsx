import { usePage } from '@inertiajs/react';

import { DropdownButton, DropdownLink } from '@/Components/ui/Dropdown';
import { t } from '@/lib/i18n';
import type { PageProps } from '@/types';

/**
 * "Report" in a video's more menu. Reporting needs an account with a verified address: a
 * guest is offered to sign in, an unverified account to verify first.
 */
export default function ReportMenuItem({ onReport }: { onReport: () => void }) {
    const { user } = usePage<PageProps>().props.auth;

    if (user === null) {
        return <DropdownLink href={route('login')}>{t('Sign in to report')}</DropdownLink>;
    }

    if (user.email_verified_at === null) {
        return (
            <DropdownLink href={route('verification.notice')}>
                {t('Verify your e-mail to report')}
            </DropdownLink>
        );
    }

    return <DropdownButton onClick={onReport}>{t('Report')}</DropdownButton>;
}
