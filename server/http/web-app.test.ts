import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain build script without type declarations
import { precompressAssets } from '../../scripts/precompress-assets.mjs';
import { createTestApp, type TestApp } from '../test/test-app';

let folder: string;
let testApp: TestApp;
const script = `console.log(${JSON.stringify('the app '.repeat(400))});\n`;

beforeAll(async () => {
  // A built app in miniature: index.html and one hashed script, compressed as the build does it.
  folder = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/index-4f2a9c.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`);
  writeFileSync(path.join(folder, 'assets', 'index-4f2a9c.js'), script);
  expect(precompressAssets(folder)).toBe(2);
  testApp = await createTestApp({ env: { WEB_DIST_DIR: folder } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => testApp.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset precompressed (brotli, else gzip), cached for a year as immutable', async () => {
    const brotli = await get('/assets/index-4f2a9c.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await get('/assets/index-4f2a9c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-4f2a9c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks for index.html again every time, for the root and for app routes', async () => {
    for (const url of ['/', '/domain/prices']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
