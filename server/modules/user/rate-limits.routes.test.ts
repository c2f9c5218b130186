import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { fixedClock } from '../../lib/clock';
import { createTestApp, post, sessionAfter, startSession, type TestApp } from '../../test/test-app';

const clock = fixedClock('2026-11-22T10:00:00Z');
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const PASSWORD = 'rate-limit-long-phrase';
let counter = 0;

async function newAccount(): Promise<string> {
  const login = `limits-${++counter}@example.org`;
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

async function login(address: string, password: string, ip = '198.51.100.1', headers: Record<string, string> = {}) {
  return post(app(), await startSession(app(), headers), '/api/v1/user/login', { login: address, password }, { ip });
}

describe('login attempts', () => {
  it('slows an address down after five failures with 429, code 1429 and Retry-After, with growing delays, and lets the owner in after the wait', async () => {
    const address = await newAccount();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login(address, 'wrong-password!')).statusCode).toBe(401);

    const held = await login(address, PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toEqual({
      success: false,
      result: null,
      errors: [{ code: 1429, message: 'Too many requests. Please wait a moment and try again.' }],
    });

    clock.advance(1000);
    expect((await login(address, 'wrong-password!')).statusCode).toBe(401);
    expect((await login(address, PASSWORD)).headers['retry-after']).toBe('2');
    clock.advance(2000);
    expect((await login(address, 'wrong-password!')).statusCode).toBe(401);
    expect((await login(address, PASSWORD)).headers['retry-after']).toBe('4');

    // Not a lock-out: after the wait the right password works, and resets the count.
    clock.advance(4000);
    expect((await login(address, PASSWORD)).statusCode).toBe(200);
    expect((await login(address, 'wrong-password!')).statusCode).toBe(401);
  });

  it('slows an address down from any IP, and an IP down across addresses', async () => {
    const address = await newAccount();
    for (let attempt = 1; attempt <= 5; attempt++) await login(address, 'wrong-password!', `203.0.113.${attempt}`);
    expect((await login(address, PASSWORD, '203.0.113.99')).statusCode).toBe(429);

    for (let attempt = 1; attempt <= 30; attempt++) await login(`spray-${attempt}@example.org`, 'wrong-password!', '198.51.100.77');
    const sprayed = await login('demo@example.com', 'demo-password-2026', '198.51.100.77');
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('demo@example.com', 'demo-password-2026', '198.51.100.78')).statusCode).toBe(200);
  });

  it('says it in German', async () => {
    const address = await newAccount();
    for (let attempt = 1; attempt <= 5; attempt++) await login(address, 'wrong-password!', '198.51.100.5');
    const held = await login(address, PASSWORD, '198.51.100.5', { 'accept-language': 'de' });
    expect(held.json().errors[0].message).toBe('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
  });
});

describe('registrations, recoveries and codes', () => {
  it('slows registrations from one IP after ten', async () => {
    for (let index = 1; index <= 10; index++) {
      const response = await post(
        app(),
        await startSession(app()),
        '/api/v1/user/register',
        { login: `bulk-${index}@example.org`, password: PASSWORD, accept_terms: true },
        { ip: '198.51.100.200' },
      );
      expect(response.statusCode).toBe(200);
    }
    const held = await post(
      app(),
      await startSession(app()),
      '/api/v1/user/register',
      { login: 'bulk-11@example.org', password: PASSWORD, accept_terms: true },
      { ip: '198.51.100.200' },
    );
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('10');
  });

  it('slows recoveries per address after three, the same for addresses with and without an account', async () => {
    const address = await newAccount();
    for (const target of [address, 'no-account@example.org']) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(
          (await post(app(), await startSession(app()), '/api/v1/user/recover', { login: target }, { ip: `203.0.113.${attempt}` }))
            .statusCode,
        ).toBe(200);
      }
      const held = await post(app(), await startSession(app()), '/api/v1/user/recover', { login: target }, { ip: '203.0.113.50' });
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('60');
    }
    await app().services.mail.idle();
  });

  it('slows two-factor codes after five wrong ones', async () => {
    const address = await newAccount();
    const session = sessionAfter(await login(address, PASSWORD, '192.0.2.200'));
    const { secret } = (await post(app(), session, '/api/v1/user/2fa/setup', { password: PASSWORD })).json().result;
    await post(app(), session, '/api/v1/user/2fa/enable', { code: await generate({ secret, epoch: clock.now().getTime() / 1000 }) });
    clock.advance(60_000);

    const pending = await startSession(app());
    await post(app(), pending, '/api/v1/user/login', { login: address, password: PASSWORD });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await post(app(), pending, '/api/v1/user/login/2fa', { code: '000000' })).statusCode).toBe(401);
    const held = await post(app(), pending, '/api/v1/user/login/2fa', {
      code: await generate({ secret, epoch: clock.now().getTime() / 1000 }),
    });
    expect(held.statusCode).toBe(429);
    clock.advance(1000);
    const through = await post(app(), pending, '/api/v1/user/login/2fa', {
      code: await generate({ secret, epoch: clock.now().getTime() / 1000 }),
    });
    expect(through.statusCode, through.body).toBe(200);
  });
});
