import type { Blip, NotificationLevel } from '@/types/models';

export type ChannelSubscriptions = ReadonlyMap<number, NotificationLevel | null>;

/**
 * The viewer's subscription to each channel of the feed, by the latest answer the server
 * gave. Each blip carries its channel's subscription as it was when its page loaded; after
 * Subscribe on one blip only that blip (and its page) comes back fresh, and the other blips
 * of the channel must follow it, not their older copies. A blip object the feed did not hold
 * before is a fresh answer.
 */
export function updateChannelSubscriptions(
    known: ChannelSubscriptions,
    previous: readonly Blip[],
    current: readonly Blip[],
): ChannelSubscriptions {
    const seen = new Set(previous);
    const next = new Map(known);

    for (const blip of current) {
        if (!seen.has(blip)) {
            next.set(blip.channel.id, blip.viewer.subscription);
        }
    }

    return next;
}
