import { useCallback, useEffect, useRef, useState } from 'react';

import { OVERLAY_MS } from './feed';

/**
 * What the viewer did to playback: the feed starts muted (browsers only autoplay silent
 * video) and one mute setting holds for every blip; a tap or space pauses the blip on
 * screen until it leaves the screen (the next one to come into view plays again); each of
 * those shows the play/pause and volume buttons of that blip for OVERLAY_MS.
 */
export default function useBlipPlayback(visibleId: string | null) {
    const [muted, setMuted] = useState(true);
    const [pausedId, setPausedId] = useState<string | null>(null);
    const [controlsId, setControlsId] = useState<string | null>(null);
    const [lastVisibleId, setLastVisibleId] = useState(visibleId);
    const timer = useRef<number | undefined>(undefined);

    // A blip paused by hand plays again once it has left the screen and come back.
    if (lastVisibleId !== visibleId) {
        setLastVisibleId(visibleId);
        setPausedId(null);
    }

    useEffect(
        () => () => {
            window.clearTimeout(timer.current);
        },
        [],
    );

    const showControls = useCallback((id: string) => {
        setControlsId(id);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
            setControlsId(null);
        }, OVERLAY_MS);
    }, []);

    const togglePlay = useCallback(
        (id: string) => {
            setPausedId((paused) => (paused === id ? null : id));
            showControls(id);
        },
        [showControls],
    );

    const toggleMute = useCallback(
        (id: string) => {
            setMuted((value) => !value);
            showControls(id);
        },
        [showControls],
    );

    return {
        muted,
        /** Whether this blip plays: the one on screen, unless the viewer paused it. */
        isPlaying: (id: string) => id === visibleId && pausedId !== id,
        controlsShown: (id: string) => controlsId === id,
        showControls,
        togglePlay,
        toggleMute,
    };
}
