import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './api-compression';

/**
 * Brotli's quality 6 on a 50 KB price list takes a few milliseconds, once per key and ttl, and still
 * beats gzip's best level; the top qualities are for the build's files (decision 029).
 */
const CACHED_BROTLI_QUALITY = 6;

interface CachedAnswer {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
  at: number;
}

/**
 * Keeps answers that many sessions share (the price list per language, currency and VAT rate)
 * for a few seconds, serialized and compressed once (brotli and gzip), so that a busy price page
 * costs a map lookup per request instead of pricing 80 TLDs and serializing 50 KB each time. The
 * encoding follows the request's Accept-Encoding by the same rules as every other JSON answer
 * (`pickEncoding`: `gzip;q=0` refuses gzip, brotli is preferred).
 */
export function createSharedAnswerCache(options: { ttlMs: number; now: () => number; maxEntries?: number }) {
  const entries = new Map<string, CachedAnswer>();
  const pending = new Map<string, Promise<CachedAnswer>>();

  async function entry(key: string, build: () => Promise<unknown>) {
    const known = entries.get(key);
    if (known && options.now() - known.at < options.ttlMs) return known;
    let building = pending.get(key);
    if (!building) {
      building = build()
        .then((value) => {
          const plain = Buffer.from(JSON.stringify(value));
          const made: CachedAnswer = {
            plain,
            gzip: gzipSync(plain),
            br: brotliCompressSync(plain, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            }),
            at: options.now(),
          };
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
      const answer = await entry(key, build);
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding]);
      return reply.send(answer.plain);
    },
    clear() {
      entries.clear();
    },
  };
}
