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
  writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-4f2a9c.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`,
  );
  writeFileSync(path.join(folder, 'assets', 'index-4f2a9c.js'), script);
  expect(precompressAssets(folder)).toBe(2);
  testApp = await createTestApp({ env: { WEB_DIST_DIR: folder } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

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

describe('the status of app pages', () => {
  it('answers 200 for the routes of the app, with parameters, aliases and queries', async () => {
    for (const url of [
      '/',
      '/index.php',
      '/home',
      '/domain/dns/b%C3%BCcher.de',
      '/domain/whois',
      '/domain/whois/example.com',
      '/domain/whois/privacy',
      '/domain/search/example?language=de',
      '/user/domain/add/mailbox/example.com/info',
      '/user/profile/security/',
      '/cms/faq',
      '/Domain/Prices',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<script type="module" src="/assets/index-4f2a9c.js">');
    }
  });

  it('answers 404 with the same page (the app shows its not-found screen) for any other path', async () => {
    for (const url of [
      '/does/not/exist',
      '/home/extra',
      '/404',
      '/domain/dns',
      '/domain/search/a/b',
      '/user//domains',
      '/index.html/x?mode=page',
    ]) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const html = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body;
      expect(html, url).toContain('<script type="module" src="/assets/index-4f2a9c.js">');
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/does/not/exist' });
    expect(head.statusCode).toBe(404);
  });

  it('still redirects the legacy links and serves the assets', async () => {
    const legacy = await get('/?mode=page&page=security');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/cms/security');
    const faq = await get('/faq');
    expect(faq.statusCode).toBe(301);
    expect(faq.headers.location).toBe('/cms/faq');
    const asset = await get('/assets/index-4f2a9c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(script);
  });
});
