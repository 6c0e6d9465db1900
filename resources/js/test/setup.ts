import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
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
window.matchMedia = matchNothing;

afterEach(() => {
    cleanup();
    activateLocale('en', {});
});
