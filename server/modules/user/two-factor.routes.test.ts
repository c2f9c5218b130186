import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { fixedClock } from '../../lib/clock';
import { recoveryCodes, securityEvents, users } from '../../db/schema/index';
import { createTestApp, get, post, sessionAfter, startSession, type TestApp, type TestSession } from '../../test/test-app';

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

const PASSWORD = 'two-factor-long-phrase';
let counter = 0;

async function newAccount(): Promise<{ login: string; session: TestSession }> {
  const login = `tfa-${++counter}@example.org`;
  const session = await startSession(app());
  const response = await post(
    app(),
    session,
    '/api/v1/user/register',
    { login, password: PASSWORD, accept_terms: true },
    { ip: `192.0.2.${counter}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { login, session: sessionAfter(response) };
}

const code = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSteps * 30 });

/** Turns two-factor login on; answers the secret and the recovery codes. */
async function enable(session: TestSession) {
  const setup = await post(app(), session, '/api/v1/user/2fa/setup', { password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().result;
  const enabled = await post(app(), session, '/api/v1/user/2fa/enable', { code: await code(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().result.recovery_codes as string[] };
}

/** The first step of a login: the password. */
async function password(login: string) {
  const session = await startSession(app());
  const response = await post(app(), session, '/api/v1/user/login', { login, password: PASSWORD });
  return { session, response };
}

describe('two-factor setup', () => {
  it('hands out a secret, an otpauth URL and a QR code, and stays off until a code confirms it', async () => {
    const { login, session } = await newAccount();
    const setup = await post(app(), session, '/api/v1/user/2fa/setup', { password: PASSWORD });
    const result = setup.json().result;
    expect(result.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(result.otpauth_url).toBe(
      `otpauth://totp/Domain%20Shop:${encodeURIComponent(login)}?secret=${result.secret}&issuer=Domain%20Shop`,
    );
    expect(result.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await get(app(), session, '/api/v1/user/profile/general')).json().result.two_factor).toBe(false);
    // SHA-1, six digits and 30 s are the defaults, so the URL leaves them out. The secret is stored encrypted.
    const [row] = await db().select().from(users).where(eq(users.login, login));
    expect(row.totpPendingSecret).toMatch(/^v1\./);
    expect(row.totpPendingSecret).not.toContain(result.secret);
    // Until then, a password is enough.
    expect((await password(login)).response.json().result.two_factor_required).toBe(false);
  });

  it('refuses setup with a wrong password', async () => {
    const { session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/2fa/setup', { password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({ code: 2115, field: 'password' });
  });

  it('refuses a wrong confirmation code and enables with a right one, returning ten recovery codes stored as argon2id hashes', async () => {
    const { login, session } = await newAccount();
    const { secret } = (await post(app(), session, '/api/v1/user/2fa/setup', { password: PASSWORD })).json().result;
    const wrong = await post(app(), session, '/api/v1/user/2fa/enable', {
      code: (Number(await code(secret)) + 1).toString().padStart(6, '0').slice(-6),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ code: 2111, field: 'code' });

    const enabled = await post(app(), session, '/api/v1/user/2fa/enable', { code: await code(secret) });
    const codes: string[] = enabled.json().result.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const [user] = await db().select().from(users).where(eq(users.login, login));
    const rows = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      for (const recovery of codes) expect(row.codeHash).not.toContain(recovery.replace('-', ''));
    }
    expect(user.totpSecret).toMatch(/^v1\./);
    expect(user.totpPendingSecret).toBeNull();
    expect((await get(app(), session, '/api/v1/user/profile/general')).json().result.two_factor).toBe(true);
    const mail = await testApp.mailbox.waitFor(login, 2);
    expect(mail.subject).toBe('Two-factor login turned on');
  });

  it('refuses enable without setup', async () => {
    const { session } = await newAccount();
    const response = await post(app(), session, '/api/v1/user/2fa/enable', { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe(2114);
  });
});

describe('login with two-factor login on', () => {
  it('asks for a code after the password, without logging in, then logs in with the code', async () => {
    const { login, session } = await newAccount();
    const { secret } = await enable(session);
    clock.advance(60_000);

    const first = await password(login);
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json()).toEqual({ success: true, result: { two_factor_required: true }, errors: [] });
    const status = await get(app(), first.session, '/api/v1/user/status');
    expect(status.json().result).toMatchObject({ authenticated: false, user: null, two_factor_pending: true });

    const second = await post(app(), first.session, '/api/v1/user/login/2fa', { code: await code(secret) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result).toMatchObject({ two_factor_required: false, user: { login } });
    // The session id rotates at the completed login.
    expect(second.json().result.session_id).not.toBe(first.session.sessionId);
    const after = await get(app(), sessionAfter(second), '/api/v1/user/status');
    expect(after.json().result).toMatchObject({ authenticated: true, two_factor_pending: false });
  });

  it('accepts the code of the previous and the next step, not older ones', async () => {
    const { login, session } = await newAccount();
    const { secret } = await enable(session);
    clock.advance(5 * 60_000);
    const previous = await password(login);
    expect((await post(app(), previous.session, '/api/v1/user/login/2fa', { code: await code(secret, -1) })).statusCode).toBe(200);
    clock.advance(5 * 60_000);
    const old = await password(login);
    expect((await post(app(), old.session, '/api/v1/user/login/2fa', { code: await code(secret, -2) })).statusCode).toBe(401);
    const next = await post(app(), old.session, '/api/v1/user/login/2fa', { code: await code(secret, 1) });
    expect(next.statusCode).toBe(200);
  });

  it('does not accept a code twice within its window', async () => {
    const { login, session } = await newAccount();
    const { secret } = await enable(session);
    clock.advance(5 * 60_000);
    const current = await code(secret);
    const first = await password(login);
    expect((await post(app(), first.session, '/api/v1/user/login/2fa', { code: current })).statusCode).toBe(200);
    const second = await password(login);
    const replay = await post(app(), second.session, '/api/v1/user/login/2fa', { code: current });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe(2111);
  });

  it('refuses a code without a password first, and after the pending state expired', async () => {
    const { login, session } = await newAccount();
    const { secret } = await enable(session);
    const fresh = await startSession(app());
    const without = await post(app(), fresh, '/api/v1/user/login/2fa', { code: '123456' });
    expect(without.statusCode).toBe(401);
    expect(without.json().errors[0].code).toBe(2112);

    clock.advance(60_000);
    const first = await password(login);
    clock.advance(5 * 60_000 + 1000);
    const late = await post(app(), first.session, '/api/v1/user/login/2fa', { code: await code(secret) });
    expect(late.json().errors[0].code).toBe(2112);
  });

  it('logs in with a recovery code once; the same code is refused the next time', async () => {
    const { login, session } = await newAccount();
    const { recoveryCodes: codes } = await enable(session);

    const first = await password(login);
    const used = await post(app(), first.session, '/api/v1/user/login/2fa/recovery', { code: codes[3].toLowerCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().result).toMatchObject({ user: { login }, recovery_codes_left: 9 });

    const second = await password(login);
    const again = await post(app(), second.session, '/api/v1/user/login/2fa/recovery', { code: codes[3] });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].code).toBe(2111);
    const other = await post(app(), second.session, '/api/v1/user/login/2fa/recovery', { code: codes[4].replace('-', ' ') });
    expect(other.statusCode).toBe(200);

    const [user] = await db().select().from(users).where(eq(users.login, login));
    const kinds = (await db().select().from(securityEvents).where(eq(securityEvents.userId, user.id))).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'recovery_code_used')).toHaveLength(2);
    expect(kinds).toContain('two_factor_failed');
  });

  it('renews the recovery codes with the password and an app code; the old ones stop working', async () => {
    const { login, session } = await newAccount();
    const { secret, recoveryCodes: old } = await enable(session);
    clock.advance(60_000);
    const renew = (body: Record<string, string>) => post(app(), session, '/api/v1/user/2fa/recovery-codes', body);

    expect((await renew({ password: 'wrong-password-here', code: await code(secret) })).json().errors[0].code).toBe(2115);
    // A recovery code is no proof of holding the app.
    const withRecoveryCode = await renew({ password: PASSWORD, code: old[0] });
    expect(withRecoveryCode.statusCode).toBe(400);
    const renewed = await renew({ password: PASSWORD, code: await code(secret) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().result.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((candidate) => old.includes(candidate))).toEqual([]);
    // The same app code cannot be played twice.
    expect((await renew({ password: PASSWORD, code: await code(secret) })).json().errors[0].code).toBe(2111);

    const first = await password(login);
    const oldCode = await post(app(), first.session, '/api/v1/user/login/2fa/recovery', { code: old[1] });
    expect(oldCode.statusCode).toBe(401);
    const newCode = await post(app(), first.session, '/api/v1/user/login/2fa/recovery', { code: fresh[0] });
    expect(newCode.statusCode, newCode.body).toBe(200);
    expect(newCode.json().result.recovery_codes_left).toBe(9);

    const [user] = await db().select().from(users).where(eq(users.login, login));
    const kinds = (await db().select().from(securityEvents).where(eq(securityEvents.userId, user.id))).map((event) => event.kind);
    expect(kinds).toContain('recovery_codes_renewed');
  });

  it('disables with the password and a code, after which a password is enough', async () => {
    const { login, session } = await newAccount();
    const { secret } = await enable(session);
    clock.advance(60_000);
    const wrongPassword = await post(app(), session, '/api/v1/user/2fa/disable', {
      password: 'wrong-password-here',
      code: await code(secret),
    });
    expect(wrongPassword.json().errors[0].code).toBe(2115);
    const wrongCode = await post(app(), session, '/api/v1/user/2fa/disable', { password: PASSWORD, code: '000000' });
    expect(wrongCode.json().errors[0].code).toBe(2111);
    const disabled = await post(app(), session, '/api/v1/user/2fa/disable', { password: PASSWORD, code: await code(secret) });
    expect(disabled.json()).toMatchObject({ success: true, result: { two_factor: false } });

    expect((await password(login)).response.json().result.two_factor_required).toBe(false);
    const [user] = await db().select().from(users).where(eq(users.login, login));
    expect(user.totpSecret).toBeNull();
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const mail = await testApp.mailbox.waitFor(login, 3);
    expect(mail.subject).toBe('Two-factor login turned off');
  });
});
