import type { FastifyInstance } from 'fastify';

// Mantine sets inline styles, so styles allow 'unsafe-inline'; scripts come only from our origin.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Headers that make the usual browser attacks (framing, sniffing, injected scripts) harder. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook: it runs on every answer, and Fastify runs these without a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    } else {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    done(null, payload);
  });
}
