import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, loginAs, post, sessionCookie, startSession, type TestApp } from '../../test/test-app';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /user/status', () => {
  it('creates a session with an HttpOnly cookie and answers in the envelope', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/user/status' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.errors).toEqual([]);
    expect(body.result).toMatchObject({ authenticated: false, user: null, cookie_consent: null });
    // No Accept-Language: the server's defaults of spec §3 (language de, country DE, currency EUR, VAT 0.19).
    expect(body.result.localization).toEqual({
      language: 'de',
      currency: 'EUR',
      country: 'DE',
      country_from_billing: false,
      vat_rate: 0.19,
      business_customer: false,
      tracking: false,
    });
    expect(body.result.session_id).toBe(cookie?.value);
    expect(body.result.csrf_token).toMatch(/^[\w-]{43}$/);
  });

  it('resumes the session of the cookie', async () => {
    const session = await startSession(app());
    const response = await get(app(), session, '/api/v1/user/status');
    expect(response.json().result.session_id).toBe(session.sessionId);
    expect(response.json().result.csrf_token).toBe(session.csrfToken);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('speaks German when the browser prefers German', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/user/status',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(response.json().result.localization.language).toBe('de');
  });

  it('speaks English when the browser prefers any other language, German when it states none', async () => {
    const language = async (headers: Record<string, string>) =>
      (await app().inject({ method: 'GET', url: '/api/v1/user/status', headers })).json().result.localization.language;
    expect(await language({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(await language({ 'accept-language': 'fr-FR,fr;q=0.9,de;q=0.8' })).toBe('en');
    expect(await language({ 'accept-language': '' })).toBe('de');
    expect(await language({ 'accept-language': '*' })).toBe('de');
    expect(await language({})).toBe('de');
  });

  it('starts a new session when the cookie is unknown or expired', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: 'sid=not-a-real-session' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.session_id).not.toBe('not-a-real-session');
  });
});

describe('GET /user/check', () => {
  it('answers success for the current build', async () => {
    const session = await startSession(app());
    const response = await get(app(), session, '/api/v1/user/check', { version: 'dev' });
    expect(response.json()).toMatchObject({ success: true, result: { status: 0 } });
  });

  it('answers status 2303 when the build differs', async () => {
    const session = await startSession(app());
    const response = await get(app(), session, '/api/v1/user/check', { version: 'an-older-build' });
    expect(response.json()).toMatchObject({ success: false, status: 2303 });
  });

  it('refuses a missing version with a syntax error', async () => {
    const session = await startSession(app());
    const response = await get(app(), session, '/api/v1/user/check');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 1005, field: 'version', message: 'Parameter value syntax error' });
  });
});

describe('CSRF and session parameters', () => {
  it('refuses a POST without the csrf token and changes nothing', async () => {
    const session = await startSession(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/user/localization',
      headers: { cookie: session.cookie },
      payload: { session_id: session.sessionId, language: 'de', currency: 'USD', country: 'AT' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, result: null, errors: [{ code: 2202 }] });
    const status = await get(app(), session, '/api/v1/user/status');
    expect(status.json().result.localization).toMatchObject({ language: 'en', currency: 'EUR', country: 'DE' });
  });

  it('refuses a POST with the csrf token of another session', async () => {
    const mine = await startSession(app());
    const other = await startSession(app());
    const response = await post(app(), { ...mine, csrfToken: other.csrfToken }, '/api/v1/user/cookie-consent', { consent: true });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a session_id that does not match the cookie with status 2201', async () => {
    const mine = await startSession(app());
    const other = await startSession(app());
    const response = await get(app(), { ...mine, sessionId: other.sessionId }, '/api/v1/user/status');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, status: 2201, errors: [{ code: 2201 }] });
  });

  it('refuses a POST without any session with status 2201', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { login: 'demo@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(2201);
  });
});

describe('login and logout', () => {
  it('logs the demo customer in and rotates the session id and csrf token', async () => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/login', { login: 'Demo@Example.com ', password: 'demo-password-2026' });
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result.user).toMatchObject({
      login: 'demo@example.com',
      status: 'client',
      account: false,
      email_verified: true,
      properties: { user_account_permission: 1 },
    });
    expect(result.two_factor_required).toBe(false);
    expect(result.user).not.toHaveProperty('passwordHash');
    expect(result.session_id).not.toBe(session.sessionId);
    expect(result.csrf_token).not.toBe(session.csrfToken);
    expect(sessionCookie(response)).toBe(`sid=${result.session_id}`);
    // The old session is gone: its cookie no longer authenticates.
    const old = await app().inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: session.cookie } });
    expect(old.json().result.authenticated).toBe(false);
  });

  it('gives the same error for a wrong password and an unknown login', async () => {
    const session = await startSession(app());
    const wrong = await post(app(), session, '/api/v1/user/login', { login: 'demo@example.com', password: 'wrong-password' });
    const unknown = await post(app(), session, '/api/v1/user/login', { login: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().errors).toEqual(unknown.json().errors);
    expect(wrong.json().errors[0]).toEqual({ code: 2101, message: 'The login or password is not correct.' });
    expect(wrong.json().status).toBeUndefined();
  });

  it('answers login errors in German for a German session', async () => {
    const session = await startSession(app(), { 'accept-language': 'de' });
    const response = await post(app(), session, '/api/v1/user/login', { login: 'demo@example.com', password: 'wrong-password' });
    expect(response.json().errors[0].message).toBe('Login oder Passwort ist nicht korrekt.');
  });

  it('logs out with a new csrf token and session id', async () => {
    const session = await loginAs(app(), 'demo@example.com', 'demo-password-2026');
    const response = await post(app(), session, '/api/v1/user/logout');
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result.session_id).not.toBe(session.sessionId);
    expect(result.csrf_token).not.toBe(session.csrfToken);
    expect(result.localization.language).toBe('en');
    const status = await app().inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: sessionCookie(response)! } });
    expect(status.json().result).toMatchObject({ authenticated: false, user: null });
  });
});

describe('POST /user/register', () => {
  it('creates an account and logs it in', async () => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/register', {
      login: 'New.Customer@Example.org',
      password: 'a-long-secret-phrase',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.user).toMatchObject({ login: 'new.customer@example.org', status: 'client', email_verified: false });
    const again = await loginAs(app(), 'new.customer@example.org', 'a-long-secret-phrase');
    expect(again.sessionId).toBeTruthy();
  });

  it('refuses an address that has an account, without creating a second one', async () => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/register', {
      login: 'demo@example.com',
      password: 'another-long-phrase',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ code: 2102, field: 'login' });
    await expect(loginAs(app(), 'demo@example.com', 'demo-password-2026')).resolves.toBeTruthy();
  });

  it.each([
    [{ login: 'not-an-email', password: 'a-long-secret-phrase', accept_terms: true }, 'login'],
    [{ login: 'short@example.org', password: 'short', accept_terms: true }, 'password'],
    [{ login: 'terms@example.org', password: 'a-long-secret-phrase', accept_terms: false }, 'accept_terms'],
    [{ login: 'x'.repeat(300) + '@example.org', password: 'a-long-secret-phrase', accept_terms: true }, 'login'],
  ])('refuses bad input %# with a syntax error on the field', async (input, field) => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/register', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('refuses a common password with a clear message', async () => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/register', {
      login: 'weak@example.org',
      password: 'password123',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 2117,
      field: 'password',
      message: 'This password appears in lists of leaked or common passwords. Please choose another one.',
    });
    const login = await post(app(), await startSession(app()), '/api/v1/user/login', {
      login: 'weak@example.org',
      password: 'password123',
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('POST /user/localization', () => {
  it('saves language, currency and country and answers the VAT rate of the country', async () => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'GBP', country: 'AT' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.localization).toMatchObject({ language: 'de', currency: 'GBP', country: 'AT', vat_rate: 0.2 });
    const status = await get(app(), session, '/api/v1/user/status');
    expect(status.json().result.localization).toMatchObject({ language: 'de', currency: 'GBP', country: 'AT' });
  });

  it.each([
    [{ language: 'fr', currency: 'EUR', country: 'DE' }, 'language'],
    [{ language: 'en', currency: 'JPY', country: 'DE' }, 'currency'],
    [{ language: 'en', currency: 'EUR', country: 'XX' }, 'country'],
    [{ language: 'en', currency: 'EUR', country: 'de' }, 'country'],
  ])('refuses %o and changes nothing', async (input, field) => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/localization', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    const status = await get(app(), session, '/api/v1/user/status');
    expect(status.json().result.localization).toMatchObject({ language: 'en', currency: 'EUR', country: 'DE' });
  });

  it('keeps the country of a reseller', async () => {
    const session = await loginAs(app(), 'reseller@example.com', 'reseller-password-2026');
    const refused = await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'US' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe(2106);
    const allowed = await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'USD', country: 'DE' });
    expect(allowed.json().result.localization).toMatchObject({ language: 'de', currency: 'USD', country: 'DE' });
  });
});

describe('POST /user/cookie-consent', () => {
  it('keeps the answer with the session', async () => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/cookie-consent', { consent: true });
    expect(response.json().result.cookie_consent).toBe(true);
    const status = await get(app(), session, '/api/v1/user/status');
    expect(status.json().result.cookie_consent).toBe(true);
    expect(status.json().result.localization.tracking).toBe(true);
  });

  it('refuses a consent that is not a boolean', async () => {
    const session = await startSession(app());
    const response = await post(app(), session, '/api/v1/user/cookie-consent', { consent: 'yes' });
    expect(response.statusCode).toBe(400);
  });
});
