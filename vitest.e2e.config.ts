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
    // vitest's default of one second for expect.poll failed argon2-heavy steps (enabling two-factor
    // login hashes ten recovery codes; a recovery login checks ten) whenever the two cores were
    // busy. A poll still ends as soon as its condition holds, so a quiet run is no slower.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
