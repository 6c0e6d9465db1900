import { Link, useForm, usePage } from '@inertiajs/react';
import { useState, type SubmitEvent } from 'react';

import BasicInfoTab from '@/Components/studio/customization/BasicInfoTab';
import BrandingTab from '@/Components/studio/customization/BrandingTab';
import {
    formFrom,
    payloadOf,
    tabOfField,
    TABS,
    type CustomizationForm,
} from '@/Components/studio/customization/customizationForm';
import LayoutTab from '@/Components/studio/customization/LayoutTab';
import AlertMessage from '@/Components/ui/AlertMessage';
import Button, { buttonClassName } from '@/Components/ui/Button';
import StatusMessage from '@/Components/ui/StatusMessage';
import TabBar from '@/Components/video/TabBar';
import { channelUrl } from '@/Components/video/VideoCard';
import { useUnsavedChangesGuard } from '@/hooks/useUnsavedChangesGuard';
import { translatedOptions } from '@/Components/studio/translatedOptions';
import StudioLayout from '@/Layouts/StudioLayout';
import { currentLocale, t, tc } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type {
    ChannelCard,
    ChannelCustomization,
    CustomizationTab,
    VideoCard,
} from '@/types/models';

export interface CustomizationProps {
    [key: string]: unknown;
    tab: CustomizationTab;
    customization: ChannelCustomization;
    /** Sent only when the video picker asks. */
    videoChoices?: VideoCard[];
    /** Sent only when the channel picker asks. */
    channelChoices?: ChannelCard[];
}

/**
 * Channel customization (spec §2, §4): three tabs edited together and saved with one SAVE.
 * Switching tabs keeps the edits; leaving the page with unsaved ones asks first.
 */
export default function Customization() {
    const { tab, customization, videoChoices, channelChoices, flash } =
        usePage<PageProps<CustomizationProps>>().props;
    const form = useForm<CustomizationForm>(formFrom(customization));
    // Remounts the picture inputs after a save, so they show the saved pictures again.
    const [saves, setSaves] = useState(0);

    useUnsavedChangesGuard(form.isDirty && !form.processing);

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        const withFile = form.data.profile !== null || form.data.banner !== null;
        form.transform((data) => ({
            ...payloadOf(data),
            // PHP reads multipart bodies of POSTs only: pictures ride a POST spoofing PATCH.
            ...(withFile ? { _method: 'patch' } : {}),
        }));

        const url = route('studio.customization.update', tab === 'layout' ? {} : { tab });
        const options = {
            preserveScroll: true,
            onSuccess: (page: { props: Record<string, unknown> }) => {
                const saved = formFrom((page.props as CustomizationProps).customization);
                form.setDefaults(saved);
                form.setData(saved);
                setSaves((count) => count + 1);
            },
        };
        if (withFile) {
            form.post(url, { ...options, forceFormData: true });
        } else {
            form.patch(url, options);
        }
    };

    const tabsWithErrors = TABS.filter((option) =>
        Object.keys(form.errors).some((field) => tabOfField(field) === option.value),
    );

    return (
        <form
            onSubmit={submit}
            noValidate
            className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:px-8"
        >
            <div className="flex flex-wrap items-center gap-3">
                <h1 className="me-auto text-2xl font-semibold">{t('Channel customization')}</h1>
                <Link
                    href={channelUrl(customization.handle)}
                    className={buttonClassName('secondary')}
                >
                    {t('View channel')}
                </Link>
                <Button type="submit" processing={form.processing}>
                    {form.processing ? t('Saving...') : t('SAVE')}
                </Button>
            </div>

            <StatusMessage>{!form.isDirty && flash.status ? flash.status : ''}</StatusMessage>
            {form.hasErrors && !form.processing && (
                <AlertMessage>
                    {tc(
                        'Some changes could not be saved. Check the fields marked in red on the :tabs tab.|Some changes could not be saved. Check the fields marked in red on the :tabs tabs.',
                        tabsWithErrors.length,
                        {
                            tabs: new Intl.ListFormat(currentLocale()).format(
                                tabsWithErrors.map((option) => t(option.label)),
                            ),
                        },
                    )}
                </AlertMessage>
            )}

            <TabBar
                label={t('Customization')}
                path={route('studio.customization')}
                param="tab"
                options={translatedOptions(TABS)}
                active={tab}
                reload={[]}
                className="border-b border-neutral-200 pb-3 dark:border-neutral-800"
            />

            <div className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900">
                {tab === 'layout' && (
                    <LayoutTab
                        form={form}
                        videoChoices={videoChoices}
                        channelChoices={channelChoices}
                    />
                )}
                {tab === 'branding' && (
                    <BrandingTab
                        key={saves}
                        form={form}
                        avatarUrl={customization.avatar_url}
                        bannerUrl={customization.banner_url}
                    />
                )}
                {tab === 'basic-info' && (
                    <BasicInfoTab form={form} savedHandle={customization.handle} />
                )}
            </div>
        </form>
    );
}

Customization.layout = () => [StudioLayout, { title: t('Channel customization') }];
