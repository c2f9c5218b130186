import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { createTestApp, get, post, sessionAfter, sessionCookie, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { createVisitorTokens } from './visitor-token';

const clock = fixedClock('2026-11-25T10:00:00Z');
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '60' } });
});
afterAll(async () => {
  await testApp.close();
});

async function rowCount(): Promise<number> {
  const [row] = await db().select({ rows: count() }).from(sessions);
  return row.rows;
}

async function rowOf(session: TestSession) {
  const [row] = await db()
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(session.sessionId)));
  return row;
}

const status = (cookie?: string) => app().inject({ method: 'GET', url: '/api/v1/user/status', headers: cookie ? { cookie } : {} });
const addToCart = (session: TestSession, domain: string) => post(app(), session, `/api/v1/cart/add/domain/${domain}`);

describe('visitor sessions stored only at their first change', () => {
  it('stores nothing for 1,000 cookie-less status calls, each still answering a csrf token, a session id and a cookie', async () => {
    const before = await rowCount();
    const ids = new Set<string>();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => status()));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        const result = answer.json().result;
        expect(result.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(result.authenticated).toBe(false);
        expect(sessionCookie(answer)).toBe(`sid=${result.session_id}`);
        ids.add(result.session_id);
      }
    }
    expect(ids.size).toBe(1000);
    expect(await rowCount()).toBe(before);
  });

  it('keeps the same session over further calls without storing it', async () => {
    const before = await rowCount();
    const session = await startSession(app(), { 'accept-language': 'de-DE' });
    const again = (await status(session.cookie)).json().result;
    expect(again).toMatchObject({ session_id: session.sessionId, csrf_token: session.csrfToken });
    expect(again.localization.language).toBe('de');
    // The session keeps the language it started with, whatever the browser sends later.
    const settings = await get(app(), session, '/api/v1/config/app-settings');
    expect(settings.json().result).toMatchObject({ session_id: session.sessionId, csrf_token: session.csrfToken });
    const refused = await post(app(), session, '/api/v1/user/login', { login: 'demo@example.com', password: 'wrong-password-0' });
    expect(refused.json().errors[0].message).toBe('Login oder Passwort ist nicht korrekt.');
    expect(await rowCount()).toBe(before);
  });

  it("stores the session at the visitor's first cart add, once, under the same session id and csrf token", async () => {
    const session = await startSession(app());
    const before = await rowCount();
    const added = await addToCart(session, 'lazy-session-one.com');
    expect(added.statusCode).toBe(200);
    expect(sessionCookie(added)).toBeUndefined();
    expect(await rowCount()).toBe(before + 1);
    const row = await rowOf(session);
    expect(row.csrfToken).toBe(session.csrfToken);
    expect(row.cartId).not.toBeNull();

    expect(await addToCart(session, 'lazy-session-two.com').then((answer) => answer.statusCode)).toBe(200);
    expect(await rowCount()).toBe(before + 1);
    const now = (await status(session.cookie)).json().result;
    expect(now).toMatchObject({ session_id: session.sessionId, csrf_token: session.csrfToken });
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(2);
  });

  it('stores one row when the first adds of a visitor arrive at once', async () => {
    const session = await startSession(app());
    const before = await rowCount();
    const answers = await Promise.all(
      ['lazy-race-a.com', 'lazy-race-b.com', 'lazy-race-c.com'].map((domain) => addToCart(session, domain)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await rowCount()).toBe(before + 1);
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(3);
  });

  it('stores the session when the visitor chooses cookies or a language', async () => {
    const consent = await startSession(app());
    const answer = await post(app(), consent, '/api/v1/user/cookie-consent', { consent: true });
    expect(answer.statusCode).toBe(200);
    expect((await rowOf(consent)).cookieConsent).toBe(true);
    expect((await status(consent.cookie)).json().result).toMatchObject({ session_id: consent.sessionId, cookie_consent: true });

    const language = await startSession(app());
    await post(app(), language, '/api/v1/user/localization', { language: 'de', currency: 'USD', country: 'AT' });
    expect(await rowOf(language)).toMatchObject({ language: 'de', currency: 'USD', country: 'AT' });
    expect((await status(language.cookie)).json().result.localization).toMatchObject({ language: 'de', currency: 'USD', country: 'AT' });
  });

  it("logs in from an unsaved session, takes the visitor's cart along, and the old token is over", async () => {
    const visitor = await startSession(app());
    await addToCart(visitor, 'lazy-login-cart.com');
    const login = await post(app(), visitor, '/api/v1/user/login', { login: 'demo@example.com', password: 'demo-password-2026' });
    expect(login.statusCode).toBe(200);
    const user = sessionAfter(login);
    expect(user.sessionId).not.toBe(visitor.sessionId);
    expect(user.csrfToken).not.toBe(visitor.csrfToken);
    expect((await status(user.cookie)).json().result.authenticated).toBe(true);
    const cart = (await get(app(), user, '/api/v1/cart/list/all')).json().result.register.items;
    expect(Object.values(cart).map((item) => (item as { domain: string }).domain)).toContain('lazy-login-cart.com');

    // The visitor's signed token is still well-formed, but its session has ended: refused, not started afresh.
    const stale = await post(app(), visitor, '/api/v1/cart/add/domain/lazy-after-login.com');
    expect(stale.statusCode).toBe(401);
    expect(stale.json().status).toBe(2201);
    expect((await status(visitor.cookie)).json().result.session_id).not.toBe(visitor.sessionId);

    const logout = await post(app(), user, '/api/v1/user/logout');
    const after = sessionAfter(logout);
    expect(after.sessionId).not.toBe(user.sessionId);
    expect(after.csrfToken).not.toBe(user.csrfToken);
    expect((await status(after.cookie)).json().result).toMatchObject({ authenticated: false, session_id: after.sessionId });
  });

  it('logs in from a session that was never stored', async () => {
    const visitor = await startSession(app());
    const before = await rowCount();
    const login = await post(app(), visitor, '/api/v1/user/login', { login: 'demo@example.com', password: 'demo-password-2026' });
    expect(login.statusCode).toBe(200);
    expect((await status(sessionAfter(login).cookie)).json().result.authenticated).toBe(true);
    // The user's session, and the ended visitor token kept as expired until it could no longer be valid.
    expect(await rowCount()).toBe(before + 2);
    expect((await post(app(), visitor, '/api/v1/user/cookie-consent', { consent: true })).json().status).toBe(2201);
  });

  it('refuses forged and tampered tokens, and a signed one past the idle time', async () => {
    const real = await startSession(app());
    const token = real.sessionId;
    const [id, issued, language, signature] = token.split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const otherKey = createVisitorTokens('a-key-this-server-does-not-have').issue(clock.now(), 'en');
    const forgeries = [
      `${id}.${(Number.parseInt(issued, 36) + 3600).toString(36)}.${language}.${signature}`,
      `${flip(id)}.${issued}.${language}.${signature}`,
      `${id}.${issued}.${language}.${flip(signature)}`,
      otherKey.token,
      'a'.repeat(43),
    ];
    const before = await rowCount();
    for (const forged of forgeries) {
      const csrf = forged === otherKey.token ? otherKey.csrfToken : real.csrfToken;
      const refused = await post(
        app(),
        { cookie: `sid=${forged}`, csrfToken: csrf, sessionId: forged },
        '/api/v1/cart/add/domain/forged-session.com',
      );
      expect(refused.statusCode, forged).toBe(401);
      expect(refused.json().status, forged).toBe(2201);
      const fresh = (await status(`sid=${forged}`)).json().result;
      expect(fresh.session_id, forged).not.toBe(forged);
    }
    expect(await rowCount()).toBe(before);

    clock.advance(61 * 60_000);
    const expired = await post(app(), real, '/api/v1/cart/add/domain/expired-session.com');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().status).toBe(2201);
    expect((await status(real.cookie)).json().result.session_id).not.toBe(real.sessionId);
    expect(await rowCount()).toBe(before);
  });

  it('deletes ended visitor rows only once their token could not be valid by itself', async () => {
    const visitor = await startSession(app());
    await post(app(), visitor, '/api/v1/user/login', { login: 'demo@example.com', password: 'demo-password-2026' });
    clock.advance(30 * 60_000);
    await app().services.sessions.deleteExpired();
    expect(await rowOf(visitor)).toBeDefined();
    expect((await post(app(), visitor, '/api/v1/user/cookie-consent', { consent: true })).json().status).toBe(2201);
    clock.advance(31 * 60_000);
    await app().services.sessions.deleteExpired();
    expect(await rowOf(visitor)).toBeUndefined();
    // And the token, past the idle time, does not start afresh either.
    expect((await post(app(), visitor, '/api/v1/user/cookie-consent', { consent: true })).json().status).toBe(2201);
  });
});

describe('a visitor token ended on another process', () => {
  it('is not brought back by the other process renewing its cached copy', async () => {
    const second = await createTestApp({ clock, startJobs: false, database: testApp.database, env: { SESSION_IDLE_MINUTES: '60' } });
    try {
      const visitor = await startSession(app());
      await addToCart(visitor, 'lazy-two-processes.com');
      // The second process caches the stored row just before its last-seen is due for renewal.
      clock.advance(5 * 60_000 - 1_000);
      const onSecond = () => second.app.inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: visitor.cookie } });
      expect((await onSecond()).json().result.session_id).toBe(visitor.sessionId);
      // The visitor logs in on the first process, which ends the visitor token.
      expect(
        (await post(app(), visitor, '/api/v1/user/login', { login: 'demo@example.com', password: 'demo-password-2026' })).statusCode,
      ).toBe(200);
      clock.advance(2_000);
      expect((await onSecond()).json().result.session_id).not.toBe(visitor.sessionId);
      expect((await rowOf(visitor)).expiresAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    } finally {
      await second.close();
    }
  });
});
