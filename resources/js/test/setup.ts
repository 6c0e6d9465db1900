import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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
