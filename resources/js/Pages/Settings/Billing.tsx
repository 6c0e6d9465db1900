import FormSection from '@/Components/ui/FormSection';
import SettingsLayout from '@/Layouts/SettingsLayout';
import { t } from '@/lib/i18n';

export default function Billing() {
    return (
        <SettingsLayout
            page="billing"
            description={t('Your payment methods, purchases and memberships.')}
        >
            <FormSection id="billing-heading" title={t('Nothing to pay for')}>
                <p className="text-sm text-neutral-700 dark:text-neutral-300">
                    {t(
                        'Blipstream is free and has nothing to buy yet, so it keeps no payment method and has no receipts for you. When channel memberships or purchases arrive, your payment methods and every receipt will be here.',
                    )}
                </p>
            </FormSection>
        </SettingsLayout>
    );
}
