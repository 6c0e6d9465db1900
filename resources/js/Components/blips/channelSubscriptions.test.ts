import { describe, expect, it } from 'vitest';

import type { Blip, NotificationLevel } from '@/types/models';

import { updateChannelSubscriptions } from './channelSubscriptions';

function blip(id: string, channelId: number, subscription: NotificationLevel | null): Blip {
    return {
        id,
        title: id,
        poster: null,
        sources: { hls: null },
        duration: 10,
        views: 0,
        likes: 0,
        dislikes: 0,
        comment_count: 0,
        published_at: null,
        channel: {
            id: channelId,
            handle: `c${channelId}`,
            name: `C${channelId}`,
            avatar_url: null,
            subscribers: 0,
        },
        viewer: { reaction: null, subscription },
    };
}

describe('updateChannelSubscriptions', () => {
    it('takes each channel from the blips the feed did not hold before', () => {
        const first = [blip('a', 1, null), blip('b', 2, 'all')];
        const known = updateChannelSubscriptions(new Map(), [], first);

        expect(known.get(1)).toBeNull();
        expect(known.get(2)).toBe('all');

        // Subscribing on a later blip of channel 1 brings that blip back fresh; "a", unchanged,
        // still says not subscribed, but the channel follows the fresh answer.
        const later = blip('c', 1, 'personalized');
        const second = [...first, later];
        const afterSubscribe = [first[0] as Blip, first[1] as Blip, { ...later }];

        const step = updateChannelSubscriptions(known, first, second);
        expect(step.get(1)).toBe('personalized');
        expect(updateChannelSubscriptions(step, second, afterSubscribe).get(1)).toBe(
            'personalized',
        );
        expect(updateChannelSubscriptions(step, second, second).get(1)).toBe('personalized');
    });
});
