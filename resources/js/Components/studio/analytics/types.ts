import type { Option } from '@/types/models';

/** Mirrors App\Studio\Analytics\AnalyticsPeriod. */
export type AnalyticsPeriod = '7d' | '28d' | '90d' | '365d' | 'lifetime';

/** A figure of the period and of the period before it (null for Lifetime). */
export interface Change {
    value: number;
    previous: number | null;
}

export interface AnalyticsOverview {
    views: Change;
    watchTimeHours: Change;
    /** Seconds. */
    averageViewDuration: Change;
    /** Net: gained minus lost; absent on a video's page. */
    subscribers?: Change;
}

export interface AudienceShare {
    group: string;
    percentage: number;
}

/** Each dimension null while too few viewers shared it. */
export interface AnalyticsAudience {
    age: AudienceShare[] | null;
    gender: AudienceShare[] | null;
    geography: AudienceShare[] | null;
}

export interface TopVideo {
    id: string;
    title: string;
    thumbnail: string | null;
    views: number;
    watchTimeHours: number;
    averageViewDuration: number;
}

export interface Monetisation {
    subscribers: number;
    subscribersGoal: number;
    watchHours: number;
    watchHoursGoal: number;
}

/** Mirrors App\Studio\AnalyticsPage::toProps() and AnalyticsController. */
export interface StudioAnalyticsProps {
    [key: string]: unknown;
    period: AnalyticsPeriod;
    periods: Option[];
    /** IANA zone the days are counted in. */
    timezone: string;
    /** Whether the account has a zone yet; if not, the page reports the browser's. */
    timezoneKnown: boolean;
    video: { id: string; title: string; thumbnail: string | null } | null;
    overview: AnalyticsOverview;
    viewsChart: { date: string; views: number }[];
    realtime: { views: number; hours: { hour: string; views: number }[] };
    topVideos: TopVideo[] | null;
    audience: AnalyticsAudience;
    monetisation: Monetisation | null;
}
