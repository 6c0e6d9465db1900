import { initialOf } from '@/Components/layout/AccountMenu';
import type { ChannelSummary } from '@/types';

/** A channel's picture, or the first letter of its name on a disc when it has none. */
export default function ChannelAvatar({
    channel,
    className = 'size-9 text-sm',
}: {
    channel: Pick<ChannelSummary, 'name' | 'avatar_url'>;
    /** Size (and the letter's size), e.g. `size-10 text-base`. */
    className?: string;
}) {
    return channel.avatar_url ? (
        <img
            src={channel.avatar_url}
            alt=""
            loading="lazy"
            className={`${className} shrink-0 rounded-full bg-neutral-200 object-cover dark:bg-neutral-800`}
        />
    ) : (
        <span
            aria-hidden="true"
            className={`${className} flex shrink-0 items-center justify-center rounded-full bg-neutral-300 font-semibold uppercase dark:bg-neutral-700`}
        >
            {initialOf(channel.name)}
        </span>
    );
}
