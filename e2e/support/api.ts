import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/**
 * Set-up through the shop's API in the page's browser context (its cookies, its session): the
 * session's tokens are read first, as the app does. Open the app with
 * `page.goto(…, { waitUntil: 'networkidle' })` before the first call, so that the app's own first
 * status call has set the session cookie and the two cannot race into two sessions (2201).
 * Fails the test with the whole envelope when the call does not succeed.
 */
async function session(on: Page): Promise<{ csrf_token: string; session_id: string }> {
  const status = await on.request.get(`${baseUrl()}/api/v1/user/status`);
  return (await status.json()).result as { csrf_token: string; session_id: string };
}

async function unwrap<T>(path: string, response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  const envelope = (await response.json()) as { success: boolean; result: unknown };
  expect(envelope.success, `${path}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.result as T;
}

/** POST to the API with the session's tokens in the body. */
export async function api<T>(on: Page, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const { csrf_token, session_id } = await session(on);
  return unwrap<T>(path, await on.request.post(`${baseUrl()}/api/v1${path}`, { data: { ...body, csrf_token, session_id } }));
}

/** GET from the API with the session's tokens as query parameters. */
export async function apiGet<T>(on: Page, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const { csrf_token, session_id } = await session(on);
  return unwrap<T>(path, await on.request.get(`${baseUrl()}/api/v1${path}`, { params: { ...params, csrf_token, session_id } }));
}
