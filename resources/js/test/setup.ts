import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { route } from 'ziggy-js';

import { activateLocale } from '@/lib/i18n';
import { matchNothing } from '@/test/matchMedia';

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

// Inertia saves the scroll position 100 ms after the last scroll event of any element. A spec
// that ended sooner had that timer fire after its window was torn down, and Vitest failed the
// run on the "window is not defined" it threw (ci43, after CategoryChips' last test scrolled).
const INERTIA_SCROLL_DEBOUNCE_MS = 100;
let lastScroll = Number.NEGATIVE_INFINITY;
window.addEventListener(
    'scroll',
    () => {
        lastScroll = performance.now();
    },
    true,
);
afterAll(async () => {
    const wait = lastScroll + INERTIA_SCROLL_DEBOUNCE_MS + 20 - performance.now();
    if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
    }
});
