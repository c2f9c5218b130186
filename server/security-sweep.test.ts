import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import * as schema from './db/schema/index';
import { registeredRoutes, type RegisteredRoute } from './app';
import { createTestApp, loginAs, post, startSession, type TestApp, type TestSession } from './test/test-app';

/**
 * Every registered route, including the ones added after this file was written, is checked for
 * the rules of sessions, CSRF and input handling: login-only routes refuse visitors, POSTs
 * without the csrf token refuse and change nothing, and malformed input gets a 4xx envelope,
 * never a 5xx.
 */
let testApp: TestApp;
const app = () => testApp.app;
const SWEEP_LOGIN = 'route-check@example.org';
const SWEEP_PASSWORD = 'sweep-long-phrase-2026';

beforeAll(async () => {
  // No background jobs: their writes (the poll reader's next run, say) would look like a refused input's.
  testApp = await createTestApp({ startJobs: false });
  const response = await post(app(), await startSession(app()), '/api/v1/user/register', {
    login: SWEEP_LOGIN,
    password: SWEEP_PASSWORD,
    accept_terms: true,
  });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(async () => {
  await testApp.close();
});

const routes = () => registeredRoutes(app()).filter((route) => route.method === 'GET' || route.method === 'POST');
const apiRoutes = () => routes().filter((route) => route.url.startsWith('/api/'));
const describeRoute = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Paths that only make sense for a logged-in customer: every route under them must be login-only. */
const LOGIN_ONLY_PREFIXES = [
  '/api/v1/user/profile/',
  '/api/v1/user/2fa/',
  '/api/v1/user/sessions',
  '/api/v1/user/security-events',
  '/api/v1/contact/',
  '/api/v1/user/verify-email/resend',
  '/api/v1/pay/',
  '/api/v1/account/',
  '/api/v1/user/account/',
  '/api/v1/user/orders',
  '/api/v1/user/invoices',
];

/** Fills route parameters (":domain", "*") with a plausible value. */
function fill(url: string, value = 'example.com'): string {
  return url.replace(/:\w+\??/g, encodeURIComponent(value)).replace(/\*/g, encodeURIComponent(value));
}

function request(
  route: RegisteredRoute,
  session: TestSession | null,
  options: { body?: unknown; query?: Record<string, string>; url?: string; csrf?: boolean; ip?: string } = {},
) {
  const url = options.url ?? fill(route.url);
  const csrf = options.csrf ?? true;
  const headers: Record<string, string> = session ? { cookie: session.cookie } : {};
  const remoteAddress = options.ip ?? '127.0.0.1';
  if (route.method === 'GET') {
    const params = new URLSearchParams({
      ...(session ? { session_id: session.sessionId, ...(csrf ? { csrf_token: session.csrfToken } : {}) } : {}),
      ...options.query,
    });
    return app().inject({ method: 'GET', url: `${url}?${params}`, headers, remoteAddress });
  }
  const base = session ? { session_id: session.sessionId, ...(csrf ? { csrf_token: session.csrfToken } : {}) } : {};
  const body =
    options.body === undefined
      ? base
      : typeof options.body === 'object' && options.body !== null && !Array.isArray(options.body)
        ? { ...base, ...options.body }
        : options.body;
  return app().inject({ method: 'POST', url, headers, payload: body as Record<string, unknown>, remoteAddress });
}

/** A digest of every table's rows: equal digests, nothing changed. */
async function fingerprint(): Promise<string> {
  const db = app().services.database.db;
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);
  const parts: string[] = [];
  for (const table of tables) {
    const name = getTableConfig(table).name;
    const result = await db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`),
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { digest: string }[] }).rows) as { digest: string }[];
    parts.push(`${name}=${rows[0].digest}`);
  }
  return parts.join(' ');
}

/** A problem when the answer is not an error envelope, else null. */
function envelopeProblem(response: { statusCode: number; body: string; json(): unknown }, label: string): string | null {
  let body: { success?: unknown; errors?: unknown } | undefined;
  try {
    body = response.json() as typeof body;
  } catch {
    return `${label}: answered ${response.statusCode} without JSON: ${response.body.slice(0, 200)}`;
  }
  if (body?.success === false && Array.isArray(body.errors) && body.errors.length > 0) return null;
  return `${label}: answered ${response.statusCode} outside the envelope: ${response.body.slice(0, 200)}`;
}

describe('the route list', () => {
  it('holds the routes of every module, including the account routes', () => {
    const urls = routes().map(describeRoute);
    for (const expected of [
      'GET /api/v1/user/status',
      'POST /api/v1/user/login',
      'GET /api/v1/user/profile/general',
      'POST /api/v1/user/2fa/setup',
      'GET /api/v1/contact/list/unverified',
      'POST /api/v1/cart/add/domain/:domain',
      'GET /rss',
    ]) {
      expect(urls).toContain(expected);
    }
    expect(apiRoutes().length).toBeGreaterThan(50);
  });

  it('marks every route under the customer paths as login-only', () => {
    const unmarked = apiRoutes().filter(
      (route) => LOGIN_ONLY_PREFIXES.some((prefix) => route.url.startsWith(prefix)) && route.config?.auth !== 'user',
    );
    expect(unmarked.map(describeRoute)).toEqual([]);
  });
});

describe('login-only routes', () => {
  it('answer 401 with status 2003 to a visitor with a session', async () => {
    const loginOnly = apiRoutes().filter((route) => route.config?.auth === 'user');
    expect(loginOnly.length).toBeGreaterThanOrEqual(15);
    const visitor = await startSession(app());
    for (const route of loginOnly) {
      const response = await request(route, visitor);
      expect(response.statusCode, describeRoute(route)).toBe(401);
      expect(response.json(), describeRoute(route)).toMatchObject({ success: false, status: 2003, errors: [{ code: 2003 }] });
    }
  });

  it('answer 401 without any session (2003 on GET, 2201 on POST, which needs a session first)', async () => {
    for (const route of apiRoutes().filter((entry) => entry.config?.auth === 'user')) {
      const response = await request(route, null);
      expect(response.statusCode, describeRoute(route)).toBe(401);
      expect(response.json().status, describeRoute(route)).toBe(route.method === 'GET' ? 2003 : 2201);
    }
  });
});

describe('POST without a valid csrf token', () => {
  it('is refused with 403 (2202), or 401 (2201) without a session, and changes nothing', async () => {
    const posts = apiRoutes().filter((route) => route.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(25);
    const session = await loginAs(app(), SWEEP_LOGIN, SWEEP_PASSWORD);
    const before = await fingerprint();
    for (const route of posts) {
      const missing = await request(route, session, { csrf: false, body: { login: SWEEP_LOGIN, password: SWEEP_PASSWORD } });
      expect(missing.statusCode, describeRoute(route)).toBe(403);
      expect(missing.json().errors[0].code, describeRoute(route)).toBe(2202);
      const wrong = await request(route, session, { body: { csrf_token: 'x'.repeat(43) } });
      expect(wrong.statusCode, describeRoute(route)).toBe(403);
      const other = await startSession(app());
      const foreign = await request(route, session, { body: { csrf_token: other.csrfToken } });
      expect(foreign.statusCode, describeRoute(route)).toBe(403);
      const anonymous = await request(route, null, { body: { csrf_token: session.csrfToken } });
      expect(anonymous.statusCode, describeRoute(route)).toBe(401);
      expect(anonymous.json().status, describeRoute(route)).toBe(2201);
    }
    // The visitor sessions started above are the only rows added: compare without them.
    const strip = (digest: string) => digest.replace(/sessions=\S+/, '');
    expect(strip(await fingerprint())).toBe(strip(before));
  });
});

describe('malformed input', () => {
  const BAD_VALUES: unknown[] = [
    12345,
    -1.5,
    true,
    null,
    [],
    ['a', 'b'],
    {},
    { nested: { deep: 'x' } },
    'x'.repeat(10 * 1024),
    '\u202Etxt.exe\u202C',
    'null\u0000byte',
    '\uD800 lone surrogate',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'ｅｘａｍｐｌｅ．ｃｏｍ',
    '',
    ' ',
  ];
  const PARAM_VALUES = ['x'.repeat(10 * 1024), '\u202Eexample.com', 'null\u0000byte.com', '..%2F..%2Fetc', '%', 'ÿ'.repeat(300), '-', '.'];

  const shapeKeys = (zod: unknown): string[] => {
    const shape = (zod as { shape?: Record<string, unknown> } | undefined)?.shape;
    return shape ? Object.keys(shape).filter((key) => key !== 'csrf_token' && key !== 'session_id') : ['value'];
  };

  /** The body or query variants of a route: each bad value in every field, nothing, and wrong shapes. */
  function variants(route: RegisteredRoute): unknown[] {
    const zod = route.method === 'GET' ? route.schema?.querystring : route.schema?.body;
    const keys = shapeKeys(zod);
    const list: unknown[] = [{}];
    for (const value of BAD_VALUES) list.push(Object.fromEntries(keys.map((key) => [key, value])));
    for (const key of keys) list.push({ [key]: 'x'.repeat(10 * 1024) });
    return list;
  }

  it('gets a 4xx envelope when the schema refuses it, never a 5xx, and a refused input changes nothing', { timeout: 600_000 }, async () => {
    let ipCounter = 0;
    const problems: string[] = [];
    for (const route of routes()) {
      const isApi = route.url.startsWith('/api/');
      // Each route gets a fresh login and its own client address, so that logouts and rate limits of one route do not touch the next.
      const session = await loginAs(app(), SWEEP_LOGIN, SWEEP_PASSWORD);
      const ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
      const zod = (route.method === 'GET' ? route.schema?.querystring : route.schema?.body) as ZodType | undefined;
      const refused: unknown[] = [];
      const accepted: unknown[] = [];
      for (const variant of variants(route)) {
        const sent = { ...(variant as object), csrf_token: session.csrfToken, session_id: session.sessionId };
        if (zod && !zod.safeParse(route.method === 'GET' ? stringifyQuery(sent) : sent).success) refused.push(variant);
        else accepted.push(variant);
      }

      const before = await fingerprint();
      for (const variant of refused) {
        const response =
          route.method === 'GET'
            ? await request(route, session, { query: stringifyQuery(variant as object), ip })
            : await request(route, session, { body: variant, ip });
        const label = `${describeRoute(route)} with ${JSON.stringify(variant).slice(0, 80)}`;
        if (response.statusCode < 400 || response.statusCode >= 500)
          problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (isApi) problems.push(envelopeProblem(response, label) ?? '');
      }
      const after = await fingerprint();
      if (after !== before) problems.push(`${describeRoute(route)}: a refused input changed the database`);

      for (const variant of accepted) {
        const response =
          route.method === 'GET'
            ? await request(route, session, { query: stringifyQuery(variant as object), ip })
            : await request(route, session, { body: variant, ip });
        const label = `${describeRoute(route)} with ${JSON.stringify(variant).slice(0, 80)}`;
        if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (isApi && response.statusCode >= 400) problems.push(envelopeProblem(response, label) ?? '');
      }

      if (route.method === 'POST') {
        // Bodies that are not objects, and JSON that does not parse.
        for (const payload of ['"a string"', '[1,2,3]', '{"unclosed": ', 'null', '12']) {
          const response = await app().inject({
            method: 'POST',
            url: fill(route.url),
            headers: { cookie: session.cookie, 'content-type': 'application/json' },
            payload,
            remoteAddress: ip,
          });
          if (response.statusCode < 400 || response.statusCode >= 500)
            problems.push(`${describeRoute(route)} with body ${payload}: ${response.statusCode}`);
          else if (isApi) problems.push(envelopeProblem(response, `${describeRoute(route)} with body ${payload}`) ?? '');
        }
      }

      if (/[:*]/.test(route.url)) {
        for (const value of PARAM_VALUES) {
          const url = route.url
            .replace(/:\w+\??/g, value.includes('%') ? value : encodeURIComponent(value))
            .replace(/\*/g, encodeURIComponent(value));
          const response = await request(route, session, { url, ip, body: {} });
          const label = `${describeRoute(route)} at ${url.slice(0, 80)}`;
          if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (isApi && response.statusCode >= 400) problems.push(envelopeProblem(response, label) ?? '');
        }
      }
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });
});

/** Query strings carry strings only: the form a GET variant reaches the server in. */
function stringifyQuery(value: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      typeof entry === 'string' ? entry : entry === null ? '' : typeof entry === 'object' ? JSON.stringify(entry) : String(entry),
    ]),
  );
}
