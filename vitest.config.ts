import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';
import { serverTestTiers } from './scripts/test-tiers.ts';

/**
 * The test tiers (decision 044), each a project: `unit` for the pure common/ and server/ tests,
 * `db` for the ones that open a database (PGlite, or PostgreSQL when DATABASE_URL is set) or start
 * a real program, told apart by their imports (scripts/test-tiers.ts), and `web` for the React code in
 * jsdom. `npm run check` runs `unit`; `npm test` all of them. The browser suite lives in e2e/ and
 * has its own runner (vitest.e2e.config.ts).
 */
const tiers = serverTestTiers(import.meta.dirname);

/**
 * Vitest's default is one worker fewer than the cores: one worker on this 2-core machine. The web
 * and database tiers spend much of their time waiting (jsdom's timers, the database, PowerDNS and
 * the mail servers): two files at a time finish them sooner.
 */
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  resolve: { alias: aliases },
  define: { __BUILD_HASH__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [...tiers.unit, 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          // Two files at a time, like the web tier: most of a database test's time is spent waiting.
          maxWorkers: workers,
          environment: 'node',
          include: tiers.db,
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          maxWorkers: workers,
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
