import { useState } from 'react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import Button from '@/Components/ui/Button';
import Checkbox from '@/Components/ui/Checkbox';
import InputError from '@/Components/ui/InputError';
import { formatDuration, formatSubscribers, viewsAndAge } from '@/lib/format';
import { t, tc, translatable } from '@/lib/i18n';
import type { ChannelCard, VideoCard } from '@/types/models';

import CustomizationSection from './CustomizationSection';
import { MAX_FEATURED_CHANNELS, type CustomizationFormProps } from './customizationForm';
import PickerDialog from './PickerDialog';

type SpotlightField = 'featured_video' | 'featured_video_for_returning';

const SPOTLIGHTS: { field: SpotlightField; title: string; hint: string }[] = [
    {
        field: 'featured_video',
        title: translatable('Channel trailer for people who haven’t subscribed'),
        hint: translatable(
            'Share a preview of your channel with visitors who don’t subscribe yet, signed in or not.',
        ),
    },
    {
        field: 'featured_video_for_returning',
        title: translatable('Featured video for returning subscribers'),
        hint: translatable(
            'Highlight a video for your subscribers to watch. Without one, they see the same video as everyone else.',
        ),
    },
];

function VideoSummary({ video }: { video: VideoCard }) {
    return (
        <span className="flex min-w-0 items-center gap-3">
            <span className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-md bg-neutral-200 sm:w-36 dark:bg-neutral-800">
                {video.thumbnail && (
                    <img src={video.thumbnail} alt="" className="size-full object-cover" />
                )}
                <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 text-[11px] font-medium text-white">
                    {formatDuration(video.duration)}
                </span>
            </span>
            <span className="min-w-0">
                <span className="line-clamp-2 text-sm font-medium">{video.title}</span>
                <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                    {viewsAndAge(video.views, video.published_at)}
                </span>
            </span>
        </span>
    );
}

function ChannelSummaryRow({ channel }: { channel: ChannelCard }) {
    return (
        <span className="flex min-w-0 items-center gap-3">
            <ChannelAvatar channel={channel} className="size-10 text-base" />
            <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{channel.name}</span>
                <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">
                    @{channel.handle} •{' '}
                    {tc(':count subscriber|:count subscribers', channel.subscribers, {
                        count: formatSubscribers(channel.subscribers),
                    })}
                </span>
            </span>
        </span>
    );
}

/**
 * The Layout tab: the two spotlight videos, the featured channels and the subscribe
 * reminder. Pickers list what the server offers: the channel's own public, finished
 * videos, and other channels.
 */
export default function LayoutTab({
    form,
    videoChoices,
    channelChoices,
}: {
    form: CustomizationFormProps;
    videoChoices: VideoCard[] | undefined;
    channelChoices: ChannelCard[] | undefined;
}) {
    const { data } = form;
    // Server-side names: the spotlights are sent as ids, the channels one error per entry.
    const errors = form.errors as Record<string, string | undefined>;
    const [picking, setPicking] = useState<SpotlightField | 'channel' | null>(null);
    const close = () => {
        setPicking(null);
    };
    const spotlightPicked = picking === 'channel' ? null : picking;
    const full = data.featured_channels.length >= MAX_FEATURED_CHANNELS;

    return (
        <div className="space-y-8">
            <CustomizationSection
                id="spotlight-heading"
                title={t('Video spotlight')}
                description={t(
                    'Add a video to the top of your channel’s Home tab. Without a choice, your latest video shows there.',
                )}
            >
                <ul className="space-y-4">
                    {SPOTLIGHTS.map(({ field, ...spotlight }) => {
                        const title = t(spotlight.title);
                        const video = data[field];
                        const error = errors[`${field}_id`];
                        const errorId = `${field}-picker`;

                        return (
                            <li
                                key={field}
                                className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 sm:flex-row sm:items-center dark:border-neutral-800"
                            >
                                <div className="min-w-0 flex-1 space-y-2">
                                    <h3 className="text-sm font-semibold">{title}</h3>
                                    <p className="text-xs text-neutral-600 dark:text-neutral-400">
                                        {t(spotlight.hint)}
                                    </p>
                                    {video && <VideoSummary video={video} />}
                                    <InputError forId={errorId} message={error} />
                                </div>
                                <div className="flex shrink-0 gap-2">
                                    {video && (
                                        <Button
                                            variant="secondary"
                                            size="sm"
                                            aria-label={t('Remove: :title', { title })}
                                            onClick={() => {
                                                form.setData(field, null);
                                            }}
                                        >
                                            {t('Remove')}
                                        </Button>
                                    )}
                                    <Button
                                        id={errorId}
                                        variant="secondary"
                                        size="sm"
                                        aria-label={
                                            video
                                                ? t('Change: :title', { title })
                                                : t('Add: :title', { title })
                                        }
                                        aria-describedby={error ? `${errorId}-error` : undefined}
                                        onClick={() => {
                                            setPicking(field);
                                        }}
                                    >
                                        {video ? t('CHANGE') : t('ADD')}
                                    </Button>
                                </div>
                            </li>
                        );
                    })}
                </ul>
            </CustomizationSection>

            <CustomizationSection
                id="featured-channels-heading"
                title={t('Featured channels')}
                description={t(
                    'Recommend up to :count channels to your visitors on your channel’s Home tab.',
                    { count: MAX_FEATURED_CHANNELS },
                )}
            >
                <label className="flex items-start gap-3 text-sm">
                    <Checkbox
                        className="mt-0.5"
                        checked={data.show_related_channels}
                        onChange={(event) => {
                            form.setData('show_related_channels', event.target.checked);
                        }}
                    />
                    <span>
                        <span className="font-medium">{t('Show featured channels')}</span>
                        <span className="block text-neutral-600 dark:text-neutral-400">
                            {t('Turned off, the list is kept but not shown.')}
                        </span>
                    </span>
                </label>
                {data.featured_channels.length > 0 && (
                    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
                        {data.featured_channels.map((channel, index) => (
                            <li key={channel.id} className="flex items-center gap-3 p-3">
                                <ChannelSummaryRow channel={channel} />
                                <Button
                                    variant="secondary"
                                    size="sm"
                                    className="ms-auto"
                                    aria-label={t('Remove :name from featured channels', {
                                        name: channel.name,
                                    })}
                                    onClick={() => {
                                        form.setData(
                                            'featured_channels',
                                            data.featured_channels.filter((_, at) => at !== index),
                                        );
                                    }}
                                >
                                    {t('Remove')}
                                </Button>
                            </li>
                        ))}
                    </ul>
                )}
                <InputError
                    forId="featured-channels"
                    message={
                        errors.featured_channels ??
                        Object.entries(errors).find(([key]) =>
                            key.startsWith('featured_channels.'),
                        )?.[1]
                    }
                />
                <Button
                    id="featured-channels"
                    variant="secondary"
                    size="sm"
                    disabled={full}
                    onClick={() => {
                        setPicking('channel');
                    }}
                >
                    {t('Add channel')}
                </Button>
                {full && (
                    <p className="text-xs text-neutral-600 dark:text-neutral-400">
                        {t(
                            'You feature as many channels as a page shows. Remove one to add another.',
                        )}
                    </p>
                )}
            </CustomizationSection>

            <CustomizationSection
                id="reminder-heading"
                title={t('Subscribe reminder')}
                description={t(
                    'Visitors who don’t subscribe see a short reminder beside your Subscribe button.',
                )}
            >
                <label className="flex items-start gap-3 text-sm">
                    <Checkbox
                        className="mt-0.5"
                        checked={data.show_unsubscribed_indicator}
                        onChange={(event) => {
                            form.setData('show_unsubscribed_indicator', event.target.checked);
                        }}
                    />
                    <span className="font-medium">
                        {t('Show the reminder to visitors who don’t subscribe')}
                    </span>
                </label>
            </CustomizationSection>

            <PickerDialog
                show={spotlightPicked !== null}
                onClose={close}
                title={t('Choose a video')}
                prop="videoChoices"
                searchParam="video_search"
                searchLabel={t('Search your videos')}
                choices={videoChoices}
                keyOf={(video) => video.id}
                renderChoice={(video) => <VideoSummary video={video} />}
                empty={t(
                    'No public videos to show. Videos appear here once they are public and finished processing.',
                )}
                onPick={(video) => {
                    if (spotlightPicked) {
                        form.setData(spotlightPicked, video);
                    }
                    close();
                }}
            />
            <PickerDialog
                show={picking === 'channel'}
                onClose={close}
                title={t('Add a featured channel')}
                prop="channelChoices"
                searchParam="channel_search"
                searchLabel={t('Search channels')}
                choices={channelChoices}
                keyOf={(channel) => channel.id}
                renderChoice={(channel) => <ChannelSummaryRow channel={channel} />}
                isChosen={(channel) =>
                    data.featured_channels.some((featured) => featured.id === channel.id)
                }
                empty={t('No channels found. Search for a channel by its name.')}
                onPick={(channel) => {
                    form.setData('featured_channels', [...data.featured_channels, channel]);
                    close();
                }}
            />
        </div>
    );
}
