import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isAppPath } from '@common/routes/match-app-path';
import { sendApiNotFound } from './error-handler';
import { legacyTarget } from './legacy-links';

/**
 * Hashed assets (their name changes with their content) are kept a year and never asked for
 * again; index.html is always asked again (it names the current assets); other files 5 minutes.
 */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/index\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built React app: hashed assets with a long cache, and index.html for every other
 * path, so that the app's router decides (history routing). A path that is none of the app's
 * routes (common/routes/app-paths.ts) gets index.html with 404, so that search engines and
 * monitors see the truth while the browser shows the app's page-not-found screen. Unknown /api
 * paths answer a JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(path.join(webDistDir, 'index.html'));

  // Legacy links first: "/?mode=…" would otherwise reach the static files' directory handling.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    const url = new URL(request.url, 'http://shop.local');
    const legacy = legacyTarget(url.pathname, url.searchParams);
    if (legacy) return reply.redirect(legacy, 301);
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      // The .br and .gz copies made at build time (scripts/precompress-assets.mjs), by Accept-Encoding.
      preCompressed: true,
      // Off, or the plugin's own "max-age=0" would replace the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(filePath));
      },
    });
    // The root is the app too (with index: false the static files would refuse to list it).
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) return sendApiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendApiNotFound(request, reply);
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`.');
    }
    const pathname = request.url.split(/[?#]/, 1)[0];
    reply.header('cache-control', 'no-cache');
    if (!isAppPath(pathname)) reply.code(404);
    return reply.sendFile('index.html');
  });
}
