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
    /** The playlist the card's hover preview plays (a live stream's endless one); null without media. */
    hls_url: string | null;
    /** Present for live streams only. */
    live_viewers?: number;
}

/** Mirrors app/Http/Resources/HistoryEntryResource.php: a video in the viewer's history. */
export interface HistoryEntry extends VideoCard {
    watched_at: string;
    /** Seconds reached. */
    position: number;
}

/** Mirrors app/Http/Resources/SubscribedChannelResource.php: a channel on the Subscriptions page. */
export interface SubscribedChannel {
    id: number;
    handle: string;
    name: string;
    avatar_url: string | null;
    description: string | null;
    subscribers: number;
    /** The signed-in viewer's level; null for a guest, whose levels are in their browser. */
    notification_level: NotificationLevel | null;
    last_upload: { id: string; title: string; published_at: string | null } | null;
}

export interface Option {
    value: string;
    label: string;
}

/** Mirrors FeaturedVideoResource: a featured-grid tile. */
export interface FeaturedVideo extends VideoCard {
    label: string;
}

/** Mirrors LiveCardResource: a stream on the home page's Live carousel. */
export interface LiveCard extends VideoCard {
    live_viewers: number;
    stream_category: string | null;
    tags: string[];
    description: string;
}

/** Mirrors GameVideoResource: a card on the Gaming page. */
export interface GameVideo extends VideoCard {
    game: string | null;
}

/** A page of cards as Inertia::scroll sends a paginated resource collection. */
export interface ScrollPage<T> {
    data: T[];
}

/** A channel's notification level for a subscriber. */
export type NotificationLevel = 'all' | 'personalized' | 'none';

/** Mirrors app/Http/Resources/WatchVideoResource.php. */
export interface WatchVideo {
    id: string;
    title: string;
    description: string | null;
    kind: VideoKind;
    visibility: 'public' | 'unlisted' | 'private';
    /** Seconds; 0 for live streams. */
    duration: number;
    width: number | null;
    height: number | null;
    views: number;
    likes: number;
    dislikes: number;
    comment_count: number;
    /** Off: the watch page takes no new comments. */
    comments_enabled: boolean;
    published_at: string | null;
    poster: string | null;
    /** For a live stream, its endless live playlist (LivePlaylist). */
    sources: { hls: string | null; mp4?: string | null };
    /** The seek previews' WebVTT index; made for uploads, null for the samples. */
    storyboard: string | null;
    captions: CaptionTrack[];
    channel: ChannelSummary & { subscribers: number };
}

/** Mirrors app/Http/Resources/CaptionTrackResource.php: a WebVTT captions file of a video. */
export interface CaptionTrack {
    src: string;
    /** A BCP 47 language tag (an ISO 639-1 code). */
    srclang: string;
    /** The language's own name. */
    label: string;
}

export type ReactionType = 'like' | 'dislike';

/** What the watch page knows about the signed-in viewer (all empty for guests). */
export interface WatchViewer {
    reaction: ReactionType | null;
    subscription: NotificationLevel | null;
    /** Seconds to resume from. */
    resumeAt: number;
    isOwner: boolean;
}

/** Mirrors app/Http/Resources/CommentResource.php. */
export interface VideoComment {
    id: number;
    body: string;
    created_at: string;
    likes: number;
    dislikes: number;
    is_pinned: boolean;
    is_hearted: boolean;
    /** Held for review: shown only to its author and the channel owner. */
    is_held: boolean;
    reaction: ReactionType | null;
    /** id is null for a deleted account, whose comments stay. */
    author: { id: number | null; name: string; handle: string | null; avatar_url: string | null };
    /** Top-level comments only: how many replies the folded thread holds. */
    reply_count?: number;
}

/** Mirrors app/Http/Resources/StudioCommentResource.php: a comment as the channel's owner reviews it (spec §3 Studio comment). */
export interface StudioComment {
    id: number;
    author: { name: string; avatar_url: string | null };
    text: string;
    video: { id: string; title: string };
    date: string;
    likes: number;
    isHearted: boolean;
    isPinned: boolean;
    isHeld: boolean;
    /** Replies can be hearted but not pinned. */
    isReply: boolean;
}

/** One page of a thread's replies, as CommentReplyController sends it. */
export interface CommentRepliesPage {
    data: VideoComment[];
    links: { next: string | null };
    meta: { current_page: number };
}

/** One page of comments as Inertia::scroll sends the paginated CommentResource collection. */
export interface CommentPage {
    data: VideoComment[];
}

/** The channel page's tabs, kept in `?tab=`; Videos is the default. */
/** The last two show the owner's subscriptions and liked videos, to others only when their privacy settings allow. */
export type ChannelTabName =
    'home' | 'videos' | 'playlists' | 'community' | 'about' | 'subscriptions' | 'liked';

/** Mirrors app/Http/Resources/ChannelResource.php: the channel page's header. */
export interface ChannelProfile {
    id: number;
    handle: string;
    name: string;
    avatar_url: string | null;
    banner_url: string | null;
    custom_url: string;
    subscribers: number;
    video_count: number;
    /** The owner's choice: remind visitors who do not subscribe, beside the Subscribe button. */
    show_unsubscribed_indicator: boolean;
}

/** What the channel page knows about the signed-in visitor (empty for guests). */
export interface ChannelViewer {
    subscription: NotificationLevel | null;
    isOwner: boolean;
}

/** The channel page's Home tab. */
export interface ChannelHome {
    /** The spotlight: the owner's choice for this visitor (subscribed or not), else the latest video. */
    featured: (VideoCard & { description: string | null }) | null;
    recent: VideoCard[];
    /** Empty unless the owner shows them. */
    featured_channels: ChannelCard[];
}

/** Mirrors app/Http/Resources/PlaylistCardResource.php. */
export interface PlaylistCard {
    id: number;
    title: string;
    thumbnail: string | null;
    video_count: number;
}

/** Mirrors app/Http/Resources/CommunityPostResource.php. */
export interface CommunityPost {
    id: number;
    body: string;
    image_url: string | null;
    published_at: string | null;
    likes: number;
    dislikes: number;
    comments: number;
}

export interface ChannelLink {
    title: string;
    url: string;
}

/** Mirrors app/Http/Resources/ChannelAboutResource.php. */
export interface ChannelAbout {
    description: string | null;
    links: ChannelLink[];
    contact_email: string | null;
    location: string | null;
    joined_at: string;
    total_views: number;
}

/** The tabs of the studio's customization page, kept in `?tab=`; Layout is the default. */
export type CustomizationTab = 'layout' | 'branding' | 'basic-info';

/** Mirrors the `customization` prop of app/Studio/CustomizationPage.php. */
export interface ChannelCustomization {
    name: string;
    handle: string;
    description: string | null;
    contact_email: string | null;
    links: ChannelLink[];
    avatar_url: string | null;
    banner_url: string | null;
    featured_video: VideoCard | null;
    featured_video_for_returning: VideoCard | null;
    featured_channels: ChannelCard[];
    show_related_channels: boolean;
    show_unsubscribed_indicator: boolean;
}

/** Mirrors app/Http/Resources/ChannelCardResource.php: a channel among search results. */
export interface ChannelCard {
    id: number;
    handle: string;
    name: string;
    avatar_url: string | null;
    description: string | null;
    subscribers: number;
}

/** A piece of a search result's description; the marked pieces are where the search matched. */
export interface SnippetPart {
    text: string;
    marked: boolean;
}

/** A video row of the search results (app/Search/SearchPage.php). */
export interface SearchVideo extends VideoCard {
    snippet: SnippetPart[];
}

/** A channel row of the search results, with the signed-in viewer's level (null: not subscribed, or a guest). */
export interface SearchChannel extends ChannelCard {
    subscription: NotificationLevel | null;
}

/** Mirrors app/Search/SearchFilters.php: the search's filters as its query string holds them (null: any). */
export interface SearchFilters {
    type: 'video' | 'blip' | 'channel' | null;
    date: 'hour' | 'today' | 'week' | 'month' | 'year' | null;
    duration: 'short' | 'medium' | 'long' | null;
    sort: 'relevance' | 'date' | 'views';
}

export type VideoStatus = 'uploading' | 'queued' | 'processing' | 'watchable' | 'ready' | 'failed';
export type Visibility = 'public' | 'unlisted' | 'private';

/** Mirrors app/Http/Resources/StudioVideoResource.php: a video as its owner sees it in the studio. */
export interface StudioVideo {
    id: string;
    kind: VideoKind;
    title: string;
    description: string | null;
    tags: string[];
    visibility: Visibility;
    category: string | null;
    is_kids_friendly: boolean;
    restrictions: string;
    comments_enabled: boolean;
    status: VideoStatus;
    /** Percent uploaded while uploading, percent encoded while processing; null otherwise. */
    progress: number | null;
    failure_reason: string | null;
    thumbnail: string | null;
    thumbnail_candidates: string[];
    /** Seconds. */
    duration: number;
    views: number;
    comments: number;
    likes: number;
    created_at: string;
    published_at: string | null;
    /** Held for review, or taken down by a moderator (with the reason); null for most videos. */
    moderation: VideoModeration | null;
}

/** Mirrors StudioVideoResource::moderation(). */
export interface VideoModeration {
    state: 'held' | 'removed';
    /** The moderator's reason, for a removed video. */
    reason: string | null;
    at: string | null;
}

/** What a blip's viewer brings to it (empty for guests). */
export interface BlipViewer {
    reaction: ReactionType | null;
    subscription: NotificationLevel | null;
}

/** Mirrors app/Http/Resources/BlipResource.php: a blip in the feed. */
export interface Blip {
    id: string;
    title: string;
    poster: string | null;
    sources: { hls: string | null };
    /** Seconds. */
    duration: number;
    views: number;
    likes: number;
    dislikes: number;
    comment_count: number;
    comments_enabled: boolean;
    published_at: string | null;
    channel: ChannelSummary & { subscribers: number };
    viewer: BlipViewer;
}

/** Mirrors app/Http/Resources/NotificationResource.php: one entry of the header's bell. */
export interface BellNotification {
    id: string;
    type: 'new-video' | 'new-subscriber' | 'new-comment' | 'comment-reply' | 'mention';
    read: boolean;
    created_at: string;
    /** What happened, in a sentence. */
    text: string;
    href: string;
    /** The channel (or account) whose picture the entry shows. */
    actor: { name: string; avatar_url: string | null };
    thumbnail_url: string | null;
}

/** Mirrors app/Help/HelpCenter.php: a help-centre article, its figures filled in. */
export interface HelpArticle {
    id: string;
    question: string;
    answer: string;
    /** A category's value among the page's filters. */
    category: string;
    /** A page of the app the answer leads on to. */
    link: { route: string; label: string } | null;
}

/** Mirrors app/Feedback/FeedbackInbox.php: one feedback as moderators read it. */
export interface FeedbackEntry {
    id: number;
    mood: Option;
    text: string | null;
    include_screenshot: boolean;
    /** The path of the page of this site the sender came from. */
    page_url: string | null;
    user_agent: string | null;
    /** The account that sent it; null for a signed-out visitor or a deleted account. */
    sender: { id: number; name: string } | null;
    from_account: boolean;
    created_at: string;
    attachments: { id: number; name: string; mime_type: string; size: number }[];
}

/** The paged lists of reports (App\Reports\ListPage): a page of rows and where it stands. */
export interface ReportListPage<T> {
    data: T[];
    meta: { current_page: number; last_page: number; total: number };
}

export type ReportStatusValue = 'under_review' | 'reviewed' | 'action_taken';

/** Mirrors app/Http/Resources/ReportResource.php: a row of Report History (spec §3 Report). */
export interface ReportRow {
    id: number;
    video: {
        id: string;
        title: string;
        /** Null once the video is taken down or made private. */
        thumbnail: string | null;
        channel: { handle: string; name: string };
    };
    reason: string;
    status: { value: ReportStatusValue; label: string };
    reported_at: string;
}

/** Mirrors App\Reports\ReportQueue: a reported video in the moderators' queue. */
export interface ReportedVideo {
    video: {
        id: string;
        title: string;
        thumbnail: string | null;
        channel: { handle: string; name: string };
        /** Held out of the lists: reported by enough accounts. */
        held: boolean;
    };
    report_count: number;
    last_reported_at: string;
    /** The reasons given, the most given first. */
    reasons: (Option & { count: number })[];
    /** The latest details reporters wrote. */
    details: string[];
}
