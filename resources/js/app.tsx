import '../css/app.css';

import { createInertiaApp } from '@inertiajs/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { route } from 'ziggy-js';

import { serverHead } from '@/lib/head';
import { activateLocale } from '@/lib/i18n';
import type { SharedProps } from '@/types';

const appName = import.meta.env.VITE_APP_NAME || 'Blipstream';

// Lazy globs make one chunk per page; tests sit beside their pages and must stay out of the build.
const pages = import.meta.glob<{ default: ComponentType }>([
    './Pages/**/*.tsx',
    '!./Pages/**/*.test.tsx',
]);

globalThis.route = route;

// Beside every page, off the critical path: it only ever shows once a video has played.
const PlayerDock = lazy(() => import('@/Components/player/PlayerDock'));

void createInertiaApp({
    title: (title) => (title ? `${title} | ${appName}` : appName),
    serverHead: (page) => serverHead(page.props),
    resolve: async (name) => {
        const page = pages[`./Pages/${name}.tsx`];

        if (!page) {
            throw new Error(`Unknown page component: ${name}`);
        }

        return (await page()).default;
    },
    // Inertia's bar already uses the spec's minimum (0.08), trickle (200 ms) and height (2 px); only the delay and colour are options.
    progress: {
        delay: 250,
        color: '#ef4444',
        showSpinner: false,
    },
    defaults: {
        prefetch: {
            cacheFor: '30s',
            hoverDelay: 75,
        },
    },
    strictMode: true,
    // Before the first render, so every page speaks the visitor's language from the start.
    // The dock beside the pages outlives them all: the miniplayer plays on across visits.
    withApp: (app, { page }) => {
        const { locale, translations } = page.props as unknown as SharedProps;
        activateLocale(locale, translations);

        return (
            <>
                {app}
                <Suspense fallback={null}>
                    <PlayerDock />
                </Suspense>
            </>
        );
    },
});
