import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendApiNotFound } from './error-handler';
import { legacyTarget } from './legacy-links';

/**
 * Serves the built React app: hashed assets with a long cache, and index.html for every other
 * path, so that the app's router decides (history routing; unknown paths get its page-not-found
 * screen). Unknown /api paths answer a JSON 404 instead.
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
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
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
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
