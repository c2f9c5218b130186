/**
 * The one client for the shop API (spec §7). It adds the session's csrf_token and session_id to
 * every call, unwraps the response envelope, reacts to the session statuses of spec §8 and sends
 * the cart, renew, restore and payment calls one at a time.
 */
import type { ApiError, Envelope } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { currentTarget, fullPageLoad, pageIsLeaving, reloadPage } from './page-load';
import { createSerialQueue } from './serial-queue';

/** A call the server answered with `success: false`, or that did not get a usable answer. */
export class ApiRequestError extends Error {
  readonly errors: ApiError[];
  /** The session status of the envelope (2003, 2201, 2303…), when it has one. */
  readonly status: number | undefined;
  /** The HTTP status; 0 when no answer arrived. */
  readonly httpStatus: number;
  /** Seconds to wait before trying again (the Retry-After of a 429), when the server said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(httpStatus: number, errors: ApiError[], status?: number, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(errors[0]?.message || `API request failed (HTTP ${httpStatus})`, options);
    this.name = 'ApiRequestError';
    this.httpStatus = httpStatus;
    this.errors = errors;
    this.status = status;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** The catalogue code of the first error. */
  get code(): number | undefined {
    return this.errors[0]?.code;
  }
}

/** Retry-After in seconds (RFC 9110 also allows a date; the shop sends seconds). */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers?.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export interface SessionCredentials {
  csrf_token: string;
  session_id: string;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** 401 with status 2003: the page needs a login, load the current target afresh. */
  onLoginRequired?: () => void;
  /** 401 with status 2201: the session expired, reload the page. */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
  /** Stores the token and id of the session; they change at login and logout. */
  setCredentials(credentials: SessionCredentials | null): void;
  getCredentials(): SessionCredentials | null;
}

const SERIAL_PATH_PREFIXES = ['/cart/', '/domain/renew', '/domain/restore', '/domain/undelete', '/pay/', '/account/'];

/**
 * Calls that change the cart, a renewal, a restore or a payment must not overtake each other:
 * the server computes each one from the state the previous one left behind.
 */
export function isSerialPath(path: string): boolean {
  return SERIAL_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function queryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).success === 'boolean';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api/v1';
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const onLoginRequired = options.onLoginRequired ?? (() => fullPageLoad(currentTarget()));
  const onSessionExpired = options.onSessionExpired ?? reloadPage;
  const serial = createSerialQueue();
  let credentials: SessionCredentials | null = null;

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    payload: QueryParams | Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<T> {
    const session = credentials ?? {};
    const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' }, signal };
    let url = baseUrl + path;
    if (method === 'GET') {
      url += queryString({ ...(payload as QueryParams), ...session });
    } else {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify({ ...payload, ...session });
    }

    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiRequestError(0, [], undefined, { cause });
    }

    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // An answer without JSON (a proxy error page, say) is handled as a failure below.
    }
    const envelope = isEnvelope(body) ? body : null;

    if (response.status === 401) {
      if (envelope?.status === ErrorCode.AuthenticationRequired) {
        onLoginRequired();
        return pageIsLeaving();
      }
      if (envelope?.status === ErrorCode.SessionInvalid) {
        onSessionExpired();
        return pageIsLeaving();
      }
    }
    if (!envelope) throw new ApiRequestError(response.status, []);
    if (!envelope.success || !response.ok) {
      throw new ApiRequestError(response.status, envelope.errors ?? [], envelope.status, { retryAfterSeconds: retryAfter(response) });
    }
    return envelope.result as T;
  }

  function request<T>(method: 'GET' | 'POST', path: string, payload: QueryParams | Record<string, unknown>, signal?: AbortSignal) {
    return isSerialPath(path) ? serial(() => send<T>(method, path, payload, signal)) : send<T>(method, path, payload, signal);
  }

  return {
    get: (path, params = {}, requestOptions = {}) => request('GET', path, params, requestOptions.signal),
    post: (path, body = {}, requestOptions = {}) => request('POST', path, body, requestOptions.signal),
    setCredentials(next) {
      credentials = next ? { csrf_token: next.csrf_token, session_id: next.session_id } : null;
    },
    getCredentials: () => credentials,
  };
}

/** The client of the running app. */
export const apiClient = createApiClient();
