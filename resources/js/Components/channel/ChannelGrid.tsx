import { Link } from '@inertiajs/react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import { channelUrl } from '@/Components/video/VideoCard';
import { formatSubscribers } from '@/lib/format';
import { tc } from '@/lib/i18n';
import type { ChannelCard } from '@/types/models';

/**
 * A titled grid of channels, each its picture, name and subscriber count linking to its page:
 * the channel page's Featured channels and its Subscriptions tab.
 */
export default function ChannelGrid({
    id,
    title,
    channels,
}: {
    /** The heading's id, which labels the section. */
    id: string;
    title: string;
    channels: ChannelCard[];
}) {
    return (
        <section aria-labelledby={id}>
            <h2 id={id} className="mb-4 text-lg font-semibold">
                {title}
            </h2>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
                {channels.map((channel) => (
                    <li key={channel.id}>
                        <Link
                            href={channelUrl(channel.handle)}
                            className="flex flex-col items-center gap-2 rounded-lg p-3 text-center hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:hover:bg-neutral-900"
                        >
                            <ChannelAvatar channel={channel} className="size-20 text-2xl" />
                            <span className="line-clamp-2 text-sm font-medium">{channel.name}</span>
                            <span className="text-xs text-neutral-600 dark:text-neutral-400">
                                {tc(':count subscriber|:count subscribers', channel.subscribers, {
                                    count: formatSubscribers(channel.subscribers),
                                })}
                            </span>
                        </Link>
                    </li>
                ))}
            </ul>
        </section>
    );
}
