import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { route } from 'ziggy-js';

import { activateLocale } from '@/lib/i18n';
import { matchNothing } from '@/test/matchMedia';
import { trackPendingTimers } from '@/test/pendingTimers';

// The shape the @routes directive prints; specs add the routes they link to. Every video
// card links to its channel.
globalThis.Ziggy = {
    url: 'http://localhost',
    port: null,
    defaults: {},
    routes: {
        home: { uri: '/', methods: ['GET', 'HEAD'] },
        channel: { uri: 'channel/{channel}', methods: ['GET', 'HEAD'] },
    },
};
globalThis.route = route;
// CI runs Vitest beside the browser tests on two cores, where a fake response can take longer
// than findBy's default second to render.
configure({ asyncUtilTimeout: 5_000 });
window.matchMedia = matchNothing;

afterEach(() => {
    cleanup();
    activateLocale('en', {});
});

// Inertia debounces its bookkeeping (the scroll position by 100 ms, an infinite scroll's
// loaded elements by 250 ms). A timer still pending when a spec file's last test ends would fire
// once its window is torn down, and Vitest fails the run on what it throws: "window is not
// defined" after CategoryChips' last scroll (ci43), "Node is not defined" after Home's infinite
// scroll. Every component is unmounted by then, so what those timers would do is moot: they are
// cancelled.
afterAll(trackPendingTimers(globalThis));
