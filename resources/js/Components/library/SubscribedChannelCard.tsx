import { Link } from '@inertiajs/react';

import SubscribeButton from '@/Components/channel/SubscribeButton';
import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import { channelUrl, watchUrl } from '@/Components/video/VideoCard';
import { formatSubscribers, timeAgo } from '@/lib/format';
import { t, tc } from '@/lib/i18n';
import type { NotificationLevel, SubscribedChannel } from '@/types/models';

/**
 * A subscribed channel: who it is, how many follow it, its latest upload, and Subscribed with
 * the bell menu (notification level, unsubscribe).
 */
export default function SubscribedChannelCard({
    channel,
    onChange,
}: {
    channel: SubscribedChannel;
    onChange: (channel: SubscribedChannel, level: NotificationLevel | null) => void;
}) {
    const upload = channel.last_upload;

    return (
        <article className="flex flex-col items-center gap-3 rounded-xl border border-neutral-200 p-5 text-center dark:border-neutral-800">
            <Link href={channelUrl(channel.handle)} tabIndex={-1} aria-hidden="true">
                <ChannelAvatar channel={channel} className="size-20 text-3xl" />
            </Link>
            <div className="w-full min-w-0">
                <h2 className="truncate font-semibold">
                    <Link href={channelUrl(channel.handle)} className="hover:underline">
                        {channel.name}
                    </Link>
                </h2>
                <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
                    @{channel.handle} •{' '}
                    {tc(':count subscriber|:count subscribers', channel.subscribers, {
                        count: formatSubscribers(channel.subscribers),
                    })}
                </p>
                <p className="mt-2 truncate text-sm text-neutral-600 dark:text-neutral-400">
                    {upload ? (
                        <>
                            {t('Latest:')}{' '}
                            <Link
                                href={watchUrl(upload.id)}
                                className="font-medium text-neutral-800 hover:underline dark:text-neutral-200"
                            >
                                {upload.title}
                            </Link>
                            {upload.published_at && ` • ${timeAgo(upload.published_at)}`}
                        </>
                    ) : (
                        t('No uploads yet')
                    )}
                </p>
            </div>
            <SubscribeButton
                channel={channel}
                subscription={channel.notification_level}
                reloadOnly={['count']}
                onChange={(level) => {
                    onChange(channel, level);
                }}
            />
        </article>
    );
}
