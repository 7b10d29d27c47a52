import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressPlugin } from './build/precompress.mjs';
import { compileHintPlugin } from './build/compile-hint-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { reactRouterProductionAliases } from './build/react-router-production.ts';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

export default defineConfig(({ command }) => ({
  // The entry's compile hint; Home prerendered into index.html (shell.html for every other page);
  // /sw.js, the offline service worker, with the list of this build's files; .br and .gz beside
  // every compressible file of a production build (the server sends them).
  plugins: [react(), compileHintPlugin(), prerenderPlugin(), serviceWorkerPlugin(), precompressPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @slovo/shared (constants, rules, messages) and the i18n catalogues run nothing at load
        // that a page needs unless it uses their exports. Said here because the bundler kept every
        // message group of the shared barrel in Home's bundle otherwise: Home JS 155.3 → 149.7 kB
        // gzip, 10 → 5 files (measured with the bench's Home accounting, issue 17).
        moduleSideEffects: (id: string) => !id.includes('/packages/shared/') && !id.includes('/apps/web/src/i18n/'),
      },
      output: {
        codeSplitting: {
          // Everything the first screen imports statically is one file, the entry: left to itself the
          // bundler cut it into 8 (the modules the lazy chunks share with it), and a browser fetches
          // 6 at a time per host over HTTP/1.1, so the rest waited for a free connection. One file
          // also compresses better (Home JS 149.3 → 143.8 kB gzip). The lazy chunks import from it.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one jsdom and their modules instead of loading React, the app and
    // a new jsdom for every file: 138 s → 35 s for this project on two cores. src/test/setup.ts
    // puts back what a test may change (DOM, storage, fetch, the auth store's actions).
    isolate: false,
    // Next to the server and browser suites on two cores a test can take three times as long as
    // alone (an admin editor test: 1.8 s alone, over 5 s, Vitest's default, in a full run).
    testTimeout: 15_000,
  },
}));
