import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

/**
 * Two tiers (conventions §8): `unit` for common/ and server/ code, including the database-backed
 * tests (PGlite, or PostgreSQL when DATABASE_URL is set), and `web` for the React code in jsdom.
 * The browser suite lives in e2e/ and has its own runner.
 */
export default defineConfig({
  resolve: { alias: aliases },
  define: { __BUILD_HASH__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts'],
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
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
