import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fixedClock } from '../../lib/clock';
import { securityEvents, users } from '../../db/schema/index';
import { linkToken } from '../../test/test-mailbox';
import { createTestApp, get, post, sessionAfter, startSession, type TestApp } from '../../test/test-app';

const clock = fixedClock('2026-11-22T10:00:00Z');
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

let ipCounter = 0;
/** Registers from an address of its own, so the per-IP registration limit stays out of these tests. */
async function register(login: string, password = 'a-long-secret-phrase', headers: Record<string, string> = {}) {
  const session = await startSession(app(), headers);
  const response = await post(
    app(),
    session,
    '/api/v1/user/register',
    { login, password, accept_terms: true },
    { ip: `198.51.100.${++ipCounter}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return sessionAfter(response);
}

describe('registration', () => {
  it('creates an unverified account, logged in, and sends a verification mail in English with text and HTML', async () => {
    const session = await register('Fresh.Customer@Example.org');
    const status = await get(app(), session, '/api/v1/user/status');
    expect(status.json().result.user).toMatchObject({ login: 'fresh.customer@example.org', email_verified: false });

    const mail = await testApp.mailbox.waitFor('fresh.customer@example.org');
    expect(mail.subject).toBe('Please confirm your e-mail address at Domain Shop');
    expect(mail.text).toContain('valid for 48 hours');
    const token = linkToken(mail, '/user/verify-email');
    expect(mail.text).toContain(`https://shop.example.test/user/verify-email?token=${token}`);
    expect(mail.html).toContain(`href="https://shop.example.test/user/verify-email?token=${token}"`);
    expect(mail.html).toContain('<html lang="en">');
    // The brand signs; the operator is named as the legal sender (decision 063).
    expect(mail.text).toContain(
      [
        '-- ',
        'Your Domain Shop team',
        '',
        'Domain Shop is operated by Example Domains GmbH (example operator), Musterstraße 1, 10115 Berlin, Germany',
        'Represented by: Erika Mustermann (example) · Commercial register: Amtsgericht Berlin-Charlottenburg, HRB 000000 (example) · VAT ID: DE123456789',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      'Domain Shop is operated by Example Domains GmbH (example operator), Musterstraße 1, 10115 Berlin, Germany<br>',
    );
  });

  it('stores the password only as an argon2id hash', async () => {
    await register('hash.check@example.org', 'another-long-phrase-77');
    const [row] = await app().services.database.db.select().from(users).where(eq(users.login, 'hash.check@example.org'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row.passwordHash).not.toContain('another-long-phrase-77');
  });

  it('writes the mail in German for a German session', async () => {
    await register('deutsch@example.org', 'ein-langes-geheimes-wort', { 'accept-language': 'de-DE' });
    const mail = await testApp.mailbox.waitFor('deutsch@example.org');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse bei Domain Shop');
    expect(mail.text).toContain('48 Stunden gültig');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).toContain(
      'Ihr Team von Domain Shop\n\nBetreiber von Domain Shop: Example Domains GmbH (example operator), Musterstraße 1, 10115 Berlin, Germany\n' +
        'Vertreten durch: Erika Mustermann (example) · Handelsregister: Amtsgericht Berlin-Charlottenburg, HRB 000000 (example) · USt-IdNr.: DE123456789',
    );
  });

  it.each([
    ['password1234', 2117],
    ['Sunshine2026!', 2117],
    ['aaaaaaaaaaaaaa', 2103],
    ['my-name-is-max.power', 2118],
  ])('refuses the password %s with code %i and creates nothing', async (password, code) => {
    const session = await startSession(app());
    const response = await post(
      app(),
      session,
      '/api/v1/user/register',
      { login: 'max.power@example.org', password, accept_terms: true },
      { ip: '203.0.113.200' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ code, field: 'password' })]);
    expect(await app().services.database.db.select().from(users).where(eq(users.login, 'max.power@example.org'))).toHaveLength(0);
  });
});

describe('e-mail verification', () => {
  it('verifies with the link once; opened again it says the address is confirmed already, while it is', async () => {
    const session = await register('verify.once@example.org');
    const token = linkToken(await testApp.mailbox.waitFor('verify.once@example.org'), '/user/verify-email');

    const first = await post(app(), await startSession(app()), '/api/v1/user/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({ kind: 'account', email: 'verify.once@example.org' });
    const status = await get(app(), session, '/api/v1/user/status');
    expect(status.json().result.user.email_verified).toBe(true);

    // Opened again (also by GET, without a session): the same kind and address as the first time, and that it was confirmed before.
    const again = await post(app(), await startSession(app()), '/api/v1/user/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual({ kind: 'account', email: 'verify.once@example.org', already_confirmed: true });
    const byGet = await app().inject({ method: 'GET', url: `/api/v1/user/verify-email?token=${token}` });
    expect(byGet.json().result).toEqual({ kind: 'account', email: 'verify.once@example.org', already_confirmed: true });
    const db = app().services.database.db;
    const [user] = await db.select().from(users).where(eq(users.login, 'verify.once@example.org'));
    const events = await db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(events.filter((event) => event.kind === 'email_verified')).toHaveLength(1);

    // Once the address is no longer the confirmed login, the used link is refused like any other.
    await db.update(users).set({ login: 'verify.moved@example.org' }).where(eq(users.login, 'verify.once@example.org'));
    const moved = await post(app(), await startSession(app()), '/api/v1/user/verify-email', { token });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0]).toMatchObject({ code: 2110, field: 'token' });
  });

  it('verifies with a GET of the link, without a session', async () => {
    await register('verify.get@example.org');
    const token = linkToken(await testApp.mailbox.waitFor('verify.get@example.org'), '/user/verify-email');
    const response = await app().inject({ method: 'GET', url: `/api/v1/user/verify-email?token=${token}` });
    expect(response.json()).toMatchObject({ success: true, result: { kind: 'account' } });
  });

  it('refuses the link after 48 hours', async () => {
    const session = await register('verify.late@example.org');
    const token = linkToken(await testApp.mailbox.waitFor('verify.late@example.org'), '/user/verify-email');
    clock.advance(48 * 60 * 60_000 + 1000);
    try {
      const response = await post(app(), session, '/api/v1/user/verify-email', { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe(2110);
      const status = await get(app(), session, '/api/v1/user/status');
      expect(status.json().result.user.email_verified).toBe(false);
    } finally {
      clock.set('2026-11-22T10:00:00Z');
    }
  });

  it('refuses unknown and malformed tokens alike', async () => {
    const session = await startSession(app());
    const unknown = await post(app(), session, '/api/v1/user/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.json().errors[0].code).toBe(2110);
    const malformed = await post(app(), session, '/api/v1/user/verify-email', { token: '<script>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ code: 1005, field: 'token' });
  });

  it('sends a new link on request, and the new link works', async () => {
    const session = await register('verify.resend@example.org');
    await testApp.mailbox.waitFor('verify.resend@example.org');
    const resend = await post(app(), session, '/api/v1/user/verify-email/resend');
    expect(resend.json()).toMatchObject({ success: true, result: { sent: true } });
    const token = linkToken(await testApp.mailbox.waitFor('verify.resend@example.org', 2), '/user/verify-email');
    const response = await post(app(), session, '/api/v1/user/verify-email', { token });
    expect(response.json().result.kind).toBe('account');
  });
});

describe('unverified contact e-mails', () => {
  it('lists the account’s own contact with a deadline 15 days out, and clears it with the account’s verification', async () => {
    const session = await register('contact.owner@example.org');
    const list = await get(app(), session, '/api/v1/contact/list/unverified');
    expect(list.json().result).toEqual({
      list: { 'contact.owner@example.org': { expires: Math.floor(Date.parse('2026-12-07T10:00:00Z') / 1000) } },
      total_count: 1,
    });
    const token = linkToken(await testApp.mailbox.waitFor('contact.owner@example.org'), '/user/verify-email');
    await post(app(), session, '/api/v1/user/verify-email', { token });
    const after = await get(app(), session, '/api/v1/contact/list/unverified');
    expect(after.json().result).toEqual({ list: {}, total_count: 0 });
  });

  it('resends a contact verification that verifies the contact', async () => {
    const session = await register('contact.resend@example.org');
    await testApp.mailbox.waitFor('contact.resend@example.org');
    const resend = await post(app(), session, '/api/v1/contact/verify/resend', { address: 'Contact.Resend@example.org' });
    expect(resend.json()).toMatchObject({ success: true, result: { sent: true } });
    const mail = await testApp.mailbox.waitFor('contact.resend@example.org', 2);
    expect(mail.subject).toBe('Please confirm your e-mail address as a domain contact');
    expect(mail.text).toContain('December 7, 2026');
    const response = await post(app(), await startSession(app()), '/api/v1/user/verify-email', {
      token: linkToken(mail, '/user/verify-email'),
    });
    expect(response.json().result).toEqual({ kind: 'contact', email: 'contact.resend@example.org' });
    expect((await get(app(), session, '/api/v1/contact/list/unverified')).json().result.total_count).toBe(0);
  });

  it('refuses to resend to an address that is not an unverified contact of the account', async () => {
    const session = await register('contact.other@example.org');
    const response = await post(app(), session, '/api/v1/contact/verify/resend', { address: 'someone.else@example.org' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ code: 1040, field: 'address' });
  });

  it('needs a login', async () => {
    const session = await startSession(app());
    const response = await get(app(), session, '/api/v1/contact/list/unverified');
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(2003);
  });
});
