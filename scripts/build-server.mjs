// Bundles the server into dist/server/main.js; npm packages stay external and load from node_modules.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
// The SQL migrations travel with the bundle (server/db/migrate.ts looks beside it).
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
