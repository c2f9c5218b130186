import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSharedAnswerCache } from './shared-answer-cache';

describe('createSharedAnswerCache', () => {
  it('builds once within the ttl, compresses for clients that accept it, and rebuilds when stale', async () => {
    let now = 0;
    let builds = 0;
    const cache = createSharedAnswerCache({ ttlMs: 1000, now: () => now });
    const app = Fastify();
    app.get('/', (request, reply) => cache.send(request, reply, 'k', async () => ({ build: ++builds })));

    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.json()).toEqual({ build: 1 });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual({ build: 1 });

    const zipped = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual({ build: 1 });

    now = 1500;
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ build: 2 });
    await app.close();
  });

  it('sends no encoding the client refuses with q=0', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 1000, now: () => 0 });
    const app = Fastify();
    app.get('/', (request, reply) => cache.send(request, reply, 'k', async () => ({ ok: true })));

    const refusedGzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refusedGzip.headers['content-encoding']).toBeUndefined();
    expect(refusedGzip.json()).toEqual({ ok: true });

    const refusedBrotli = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');
    await app.close();
  });
});
