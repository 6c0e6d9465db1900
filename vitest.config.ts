import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    plugins: [react()],
    resolve: {
        alias: {
            '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
        },
    },
    test: {
        environment: 'jsdom',
        include: ['resources/js/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
        setupFiles: ['resources/js/test/setup.ts'],
        restoreMocks: true,
        // CI runs Vitest beside two PHPUnit runs on two cores; a form test that types a few
        // fields can then take several seconds without anything being wrong.
        testTimeout: 20_000,
    },
});
