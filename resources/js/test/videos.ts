import type { StudioVideo, VideoCard } from '@/types/models';

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
        hls_url: null,
        ...overrides,
    };
}

/** A video as StudioVideoResource sends it to the studio: ready and public unless overridden. */
export function makeStudioVideo(overrides: Partial<StudioVideo> = {}): StudioVideo {
    sequence += 1;

    return {
        id: `std${String(sequence).padStart(8, '0')}`,
        kind: 'video',
        title: 'Sunrise over the ridge',
        description: null,
        tags: [],
        visibility: 'public',
        category: null,
        is_kids_friendly: false,
        restrictions: 'None',
        comments_enabled: true,
        status: 'ready',
        progress: null,
        failure_reason: null,
        thumbnail: '/storage/thumbs/sunrise.jpg',
        thumbnail_candidates: [],
        duration: 125,
        views: 1_500,
        comments: 12,
        likes: 40,
        created_at: '2026-11-01T12:00:00Z',
        published_at: '2026-11-01T12:00:00Z',
        moderation: null,
        ...overrides,
    };
}
