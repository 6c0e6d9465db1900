import FormSection from '@/Components/ui/FormSection';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t } from '@/lib/i18n';

export default function ConnectedApps() {
    return (
        <SettingsLayout
            page="connected-apps"
            description={t('Apps and sites you allow to use your Blipstream account.')}
        >
            <FormSection id="connected-apps-heading" title={t('No connected apps')}>
                <p className="text-sm text-neutral-700 dark:text-neutral-300">
                    {t(
                        'Nothing can connect to Blipstream yet, so no app has access to your account. When apps can connect, each one you allow will be listed here with what it may do, and a button to disconnect it.',
                    )}
                </p>
            </FormSection>
        </SettingsLayout>
    );
}
