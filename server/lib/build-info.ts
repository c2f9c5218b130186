import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface BuildInfo {
  hash: string;
  time: string;
}

/**
 * The hash of the web build being served (written by vite.config.ts). Without a build, as in the
 * API tests, BUILD_HASH or "dev" stands in.
 */
export function readBuildInfo(webDistDir: string): BuildInfo {
  try {
    const info = JSON.parse(readFileSync(path.join(webDistDir, 'build-info.json'), 'utf8')) as BuildInfo;
    if (typeof info.hash === 'string' && typeof info.time === 'string') return info;
  } catch {
    // No build yet.
  }
  return { hash: process.env.BUILD_HASH || 'dev', time: new Date(0).toISOString() };
}
