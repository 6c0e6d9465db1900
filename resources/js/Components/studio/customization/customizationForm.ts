import type { InertiaFormProps } from '@inertiajs/react';

import type {
    ChannelCard,
    ChannelCustomization,
    ChannelLink,
    CustomizationTab,
    Option,
    VideoCard,
} from '@/types/models';
import { translatable } from '@/lib/i18n';

/** What the page's form holds: the channel as saved, with cards where the server wants ids. */
export interface CustomizationForm {
    name: string;
    handle: string;
    description: string;
    contact_email: string;
    links: ChannelLink[];
    featured_video: VideoCard | null;
    featured_video_for_returning: VideoCard | null;
    featured_channels: ChannelCard[];
    show_related_channels: boolean;
    show_unsubscribed_indicator: boolean;
    profile: File | null;
    banner: File | null;
    remove_profile: boolean;
    remove_banner: boolean;
}

export type CustomizationFormProps = InertiaFormProps<CustomizationForm>;

/** Limits the server enforces (UpdateCustomizationRequest), shown before it has to. */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const MAX_LINKS = 10;
export const LINK_TITLE_MAX = 40;
export const MAX_FEATURED_CHANNELS = 12;

export const TABS: (Option & { value: CustomizationTab })[] = [
    { value: 'layout', label: translatable('Layout') },
    { value: 'branding', label: translatable('Branding') },
    { value: 'basic-info', label: translatable('Basic info') },
];

const BRANDING_FIELDS = new Set(['profile', 'banner', 'remove_profile', 'remove_banner']);
const BASIC_INFO_FIELDS = new Set(['name', 'handle', 'description', 'contact_email', 'links']);

/** The tab that shows a field, so an error on a hidden tab can point there. */
export function tabOfField(field: string): CustomizationTab {
    const root = field.split('.')[0] ?? field;
    if (BRANDING_FIELDS.has(root)) {
        return 'branding';
    }

    return BASIC_INFO_FIELDS.has(root) ? 'basic-info' : 'layout';
}

export function formFrom(channel: ChannelCustomization): CustomizationForm {
    return {
        name: channel.name,
        handle: channel.handle,
        description: channel.description ?? '',
        contact_email: channel.contact_email ?? '',
        links: channel.links,
        featured_video: channel.featured_video,
        featured_video_for_returning: channel.featured_video_for_returning,
        featured_channels: channel.featured_channels,
        show_related_channels: channel.show_related_channels,
        show_unsubscribed_indicator: channel.show_unsubscribed_indicator,
        profile: null,
        banner: null,
        remove_profile: false,
        remove_banner: false,
    };
}

/** What SAVE sends: ids for cards, pictures only when chosen. */
export function payloadOf(data: CustomizationForm): Record<string, unknown> {
    const payload: Record<string, unknown> = {
        name: data.name,
        handle: data.handle,
        description: data.description,
        contact_email: data.contact_email,
        // A multipart body cannot carry an empty list; null says "none" either way.
        links: data.links.length > 0 ? data.links : null,
        featured_video_id: data.featured_video?.id ?? null,
        featured_video_for_returning_id: data.featured_video_for_returning?.id ?? null,
        featured_channels:
            data.featured_channels.length > 0
                ? data.featured_channels.map((channel) => channel.id)
                : null,
        show_related_channels: data.show_related_channels,
        show_unsubscribed_indicator: data.show_unsubscribed_indicator,
        remove_profile: data.remove_profile,
        remove_banner: data.remove_banner,
    };

    if (data.profile) {
        payload.profile = data.profile;
    }
    if (data.banner) {
        payload.banner = data.banner;
    }

    return payload;
}
