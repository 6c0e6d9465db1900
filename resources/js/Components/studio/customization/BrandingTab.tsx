import ImageUpload from '@/Components/studio/ImageUpload';
import { t } from '@/lib/i18n';

import CustomizationSection from './CustomizationSection';
import type { CustomizationFormProps } from './customizationForm';

/**
 * The Branding tab: the profile picture and the banner, each previewed, replaced or
 * removed; the server runs the same checks as at channel creation.
 */
export default function BrandingTab({
    form,
    avatarUrl,
    bannerUrl,
}: {
    form: CustomizationFormProps;
    avatarUrl: string | null;
    bannerUrl: string | null;
}) {
    const { data, errors } = form;

    return (
        <div className="space-y-8">
            <CustomizationSection
                id="picture-heading"
                title={t('Picture')}
                description={t(
                    'Your profile picture shows with your videos, comments and channel page.',
                )}
            >
                <ImageUpload
                    id="profile"
                    label={t('Profile picture')}
                    hint={t(
                        'Recommended 800×800 pixels; at least 98×98. JPEG, PNG, WebP or GIF up to 4 MB.',
                    )}
                    removeLabel={t('Remove profile picture')}
                    shape="avatar"
                    error={errors.profile}
                    current={data.remove_profile ? null : avatarUrl}
                    onChange={(file) => {
                        form.setData((values) => ({
                            ...values,
                            profile: file,
                            remove_profile: false,
                        }));
                    }}
                    onRemove={() => {
                        form.setData((values) => ({
                            ...values,
                            profile: null,
                            remove_profile: true,
                        }));
                    }}
                />
            </CustomizationSection>
            <CustomizationSection
                id="banner-heading"
                title={t('Banner image')}
                description={t('This image shows across the top of your channel page.')}
            >
                <ImageUpload
                    id="banner"
                    label={t('Banner image')}
                    hint={t(
                        'Recommended 2048×1152 pixels; at least 1024×576. JPEG, PNG, WebP or GIF up to 6 MB.',
                    )}
                    removeLabel={t('Remove banner image')}
                    shape="banner"
                    error={errors.banner}
                    current={data.remove_banner ? null : bannerUrl}
                    onChange={(file) => {
                        form.setData((values) => ({
                            ...values,
                            banner: file,
                            remove_banner: false,
                        }));
                    }}
                    onRemove={() => {
                        form.setData((values) => ({
                            ...values,
                            banner: null,
                            remove_banner: true,
                        }));
                    }}
                />
            </CustomizationSection>
        </div>
    );
}
