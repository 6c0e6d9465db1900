import { useSyncExternalStore } from 'react';

import MiniPlayer from './MiniPlayer';
import { playerSession } from './playerSession';

/**
 * Beside every page (app.tsx loads it after the page): shows the miniplayer while a video
 * plays on after the viewer left its watch page.
 */
export default function PlayerDock() {
    const state = useSyncExternalStore(playerSession.subscribe, playerSession.get, () => null);

    return state?.place === 'mini' ? <MiniPlayer session={state.session} /> : null;
}
