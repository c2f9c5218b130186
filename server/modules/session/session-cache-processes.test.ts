import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createTestApp, loginAs, post, type TestApp } from '../../test/test-app';

/**
 * Two shop processes on one database (two apps here): each keeps sessions in memory for
 * SESSION_CACHE_SECONDS (decision 003). A logout on one must reach the other within that time,
 * however busy the session is there.
 */
const clock = fixedClock('2026-11-25T10:00:00Z');
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ clock, startJobs: false });
  second = await createTestApp({ clock, startJobs: false, database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('the session cache of a second process', () => {
  it('drops a session ended on the other process within the cache time, even while it is used every second', async () => {
    const session = await loginAs(first.app, 'demo@example.com', 'demo-password-2026');
    const statusOnSecond = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/v1/user/status', headers: { cookie: session.cookie } })).json().result
        .authenticated as boolean;

    for (let tick = 0; tick < 8; tick += 1) {
      expect(await statusOnSecond()).toBe(true);
      clock.advance(1_000);
    }
    const logout = await post(first.app, session, '/api/v1/user/logout');
    expect(logout.statusCode).toBe(200);

    let waited = 0;
    while (await statusOnSecond()) {
      clock.advance(1_000);
      waited += 1_000;
      expect(waited).toBeLessThanOrEqual(6_000);
    }
    expect(waited).toBeLessThanOrEqual(5_000);
  });
});
