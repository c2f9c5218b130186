import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES, pickEncoding } from './api-compression';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ startJobs: false });
});
afterAll(() => testApp.close());

// The price groups of every TLD: about 20 KB of JSON. (The price list has a compressed cache of
// its own, server/http/shared-answer-cache.ts, which this hook leaves as it is.)
const LARGE = '/api/v1/price/groups';
const get = (url: string, encoding?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('compression of JSON answers', () => {
  it('sends a large answer brotli-compressed when brotli is accepted, the same JSON as the plain answer', async () => {
    const plain = await get(LARGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const brotli = await get(LARGE, 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and sends the answer plain when neither is accepted', async () => {
    const plain = (await get(LARGE)).json();
    const gzip = await get(LARGE, 'gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain);

    for (const encoding of ['identity', 'deflate', 'br;q=0, gzip;q=0', '']) {
      const answer = await get(LARGE, encoding);
      expect(answer.headers['content-encoding'], encoding).toBeUndefined();
      expect(answer.json()).toEqual(plain);
    }
  });

  it('leaves small answers as they are, yet says they vary by Accept-Encoding', async () => {
    const small = await get('/api/v1/user/status', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(small.json().success).toBe(true);
  });

  it('leaves an answer that already carries an encoding as it is', async () => {
    const list = await get('/api/v1/price/list', 'gzip, br');
    expect(list.headers['content-encoding']).toBe('br');
    // Compressed once: one decompression gives the JSON.
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).success).toBe(true);
  });

  it('says Vary on error envelopes too', async () => {
    const missing = await get('/api/v1/no-such-call', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.vary).toMatch(/accept-encoding/i);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().success).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br; q=0 , gzip; q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
  });
});
