import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSharedAnswerCache } from './shared-answer-cache';

describe('createSharedAnswerCache', () => {
  it('builds once within the ttl, gzips for clients that accept it, and rebuilds when stale', async () => {
    let now = 0;
    let builds = 0;
    const cache = createSharedAnswerCache({ ttlMs: 1000, now: () => now });
    const app = Fastify();
    app.get('/', (request, reply) => cache.send(request, reply, 'k', async () => ({ build: ++builds })));

    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.json()).toEqual({ build: 1 });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const zipped = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual({ build: 1 });

    now = 1500;
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ build: 2 });
    await app.close();
  });
});
