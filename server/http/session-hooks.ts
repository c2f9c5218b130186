import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { clientInfo } from '../lib/client-info';
import { safeEqual } from '../lib/tokens';
import type { SessionContext, SessionService } from '../modules/session/session.service';
import { AppError } from './app-error';
import { browserLanguage } from './request-language';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * create: start a visitor session when there is none (GET /user/status, app settings), stored
     * only at its first change;
     * optional: load it when there is one (default for GET);
     * required: refuse without one (default for POST).
     */
    session?: 'create' | 'optional' | 'required';
    /** user: only for logged-in users (answers 401 with status 2003). */
    auth?: 'user';
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

export function setSessionCookie(reply: FastifyReply, session: SessionContext, config: Config): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    maxAge: config.sessionIdleMinutes * 60,
  });
}

/**
 * The request's session, for handlers of routes that have one: the hooks refuse the request
 * before the handler otherwise, so a missing session here is a 2201 like theirs.
 */
export function requireSession(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw AppError.sessionInvalid();
  return request.session;
}

function sessionMode(request: FastifyRequest) {
  return request.routeOptions.config?.session ?? (request.method === 'GET' || request.method === 'HEAD' ? 'optional' : 'required');
}

/** The session parameters of spec §7: on GET in the query, otherwise in the body. */
function sessionParams(request: FastifyRequest): { csrf_token?: unknown; session_id?: unknown } {
  const source = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
  return source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
}

/**
 * Sessions and CSRF as spec §7 describes (docs/decisions/003-sessions.md): the HttpOnly cookie
 * identifies the session; a `session_id` parameter must match it; every POST carries the
 * session's csrf token.
 */
export function registerSessionHooks(app: FastifyInstance, deps: { sessions: SessionService; config: Config }): void {
  const { sessions, config } = deps;
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const mode = sessionMode(request);
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 128) request.session = await sessions.resume(token, () => clientInfo(request));
    if (request.session) return;
    // A path no route answers goes to the not-found handler (1040) with or without a session:
    // "session expired" would make the client reload for nothing.
    if (request.is404) return;
    if (mode === 'create') {
      // Signed, not stored: the row is written at the visitor's first change (decision 036).
      request.session = sessions.startVisitor({ language: browserLanguage(request), client: clientInfo(request) });
      setSessionCookie(reply, request.session, config);
      return;
    }
    if (mode === 'required') throw AppError.sessionInvalid();
  });

  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const params = sessionParams(request);
    const session = request.session;
    if (params.session_id !== undefined && params.session_id !== '') {
      if (!session || typeof params.session_id !== 'string' || !safeEqual(params.session_id, session.token))
        throw AppError.sessionInvalid();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (!session || typeof params.csrf_token !== 'string' || !safeEqual(params.csrf_token, session.csrfToken))
        throw AppError.csrfInvalid();
    }
    if (request.routeOptions.config?.auth === 'user' && !session?.user) throw AppError.authenticationRequired();
  });
}
