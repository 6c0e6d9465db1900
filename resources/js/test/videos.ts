import type { VideoCard } from '@/types/models';

let sequence = 0;

/** A video card as VideoCardResource sends it; each call gets a fresh id. */
export function makeVideo(overrides: Partial<VideoCard> = {}): VideoCard {
    sequence += 1;

    return {
        id: `vid${String(sequence).padStart(8, '0')}`,
        title: 'Sunrise over the ridge',
        thumbnail: '/storage/thumbs/sunrise.jpg',
        duration: 3_723,
        views: 1_500,
        published_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        kind: 'video',
        channel: { id: 4, handle: 'trailtales', name: 'Trail Tales', avatar_url: null },
        ...overrides,
    };
}
