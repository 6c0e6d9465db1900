import type { ChannelSummary } from './index';

export type VideoKind = 'video' | 'short' | 'live';

/** Mirrors app/Http/Resources/VideoCardResource.php. */
export interface VideoCard {
    id: string;
    title: string;
    thumbnail: string | null;
    /** Seconds. */
    duration: number;
    views: number;
    published_at: string | null;
    kind: VideoKind;
    channel: ChannelSummary;
    /** Present for live streams only. */
    live_viewers?: number;
}
