import type { ChannelSummary } from '@/types';

/** Mirrors App\Studio\ChannelOverview's stats. */
export interface ChannelStats {
    views: number;
    subscribers: number;
    videos: number;
    watchTimeMinutes: number;
}

/** One row of the dashboard's Recent Videos and Top Performing Videos lists. */
export interface StudioVideoSummary {
    id: string;
    title: string;
    thumbnail: string | null;
    views: number;
    comments: number;
    likes: number;
    createdAt: string;
}

export interface StudioDashboardProps {
    [key: string]: unknown;
    channel: ChannelSummary;
    stats: ChannelStats;
    recentVideos: StudioVideoSummary[];
    topVideos: StudioVideoSummary[];
}
