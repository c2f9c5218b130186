import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createTestApp, loginAs, post, type TestApp } from '../../test/test-app';

const clock = fixedClock('2026-11-22T10:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '60' } });
});
afterAll(async () => {
  await testApp.close();
});

describe('session lifetime', () => {
  it('keeps a session alive while it is used and ends it after the idle time', async () => {
    const app = testApp.app;
    const session = await loginAs(app, 'demo@example.com', 'demo-password-2026');
    const status = () => app.inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: session.cookie } });

    clock.advance(50 * 60_000);
    expect((await status()).json().result.authenticated).toBe(true);
    // Used 50 minutes in, so it lives until 110 minutes.
    clock.advance(50 * 60_000);
    expect((await status()).json().result.authenticated).toBe(true);
    clock.advance(61 * 60_000);
    const expired = await status();
    expect(expired.json().result.authenticated).toBe(false);
    expect(expired.json().result.session_id).not.toBe(session.sessionId);

    // A POST on the expired session is refused with 2201, so the client reloads.
    const refused = await post(app, session, '/api/v1/user/logout');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().status).toBe(2201);
    expect(await app.services.sessions.deleteExpired()).toBeGreaterThanOrEqual(1);
  });
});
