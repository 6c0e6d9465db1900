import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
    plugins: [
        laravel({
            input: ['resources/js/app.tsx'],
            refresh: true,
        }),
        react(),
        tailwindcss(),
    ],
    build: {
        // The small modules several pages share (UI primitives, icons, helpers, hooks) go into
        // one chunk with the entry's own dependencies, instead of a file each: on a slow
        // connection every wave of files a page waits for before it paints costs a round trip.
        // The bundle budget holds each page to 16 files (Studio/Content needed 27 without this).
        rolldownOptions: {
            output: {
                codeSplitting: {
                    groups: [
                        {
                            name: 'common',
                            test: /resources[\\/]js[\\/](Components[\\/](ui|icons)|lib|hooks)[\\/]/,
                            minShareCount: 2,
                        },
                    ],
                },
            },
        },
    },
    resolve: {
        alias: {
            '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
        },
    },
});
