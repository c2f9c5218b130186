import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

/**
 * The browser suite: the built app on a real server (dist/), driven in Debian's chromium.
 * Run `npm run build` first; `npm run test:e2e` does both.
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/report-failures.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
