import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the log: the session and CSRF tokens every GET of
 * the web app carries (spec §7), and anything that names a password, token, code or secret
 * (auth codes, recovery codes, renewal-link and e-mail tokens).
 */
const SECRET_PARAMETER = /token|session|password|passwd|secret|code|auth|key|sig/i;

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const path = url.slice(0, query);
  const hash = url.indexOf('#', query);
  const search = url.slice(query + 1, hash === -1 ? undefined : hash);
  const parts = search.split('&').map((part) => {
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed name is kept as it came; its value is redacted below all the same.
      return equals === -1 ? part : `${name}=[redacted]`;
    }
    return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : part;
  });
  return `${path}?${parts.join('&')}`;
}

/** What the request log line says of a request: as Fastify's default, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
