import type { ProgressReason } from './usePlaybackReports';

/**
 * The video playing now, kept outside the pages so it can outlive them: the watch page's
 * player shows it, and when the viewer leaves that page while it plays, the miniplayer
 * (PlayerDock, mounted beside every page) takes the very same element and it plays on.
 * Coming back to the video's page hands the element back. One video plays at a time.
 */

export interface PlayingVideo {
    id: string;
    title: string;
    channelName: string;
}

export interface PlayerSession {
    video: PlayingVideo;
    element: HTMLVideoElement;
    /**
     * Where its progress goes: the reporter of the page that started it, which the miniplayer
     * keeps calling after that page has gone, so views and history go on counting.
     */
    onProgress?: (seconds: number, reason: ProgressReason) => void;
    /** Stops loading (hls.js) and reporting, and lets the media go. */
    release: () => void;
}

export type PlayerPlace = 'page' | 'mini';

export interface PlayerSessionState {
    session: PlayerSession;
    place: PlayerPlace;
}

let state: PlayerSessionState | null = null;
const listeners = new Set<() => void>();
let parking: HTMLElement | null = null;

function set(next: PlayerSessionState | null): void {
    state = next;
    listeners.forEach((listener) => {
        listener();
    });
}

/**
 * Keeps the element in the document between the page's player letting go of it and the
 * miniplayer taking it: an element that leaves the document pauses.
 */
function park(element: HTMLVideoElement): void {
    if (!parking) {
        parking = document.createElement('div');
        parking.setAttribute('aria-hidden', 'true');
        parking.style.cssText = 'position:fixed;width:0;height:0;overflow:hidden';
        document.body.append(parking);
    }

    parking.append(element);
}

function stop(session: PlayerSession): void {
    session.release();
    session.element.remove();
}

export const playerSession = {
    get: (): PlayerSessionState | null => state,

    subscribe: (listener: () => void): (() => void) => {
        listeners.add(listener);

        return () => {
            listeners.delete(listener);
        };
    },

    /** The page's player takes the session of this video back when it still plays on. */
    resume: (videoId: string): PlayerSession | null => {
        if (state?.session.video.id !== videoId) {
            return null;
        }

        set({ session: state.session, place: 'page' });

        return state.session;
    },

    /** A new video on the page: whatever played before stops. */
    start: (session: PlayerSession): void => {
        if (state && state.session !== session) {
            stop(state.session);
        }

        set({ session, place: 'page' });
    },

    /**
     * The page's player goes away (the viewer leaves its page): a video that should play on
     * moves to the miniplayer, any other stops. Call it before the page leaves the document.
     */
    leave: (session: PlayerSession, playOn: boolean): void => {
        if (state?.session !== session || state.place !== 'page') {
            return;
        }

        if (playOn) {
            park(session.element);
            set({ session, place: 'mini' });
        } else {
            stop(session);
            set(null);
        }
    },

    /** The page showing the session hears its progress from now on. */
    reportTo: (session: PlayerSession, onProgress: PlayerSession['onProgress']): void => {
        session.onProgress = onProgress;
    },

    /** Closes the miniplayer: the video stops. */
    close: (): void => {
        if (state) {
            stop(state.session);
            set(null);
        }
    },
};
