import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers below this size go out as they are: they fit a packet or two, compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 4 compresses a JSON answer of 50 KB in about a millisecond, to roughly the size
 * gzip's best level reaches; the higher qualities are for files compressed once (decision 029).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

/**
 * The encoding to use by a request's Accept-Encoding: brotli first, then gzip, none when neither is
 * accepted (`q=0` refuses one; `*` accepts any not named).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
}

/**
 * Compresses the JSON answers (the API's, the RDAP answers) above the threshold with brotli or
 * gzip by the request's Accept-Encoding, and says `Vary: Accept-Encoding` on every JSON answer, so
 * a cache never hands a compressed answer to a client that cannot read it. The built app's files
 * are compressed at build time instead (decision 029); streams (downloads) and answers that
 * already carry an encoding pass untouched.
 */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJson(reply.getHeader('content-type'))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
    if (reply.getHeader('content-encoding')) return payload;
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : await gzipAsync(bytes, { level: GZIP_LEVEL });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
