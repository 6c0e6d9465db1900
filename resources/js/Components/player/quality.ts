/** One rendition of the HLS ladder, as hls.js lists it. */
export interface QualityLevel {
    /** hls.js's level index. */
    index: number;
    height: number;
    bitrate: number;
}

/** -1 is hls.js's automatic choice. */
export const AUTO_QUALITY = -1;

export interface QualityState {
    levels: QualityLevel[];
    /** The level chosen, or AUTO_QUALITY. */
    selected: number;
    /** The level playing now (what Auto picked), or AUTO_QUALITY before the first switch. */
    playing: number;
}
