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
    rolldownOptions: {
      // Required by the inlining below: entries' unused exports may go.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Automatic splitting made some 130 chunks under 3 KB (a Mantine component each), and a
          // page such as My Domains loaded 81 files. Over HTTP/1.1's six connections per origin
          // each costs a round trip, which Lighthouse counted as a second of speed index (decision
          // 040, sixth round). Common chunks below 16 KB of source are copied into the chunks that
          // use them; rolldown's runtime keeps one module state across the copies. Style modules
          // stay files, as Vite's CSS handling needs (rolldown's inline-common-chunks guide).
          experimentalInlineCommonChunks: {
            maxSize: 16_000,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/rss': 'http://127.0.0.1:3000', '/lvc': 'http://127.0.0.1:3000' },
  },
});
