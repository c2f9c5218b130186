import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fixedClock } from '../../lib/clock';
import { securityEvents, sessions, users } from '../../db/schema/index';
import { linkToken } from '../../test/test-mailbox';
import { createTestApp, get, loginAs, post, sessionAfter, startSession, type TestApp } from '../../test/test-app';

const clock = fixedClock('2026-11-22T10:00:00Z');
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const PASSWORD = 'the-first-long-phrase';
let counter = 0;

async function newAccount(): Promise<string> {
  const login = `recover-${++counter}@example.org`;
  const response = await post(
    app(),
    await startSession(app()),
    '/api/v1/user/register',
    { login, password: PASSWORD, accept_terms: true },
    { ip: `192.0.2.${counter}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return login;
}

async function requestLink(login: string, count: number): Promise<string> {
  const response = await post(app(), await startSession(app()), '/api/v1/user/recover', { login }, { ip: `203.0.113.${counter}` });
  expect(response.statusCode, response.body).toBe(200);
  return linkToken(await testApp.mailbox.waitFor(login, count), '/user/recover');
}

describe('POST /user/recover', () => {
  it('answers the same for an address with an account and one without, and mails only the account', async () => {
    const login = await newAccount();
    const known = await post(app(), await startSession(app()), '/api/v1/user/recover', { login });
    const unknown = await post(app(), await startSession(app()), '/api/v1/user/recover', { login: 'nobody-here@example.org' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, result: { sent: true }, errors: [] });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    await app().services.mail.idle();
    const mail = await testApp.mailbox.waitFor(login, 2);
    expect(mail.subject).toBe('Reset your password at Domain Shop');
    expect(mail.text).toContain('valid for one hour');
    expect(testApp.mailbox.to('nobody-here@example.org')).toHaveLength(0);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const login = await newAccount();
    const time = async (address: string) => {
      const session = await startSession(app());
      const started = performance.now();
      await post(app(), session, '/api/v1/user/recover', { login: address }, { ip: '198.51.100.99' });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      known.push(await time(login));
      unknown.push(await time(`unknown-${round}@example.org`));
      clock.advance(60 * 60_000);
    }
    // Neither path waits for the lookup or the mail: both answer in a few milliseconds. The
    // fastest of five rounds is compared, since a busy machine only ever adds time to a round.
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(25);
    await app().services.mail.idle();
  });
});

describe('POST /user/recover/reset', () => {
  it('sets the password, ends every session of the user, records an event and mails a notice', async () => {
    const login = await newAccount();
    const phone = await loginAs(app(), login, PASSWORD);
    const laptop = await loginAs(app(), login, PASSWORD);
    const token = await requestLink(login, 2);

    const resetter = await startSession(app());
    const response = await post(app(), resetter, '/api/v1/user/recover/reset', { token, password: 'the-second-long-phrase' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.session_id).not.toBe(resetter.sessionId);

    for (const device of [phone, laptop]) {
      const status = await app().inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: device.cookie } });
      expect(status.json().result.authenticated).toBe(false);
    }
    const [user] = await db().select().from(users).where(eq(users.login, login));
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(user.emailVerifiedAt).not.toBeNull();
    const kinds = (await db().select().from(securityEvents).where(eq(securityEvents.userId, user.id))).map((event) => event.kind);
    expect(kinds).toContain('password_reset');

    const old = await post(app(), await startSession(app()), '/api/v1/user/login', { login, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    await expect(loginAs(app(), login, 'the-second-long-phrase')).resolves.toBeTruthy();
    expect((await testApp.mailbox.waitFor(login, 3)).subject).toBe('Your password at Domain Shop was changed');
    // The reset leaves the resetter with a working anonymous session.
    const status = await get(app(), sessionAfter(response), '/api/v1/user/status');
    expect(status.json().result.authenticated).toBe(false);
  });

  it('uses a link once', async () => {
    const login = await newAccount();
    const token = await requestLink(login, 2);
    const first = await post(app(), await startSession(app()), '/api/v1/user/recover/reset', { token, password: 'the-second-long-phrase' });
    expect(first.statusCode).toBe(200);
    const again = await post(app(), await startSession(app()), '/api/v1/user/recover/reset', { token, password: 'the-third-long-phrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ code: 2110, field: 'token' });
  });

  it('refuses a link older than an hour', async () => {
    const login = await newAccount();
    const token = await requestLink(login, 2);
    clock.advance(60 * 60_000 + 1000);
    const response = await post(app(), await startSession(app()), '/api/v1/user/recover/reset', {
      token,
      password: 'the-second-long-phrase',
    });
    expect(response.json().errors[0].code).toBe(2110);
    await expect(loginAs(app(), login, PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses a weak password and leaves the link usable', async () => {
    const login = await newAccount();
    const token = await requestLink(login, 2);
    const weak = await post(app(), await startSession(app()), '/api/v1/user/recover/reset', { token, password: 'password1234' });
    expect(weak.json().errors[0]).toMatchObject({ code: 2117, field: 'password' });
    const strong = await post(app(), await startSession(app()), '/api/v1/user/recover/reset', {
      token,
      password: 'the-second-long-phrase',
    });
    expect(strong.statusCode).toBe(200);
  });

  it('ends the older link when a new one is sent', async () => {
    const login = await newAccount();
    const first = await requestLink(login, 2);
    clock.advance(2 * 60 * 60_000);
    const second = await requestLink(login, 3);
    expect(
      (await post(app(), await startSession(app()), '/api/v1/user/recover/reset', { token: first, password: 'the-second-long-phrase' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(app(), await startSession(app()), '/api/v1/user/recover/reset', { token: second, password: 'the-second-long-phrase' }))
        .statusCode,
    ).toBe(200);
  });
});
