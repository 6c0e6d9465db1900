import { lazy, Suspense, useSyncExternalStore } from 'react';

import { playerSession } from './playerSession';

const MiniPlayer = lazy(() => import('./MiniPlayer'));

/**
 * Beside every page (app.tsx): shows the miniplayer while a video plays on after the viewer
 * left its watch page. Its code loads only then.
 */
export default function PlayerDock() {
    const state = useSyncExternalStore(playerSession.subscribe, playerSession.get, () => null);

    if (state?.place !== 'mini') {
        return null;
    }

    return (
        <Suspense fallback={null}>
            <MiniPlayer session={state.session} />
        </Suspense>
    );
}
