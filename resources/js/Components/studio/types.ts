import type { ChannelSummary } from '@/types';
import type { StudioComment, StudioVideo, VideoStatus } from '@/types/models';

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
    status: VideoStatus;
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

export type ContentType = 'all' | 'videos' | 'shorts';
export type ContentSort = 'date' | 'views' | 'comments' | 'likes';

/** Mirrors App\Studio\ContentFilters::toArray(): what the Content page lists. */
export interface ContentFilters {
    type: ContentType;
    sort: ContentSort;
    /** Title search; '' shows everything. */
    q: string;
}

/** Where a page of rows stands in the whole list (App\Studio\CommentsPage). */
export interface PageMeta {
    current_page: number;
    last_page: number;
    per_page: number;
    total: number;
    /** 1-based position of the page's first and last row; null on an empty list. */
    from: number | null;
    to: number | null;
}

/**
 * The Content page's (App\Studio\ContentPage::videos()): the total and the last page are null
 * for a list too long to count ("1–20 of many").
 */
export interface ContentPageMeta extends Omit<PageMeta, 'total' | 'last_page'> {
    total: number | null;
    last_page: number | null;
}

export interface StudioContentProps {
    [key: string]: unknown;
    filters: ContentFilters;
    videos: { data: StudioVideo[]; meta: ContentPageMeta };
}

export type CommentTab = 'published' | 'held';

/** Mirrors App\Studio\CommentFilters::toArray(): what the Comments page lists. */
export interface CommentFilters {
    tab: CommentTab;
    /** Comment text search; '' shows everything. */
    q: string;
    /** A video's id; '' for every video. */
    video: string;
}

/** What a row's button or the selection's asks of App\Http\Requests\Studio\BulkCommentRequest. */
export type CommentAction = 'heart' | 'unheart' | 'pin' | 'unpin' | 'approve' | 'delete';

export interface StudioCommentsProps {
    [key: string]: unknown;
    filters: CommentFilters;
    comments: { data: StudioComment[]; meta: PageMeta };
    counts: Record<CommentTab, number>;
    /** The video filter's choices. */
    videos: { id: string; title: string }[];
}
