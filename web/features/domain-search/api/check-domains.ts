import { parseCheckStream, type CheckSegment } from '@common/api/domain-results';
import type { Envelope } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { apiClient, ApiRequestError, type ApiClient } from '@web/lib/api-client';
import { currentTarget, fullPageLoad, pageIsLeaving, reloadPage } from '@web/lib/page-load';

export interface CheckRequest {
  /** A-labels or U-labels of the names to check (at most 500). */
  domains: string[];
  /** Stop once this many available names were answered (spec §7: 10). */
  available_domains?: number;
  language?: string;
}

export interface CheckStreamOptions {
  signal?: AbortSignal;
  client?: Pick<ApiClient, 'getCredentials'>;
  fetch?: typeof fetch;
  baseUrl?: string;
  onLoginRequired?: () => void;
  onSessionExpired?: () => void;
}

/** Reads the error envelope of an answer that is not a stream. */
async function failure(response: Response, options: CheckStreamOptions): Promise<ApiRequestError | null> {
  let envelope: Envelope<unknown> | null = null;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    // No JSON (a proxy's error page): reported with the HTTP status alone.
  }
  if (response.status === 401 && envelope?.status === ErrorCode.AuthenticationRequired) {
    (options.onLoginRequired ?? (() => fullPageLoad(currentTarget())))();
    return null;
  }
  if (response.status === 401 && envelope?.status === ErrorCode.SessionInvalid) {
    (options.onSessionExpired ?? reloadPage)();
    return null;
  }
  return new ApiRequestError(response.status, envelope?.errors ?? [], envelope?.status);
}

/**
 * `POST /domain/check` (spec §7): sends the names with the session's csrf_token and session_id,
 * like every other call, and yields each segment of the text stream as soon as it is complete —
 * the results in the order the registry answers, then the summary (or a failure segment).
 * Rejects with an ApiRequestError when the server refuses the request; an abort ends it with the
 * signal's AbortError.
 */
export async function* checkDomains(request: CheckRequest, options: CheckStreamOptions = {}): AsyncGenerator<CheckSegment> {
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const credentials = (options.client ?? apiClient).getCredentials() ?? {};
  let response: Response;
  try {
    response = await fetchImpl(`${options.baseUrl ?? '/api/v1'}/domain/check`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/plain', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...request, ...credentials }),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, [], undefined, { cause });
  }

  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || contentType.includes('application/json')) {
    const error = await failure(response, options);
    // The page is being replaced: wait for it without reporting an error.
    if (!error) await pageIsLeaving();
    throw error;
  }
  if (!response.body) throw new ApiRequestError(response.status, []);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const { segments, rest } = parseCheckStream(buffer);
      buffer = rest;
      for (const segment of segments) yield segment;
      if (done) break;
    }
  } finally {
    // Stops the download when the consumer leaves early (abort, a new search).
    reader.cancel().catch(() => {});
  }
}
