import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
// @ts-expect-error -- a plain build script without type declarations
import { precompressAssets } from './scripts/precompress-assets.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** A hash that changes with every build, so `GET /user/check` can tell an outdated client (spec §2.2). */
function buildHash(): { hash: string; time: string } {
  const time = new Date().toISOString();
  let commit = 'nogit';
  try {
    commit = execSync('git rev-parse HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the build time alone makes the hash unique.
  }
  return {
    hash: createHash('sha256')
      .update(commit + time)
      .digest('hex')
      .slice(0, 16),
    time,
  };
}

const build = process.env.BUILD_HASH ? { hash: process.env.BUILD_HASH, time: new Date().toISOString() } : buildHash();

/** Writes build-info.json beside the built app; the server reads it at start. */
function buildInfo(): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    closeBundle() {
      const out = path.join(root, 'dist/web');
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, 'build-info.json'), JSON.stringify(build, null, 2));
    },
  };
}

/** Brotli and gzip copies of the built files, sent as they are by the server (decision 029). */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      precompressAssets(path.join(root, 'dist/web'));
    },
  };
}

export const aliases = {
  '@common': path.join(root, 'common'),
  '@web': path.join(root, 'web'),
  '@server': path.join(root, 'server'),
};

export default defineConfig({
  root: path.join(root, 'web'),
  publicDir: path.join(root, 'web/public'),
  plugins: [react(), buildInfo(), precompress()],
  resolve: { alias: aliases },
  define: {
    __BUILD_HASH__: JSON.stringify(build.hash),
  },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/rss': 'http://127.0.0.1:3000', '/lvc': 'http://127.0.0.1:3000' },
  },
});
