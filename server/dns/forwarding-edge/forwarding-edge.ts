import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { languageFromBrowser, SERVER_DEFAULT_LANGUAGE } from '@common/i18n/languages';
import { limitConnectionsPerAddress } from '../../http/connection-limits';
import { DEFAULT_SHOP_NAME } from '../../modules/price/shop-identity';
import { framePage, parkingPage, type EdgePage } from './edge-pages';
import { redirectLocation, safeDestination } from './edge-redirect';
import { EDGE_REDIRECT_CODES, type EdgeLookup } from './edge-target';
import { acmeChallengeToken, type AcmeChallengeAnswers } from './tls/acme-challenges';

/** The part of the app's logger the edge writes to (a FastifyBaseLogger fits). */
export interface EdgeLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ForwardingEdgeOptions {
  lookup: EdgeLookup;
  log: EdgeLog;
  /** The shop's public address (PUBLIC_URL), for the parking page's links. */
  shopUrl: string;
  /** The shop's name on the parking page (SHOP_NAME); the default name when not given (tests). */
  shopName?: string;
  /** A request must arrive whole within this time, its headers within half of it (408 otherwise). */
  requestTimeoutMs?: number;
  /** How long a lookup may take before the edge answers 503. */
  lookupTimeoutMs?: number;
  /** Open connections one address may hold; 0 turns the cap off. */
  connectionsPerAddress?: number;
  /** HTTP-01 answers of ACME orders in progress (RFC 8555 §8.3), served before any host lookup. */
  acmeChallenges?: AcmeChallengeAnswers;
  /** Told of each request for a name whose URL record asks for TLS, so its certificate is obtained or renewed in the background. */
  onTlsWanted?: (host: string) => void;
}

export interface ForwardingEdge {
  /** Listens; 0 takes a free port. Answers the port listened on. */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
  /** The request handler, so the HTTPS listener (tls/edge-tls-listener.ts) answers exactly as this one. */
  handle: http.RequestListener;
}

/**
 * The shop's forwarding edge: a plain HTTP listener apart from the shop's app, where the A and
 * AAAA records of forwarded and parked names point. It answers by the Host header: a redirect
 * with the URL record's method, a frame page, the parking page, or 404 for a name it does not
 * forward. It serves GET and HEAD only and keeps no state between requests.
 */
export function createForwardingEdge(options: ForwardingEdgeOptions): ForwardingEdge {
  const shopUrl = options.shopUrl.replace(/\/+$/, '');
  const shopName = options.shopName ?? DEFAULT_SHOP_NAME;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const lookupTimeoutMs = options.lookupTimeoutMs ?? 5_000;

  const handle: http.RequestListener = (request, response) => {
    void answer(request, response).catch((error: unknown) => {
      options.log.error({ err: error }, 'forwarding edge: answering failed');
      if (!response.headersSent) send(request, response, 500, plain('Internal error.'));
      else response.destroy();
    });
  };
  const server = http.createServer(edgeServerOptions(requestTimeoutMs), handle);
  // An idle connection is dropped, as is one whose request never completes.
  server.setTimeout(requestTimeoutMs * 2, (socket) => socket.destroy());
  limitConnectionsPerAddress(server, options.connectionsPerAddress ?? 64);

  async function answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(request, response, 405, plain('Method not allowed: the forwarding service answers GET and HEAD only.'), { allow: 'GET, HEAD' });
      return;
    }
    const token = options.acmeChallenges ? acmeChallengeToken(request.url) : null;
    const keyAuthorization = token ? options.acmeChallenges?.answer(token) : null;
    if (keyAuthorization) {
      send(request, response, 200, { contentType: 'application/octet-stream', text: keyAuthorization });
      return;
    }
    const host = edgeHost(request.headers.host);
    if (!host) {
      send(request, response, 404, notForwarded());
      return;
    }

    let target;
    try {
      target = await withTimeout(options.lookup(host), lookupTimeoutMs);
    } catch (error) {
      options.log.error({ err: error, host }, 'forwarding edge: lookup failed');
      send(request, response, 503, plain('The forwarding service is unavailable right now. Please try again shortly.'), {
        'retry-after': '30',
      });
      return;
    }
    if (!target) {
      send(request, response, 404, notForwarded());
      return;
    }
    if (target.kind !== 'parking' && target.tls) options.onTlsWanted?.(host);

    switch (target.kind) {
      case 'redirect': {
        const location = redirectLocation(target.url, request.url ?? '/', target.keepPath);
        if (!location) {
          options.log.warn({ host }, 'forwarding edge: the URL record has no http(s) destination');
          send(request, response, 404, notForwarded());
          return;
        }
        const code = (EDGE_REDIRECT_CODES as readonly number[]).includes(target.code) ? target.code : 301;
        send(request, response, code, plain(`Redirecting to ${location}`), { location });
        return;
      }
      case 'frame': {
        // The framed page keeps the request's path and query as a redirect does (the URL record's keep_path).
        const location = redirectLocation(target.url, request.url ?? '/', target.keepPath);
        const destination = location === null ? null : safeDestination(location);
        if (!destination) {
          options.log.warn({ host }, 'forwarding edge: the URL record has no http(s) destination');
          send(request, response, 404, notForwarded());
          return;
        }
        send(request, response, 200, html(framePage(target, destination, visitorLanguage(request))), { vary: 'Accept-Language' });
        return;
      }
      case 'parking': {
        send(
          request,
          response,
          200,
          html(parkingPage({ domainUtf8: target.domainUtf8, language: visitorLanguage(request) }, shopUrl, shopName)),
          {
            vary: 'Accept-Language',
          },
        );
        return;
      }
    }
  }

  return {
    handle,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Timeouts shared by the HTTP and the HTTPS listener of the edge. */
export function edgeServerOptions(requestTimeoutMs: number): http.ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.max(1, Math.floor(requestTimeoutMs / 2)),
    keepAliveTimeout: 5_000,
    // Node checks the two timeouts above on this interval (30 s by default), so it is their precision.
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
  };
}

interface Body {
  contentType: string;
  text: string;
  headers?: Record<string, string>;
}

function plain(text: string): Body {
  return { contentType: 'text/plain; charset=utf-8', text: `${text}\n` };
}

function html(page: EdgePage): Body {
  return { contentType: 'text/html; charset=utf-8', text: page.html, headers: { 'content-security-policy': page.contentSecurityPolicy } };
}

function notForwarded(): Body {
  return plain('Not found: this name is not forwarded by this service.');
}

function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  body: Body,
  headers: Record<string, string> = {},
): void {
  const payload = Buffer.from(body.text, 'utf8');
  response.writeHead(status, {
    'content-type': body.contentType,
    'content-length': String(payload.length),
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...body.headers,
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/**
 * The language of the edge's pages. They are read by the visitor, not by the name's holder, so
 * they speak the visitor's language (their browser's Accept-Language), as the shop's own pages do
 * for a visitor without a session; the holder's language would be a stranger's to most readers.
 * Without the header they speak the server's default (German, spec §3), as the shop's API does.
 */
function visitorLanguage(request: http.IncomingMessage): 'en' | 'de' {
  return languageFromBrowser(request.headers['accept-language'], SERVER_DEFAULT_LANGUAGE);
}

/**
 * The name asked for: the Host header lower-cased, without port and trailing dot. Only LDH
 * names with a dot are looked up (browsers send IDNs as A-labels); IP literals and anything
 * else get 404 without a lookup.
 */
export function edgeHost(header: string | undefined): string | null {
  if (!header) return null;
  const host = header
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '');
  if (host.length > 253 || !/^([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])$/.test(host)) return null;
  return host;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`lookup took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
