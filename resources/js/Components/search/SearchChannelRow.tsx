import { Link } from '@inertiajs/react';
import { useState } from 'react';

import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import SubscribeButton from '@/Components/channel/SubscribeButton';
import { formatSubscribers } from '@/lib/format';
import { tc } from '@/lib/i18n';
import type { SearchChannel } from '@/types/models';

import { resultColumnClass } from './SearchVideoRow';

/**
 * A channel among the search results: its picture centred where a video's thumbnail would
 * be, its name, handle, subscribers and description, and Subscribe.
 */
export default function SearchChannelRow({ channel }: { channel: SearchChannel }) {
    // The rows are not reloaded after a change: the button's answer is kept here.
    const [subscription, setSubscription] = useState(channel.subscription);
    const href = route('channel', `@${channel.handle}`);

    return (
        <article className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 sm:flex sm:gap-4">
            <Link
                href={href}
                tabIndex={-1}
                aria-hidden="true"
                className={`flex justify-center ${resultColumnClass}`}
            >
                <ChannelAvatar
                    channel={channel}
                    className="size-16 text-2xl sm:size-28 sm:text-4xl lg:size-34"
                />
            </Link>
            <div className="min-w-0 sm:flex-1">
                <h3 className="truncate text-base font-semibold sm:text-lg">
                    <Link href={href} className="hover:underline focus-visible:underline">
                        {channel.name}
                    </Link>
                </h3>
                <p className="truncate text-xs text-neutral-600 sm:text-sm dark:text-neutral-400">
                    @{channel.handle} •{' '}
                    {tc(':count subscriber|:count subscribers', channel.subscribers, {
                        count: formatSubscribers(channel.subscribers),
                    })}
                </p>
                {channel.description && (
                    <p className="mt-1 line-clamp-2 text-xs text-neutral-600 sm:text-sm dark:text-neutral-400">
                        {channel.description}
                    </p>
                )}
            </div>
            <div className="col-start-2 sm:shrink-0">
                <SubscribeButton
                    channel={channel}
                    subscription={subscription}
                    reloadOnly={['query']}
                    onChange={setSubscription}
                />
            </div>
        </article>
    );
}
