import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { linkToken } from '../../test/test-mailbox';
import { createTestApp, get, loginAs, post, sessionAfter, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { startViesDouble, type ViesDouble } from '../../test/vies-double';

const clock = fixedClock('2026-11-22T10:00:00Z');
let testApp: TestApp;
let vies: ViesDouble;
const app = () => testApp.app;

beforeAll(async () => {
  vies = await startViesDouble({ NL123456789B01: 'valid' });
  testApp = await createTestApp({ clock, env: { VIES_URL: vies.url } });
});
afterAll(async () => {
  await testApp.close();
  await vies.close();
});

const PASSWORD = 'profile-long-phrase';
let counter = 0;

async function newAccount(headers: Record<string, string> = {}): Promise<{ login: string; session: TestSession }> {
  const login = `profile-${++counter}@example.org`;
  const response = await post(
    app(),
    await startSession(app(), headers),
    '/api/v1/user/register',
    { login, password: PASSWORD, accept_terms: true },
    { ip: `192.0.2.${counter}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { login, session: sessionAfter(response) };
}

const BILLING = {
  name: 'Erika Mustermann',
  company: 'Muster GmbH',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '+49.301234567',
  business: false,
};

describe('GET /user/profile/general', () => {
  it('answers the profile of a new customer', async () => {
    const { login, session } = await newAccount();
    const response = await get(app(), session, '/api/v1/user/profile/general');
    expect(response.json()).toEqual({
      success: true,
      errors: [],
      result: {
        user_id: expect.any(Number),
        login,
        name: null,
        language: 'en',
        newsletter: false,
        auto_renew: true,
        email_verified: false,
        pending_email: null,
        two_factor: false,
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        billing: null,
      },
    });
  });

  it('needs a login (401, status 2003)', async () => {
    const response = await get(app(), await startSession(app()), '/api/v1/user/profile/general');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, status: 2003, errors: [{ code: 2003 }] });
  });
});

describe('profile setters', () => {
  it('sets the login name, newsletter and auto-renew, answering the new profile', async () => {
    const { session } = await newAccount();
    expect((await post(app(), session, '/api/v1/user/profile/set-login-name', { name: '  Erika M.  ' })).json().result.name).toBe(
      'Erika M.',
    );
    expect((await post(app(), session, '/api/v1/user/profile/set-newsletter', { newsletter: true })).json().result.newsletter).toBe(true);
    expect((await post(app(), session, '/api/v1/user/profile/set-autorenew', { auto_renew: false })).json().result.auto_renew).toBe(false);
    const profile = (await get(app(), session, '/api/v1/user/profile/general')).json().result;
    expect(profile).toMatchObject({ name: 'Erika M.', newsletter: true, auto_renew: false });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'evil\u202Egnp.exe' }, 'name'],
    [{ name: 'null\u0000byte' }, 'name'],
    [{ name: 42 }, 'name'],
  ])('refuses the name %o', async (body, field) => {
    const { session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/profile/set-login-name', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 1005, field });
  });

  it('answers errors in German for a German session', async () => {
    const { session } = await newAccount({ 'accept-language': 'de' });
    const response = await post(app(), session, '/api/v1/user/profile/set-login-password', {
      current_password: 'wrong-password-1',
      password: 'another-long-phrase',
    });
    expect(response.json().errors[0]).toEqual({
      code: 2115,
      field: 'current_password',
      message: 'Das aktuelle Passwort ist nicht korrekt.',
    });
  });
});

describe('POST /user/profile/set-login-password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const { login, session } = await newAccount();
    const other = await loginAs(app(), login, PASSWORD);
    const weak = await post(app(), session, '/api/v1/user/profile/set-login-password', {
      current_password: PASSWORD,
      password: 'qwertyuiop123',
    });
    expect(weak.json().errors[0]).toMatchObject({ code: 2117, field: 'password' });

    const response = await post(app(), session, '/api/v1/user/profile/set-login-password', {
      current_password: PASSWORD,
      password: 'a-new-long-phrase',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(app(), session, '/api/v1/user/status')).json().result.authenticated).toBe(true);
    const otherStatus = await app().inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: other.cookie } });
    expect(otherStatus.json().result.authenticated).toBe(false);
    await expect(loginAs(app(), login, 'a-new-long-phrase')).resolves.toBeTruthy();
    expect((await testApp.mailbox.waitFor(login, 2)).subject).toBe('Your password at Domain Shop was changed');
  });
});

describe('POST /user/profile/set-email', () => {
  it('changes the login only after the link sent to the new address is used; the old address gets a notice', async () => {
    const { login, session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/profile/set-email', { password: PASSWORD, email: 'Moved.Here@Example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ login, pending_email: 'moved.here@example.org' });

    const notice = await testApp.mailbox.waitFor(login, 2);
    expect(notice.subject).toBe('Change of your login address at Domain Shop');
    expect(notice.text).toContain('moved.here@example.org');
    const confirm = await testApp.mailbox.waitFor('moved.here@example.org');
    expect(confirm.subject).toBe('Please confirm your new e-mail address');
    // Not changed yet: the old address still logs in.
    await expect(loginAs(app(), login, PASSWORD)).resolves.toBeTruthy();

    const verified = await post(app(), session, '/api/v1/user/verify-email', { token: linkToken(confirm, '/user/verify-email') });
    expect(verified.json().result).toEqual({ kind: 'email_change', email: 'moved.here@example.org' });
    const profile = (await get(app(), session, '/api/v1/user/profile/general')).json().result;
    expect(profile).toMatchObject({ login: 'moved.here@example.org', email_verified: true, pending_email: null });
    await expect(loginAs(app(), 'moved.here@example.org', PASSWORD)).resolves.toBeTruthy();
    await expect(loginAs(app(), login, PASSWORD)).rejects.toThrow();
  });

  it('needs the password and a different address', async () => {
    const { login, session } = await newAccount();
    const wrong = await post(app(), session, '/api/v1/user/profile/set-email', { password: 'not-my-password', email: 'x@example.org' });
    expect(wrong.json().errors[0]).toMatchObject({ code: 2115, field: 'password' });
    const same = await post(app(), session, '/api/v1/user/profile/set-email', { password: PASSWORD, email: login });
    expect(same.json().errors[0]).toMatchObject({ code: 2123, field: 'email' });
    const bad = await post(app(), session, '/api/v1/user/profile/set-email', { password: PASSWORD, email: 'not an address' });
    expect(bad.json().errors[0]).toMatchObject({ code: 1005, field: 'email' });
  });

  it('does not tell whether the new address has an account, and does not take it', async () => {
    const { session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/profile/set-email', { password: PASSWORD, email: 'demo@example.com' });
    expect(response.statusCode).toBe(200);
    await app().services.mail.idle();
    expect(testApp.mailbox.to('demo@example.com')).toHaveLength(0);
  });
});

describe('POST /user/profile/set-billing-address', () => {
  it('saves the address; its country becomes the session country and sets the VAT rate', async () => {
    const { session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/profile/set-billing-address', {
      ...BILLING,
      country: 'AT',
      postal_code: '1010',
      city: 'Wien',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.profile.billing).toEqual({
      ...BILLING,
      country: 'AT',
      postal_code: '1010',
      city: 'Wien',
      vat_id: '',
      vies: null,
    });
    expect(response.json().result.localization).toMatchObject({ country: 'AT', vat_rate: 0.2, business_customer: false });
    expect((await get(app(), session, '/api/v1/user/status')).json().result.localization).toMatchObject({ country: 'AT', vat_rate: 0.2 });
  });

  it('gives a business customer in another EU country whose VAT ID VIES confirms reverse charge: no VAT', async () => {
    const { login, session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/profile/set-billing-address', {
      ...BILLING,
      country: 'NL',
      business: true,
      vat_id: 'nl 123456789 b01',
    });
    expect(response.json().result.profile.billing).toMatchObject({
      business: true,
      vat_id: 'NL123456789B01',
      vies: { status: 'confirmed', consultation: vies.lastConsultation() },
    });
    expect(response.json().result.localization).toMatchObject({ country: 'NL', vat_rate: 0, business_customer: true });
    // Prices follow: the cart and price list use the same rate.
    const prices = await get(app(), session, '/api/v1/price/list');
    expect(prices.json().result).toMatchObject({ vat_rate: 0, business_customer: true });
    // And the next login starts in the billing country.
    const again = await loginAs(app(), login, PASSWORD);
    expect((await get(app(), again, '/api/v1/user/status')).json().result.localization).toMatchObject({
      country: 'NL',
      vat_rate: 0,
      business_customer: true,
    });
  });

  it('charges German VAT to a German business customer', async () => {
    const { session } = await newAccount();
    const asked = vies.requests.length;
    const response = await post(app(), session, '/api/v1/user/profile/set-billing-address', {
      ...BILLING,
      business: true,
      vat_id: 'DE123456789',
    });
    expect(response.json().result.localization).toMatchObject({ country: 'DE', vat_rate: 0.19, business_customer: true });
    // No reverse charge at home, so VIES is not asked.
    expect(vies.requests.length).toBe(asked);
    expect(response.json().result.profile.billing.vies).toBeNull();
  });

  it.each([
    [{ ...BILLING, country: 'FR', business: true, vat_id: 'DE123456789' }, 2120, 'vat_id'],
    [{ ...BILLING, business: true, vat_id: 'DE12345' }, 2120, 'vat_id'],
    [{ ...BILLING, business: true, vat_id: '' }, 2121, 'vat_id'],
    [{ ...BILLING, phone: '030 1234567' }, 1005, 'phone'],
    [{ ...BILLING, country: 'XX' }, 1005, 'country'],
    [{ ...BILLING, country: 'de' }, 1005, 'country'],
    [{ ...BILLING, street: '' }, 1005, 'street'],
    [{ ...BILLING, city: 'Berlin\u202E' }, 1005, 'city'],
    [{ ...BILLING, business: 'yes' }, 1005, 'business'],
  ])('refuses %o', async (body, code, field) => {
    const { session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/profile/set-billing-address', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code, field });
    expect((await get(app(), session, '/api/v1/user/profile/general')).json().result.billing).toBeNull();
  });
});

describe('sessions and security events', () => {
  it('lists the live sessions with truncated addresses and browsers, and ends the others', async () => {
    const { login, session } = await newAccount();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const other = await app().inject({
      method: 'GET',
      url: '/api/v1/user/status',
      headers: { 'user-agent': firefox },
      remoteAddress: '203.0.113.45',
    });
    const otherSession = {
      cookie: `sid=${other.json().result.session_id}`,
      csrfToken: other.json().result.csrf_token,
      sessionId: other.json().result.session_id,
    };
    const loggedIn = await app().inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { cookie: otherSession.cookie, 'user-agent': firefox },
      remoteAddress: '203.0.113.45',
      payload: { login, password: PASSWORD, csrf_token: otherSession.csrfToken },
    });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);

    const list = (await get(app(), session, '/api/v1/user/sessions')).json().result.list;
    expect(list).toHaveLength(2);
    expect(list.filter((entry: { current: boolean }) => entry.current)).toHaveLength(1);
    expect(list).toContainEqual(expect.objectContaining({ user_agent: 'Firefox 128 on Linux', ip: '203.0.113.0/24', current: false }));
    expect(JSON.stringify(list)).not.toContain('203.0.113.45');

    const ended = await post(app(), session, '/api/v1/user/sessions/end-others');
    expect(ended.json().result).toEqual({ ended: 1 });
    expect((await get(app(), session, '/api/v1/user/sessions')).json().result.list).toHaveLength(1);
    const status = await app().inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: sessionAfter(loggedIn).cookie } });
    expect(status.json().result.authenticated).toBe(false);

    const events = (await get(app(), session, '/api/v1/user/security-events')).json().result.list;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['sessions_ended', 'login', 'login']);
    expect(events[1]).toMatchObject({ ip: '203.0.113.0/24', user_agent: 'Firefox 128 on Linux', at: expect.any(String) });
  });

  it('records failed logins and shows at most 50 events, newest first', async () => {
    const { login, session } = await newAccount();
    for (let attempt = 0; attempt < 3; attempt++) {
      await post(
        app(),
        await startSession(app()),
        '/api/v1/user/login',
        { login, password: 'wrong-password!' },
        { ip: `198.51.100.${attempt}` },
      );
      clock.advance(1000);
    }
    const events = (await get(app(), session, '/api/v1/user/security-events')).json().result.list;
    expect(events.slice(0, 3).map((event: { kind: string }) => event.kind)).toEqual(['login_failed', 'login_failed', 'login_failed']);
    for (let index = 0; index < 60; index++)
      await app().services.profile.endOtherSessions(
        { ...(await app().services.sessions.resume(session.sessionId))! },
        { ip: '::1', network: '::/48', userAgent: 'test' },
      );
    expect((await get(app(), session, '/api/v1/user/security-events')).json().result.list).toHaveLength(50);
  });
});
