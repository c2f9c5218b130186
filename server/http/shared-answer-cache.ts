import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Keeps answers that many sessions share (the price list per language, currency and VAT rate)
 * for a few seconds, serialized and gzipped once, so that a busy price page costs a map lookup
 * per request instead of pricing 80 TLDs and serializing 50 KB each time.
 */
export function createSharedAnswerCache(options: { ttlMs: number; now: () => number; maxEntries?: number }) {
  const entries = new Map<string, { plain: Buffer; gzip: Buffer; at: number }>();
  const pending = new Map<string, Promise<{ plain: Buffer; gzip: Buffer; at: number }>>();

  async function entry(key: string, build: () => Promise<unknown>) {
    const known = entries.get(key);
    if (known && options.now() - known.at < options.ttlMs) return known;
    let building = pending.get(key);
    if (!building) {
      building = build()
        .then((value) => {
          const plain = Buffer.from(JSON.stringify(value));
          const made = { plain, gzip: gzipSync(plain), at: options.now() };
          if (entries.size >= (options.maxEntries ?? 500)) entries.delete(entries.keys().next().value!);
          entries.set(key, made);
          return made;
        })
        .finally(() => pending.delete(key));
      pending.set(key, building);
    }
    return building;
  }

  return {
    /** Sends the cached JSON answer for `key`, building it with `build` when missing or stale. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) {
      const { plain, gzip } = await entry(key, build);
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(gzip);
      }
      return reply.send(plain);
    },
    clear() {
      entries.clear();
    },
  };
}
