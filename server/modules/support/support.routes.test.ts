import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { DEMO_USERS } from '../../db/seed/demo-users.data';
import { createTestApp, get, loginAs, type TestApp } from '../../test/test-app';

/**
 * The chat state of the support drawer (spec §4, §7; decision 056): GET /lvc/buttonstate.php
 * answers 0 (online), 1 (busy) or 2 (offline) from the operator's override or the office hours,
 * read on the injected clock in the configured time zone.
 */
const clock = fixedClock('2026-07-15T08:00:00Z');
let testApp: TestApp;
const app = () => testApp.app;

const HOURS = 'mon-fri 09:00-18:00; fri-sat 22:00-02:00';
const CHAT = 'https://chat.example.test/room?team=support';
/** A Wednesday, a Friday with evening hours, the Saturday after a Friday evening, and Christmas Day every year. */
const HOLIDAYS = '2026-07-22, 2026-07-24; 2026-08-01, 12-25';

beforeAll(async () => {
  testApp = await createTestApp({
    clock,
    startJobs: false,
    env: {
      SUPPORT_HOURS: HOURS,
      SUPPORT_TIMEZONE: 'Europe/Berlin',
      SUPPORT_HOLIDAYS: HOLIDAYS,
      SUPPORT_CHAT_URL: CHAT,
      SUPPORT_PREMIUM_PHONE: '+49 30 7777777',
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

async function chatState(target: TestApp = testApp): Promise<string> {
  const response = await target.app.inject({ method: 'GET', url: '/lvc/buttonstate.php' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

/** Moves the shop's clock to an instant (the comments give the wall-clock time in Berlin). */
const at = (instant: string) => clock.set(instant);

describe('GET /lvc/buttonstate.php', () => {
  it('is online during the office hours and offline outside them (Berlin time, summer)', async () => {
    at('2026-07-15T07:00:00Z'); // Wednesday 09:00 CEST
    expect(await chatState()).toBe('0');
    at('2026-07-15T06:59:00Z'); // 08:59
    expect(await chatState()).toBe('2');
    at('2026-07-15T15:59:00Z'); // 17:59
    expect(await chatState()).toBe('0');
    at('2026-07-15T16:00:00Z'); // 18:00: closed
    expect(await chatState()).toBe('2');
    at('2026-07-19T10:00:00Z'); // Sunday noon
    expect(await chatState()).toBe('2');
  });

  it('keeps hours that run past midnight open into the next day, and only from the days named', async () => {
    at('2026-07-17T20:30:00Z'); // Friday 22:30
    expect(await chatState()).toBe('0');
    at('2026-07-17T23:59:00Z'); // Saturday 01:59, Friday's evening hours
    expect(await chatState()).toBe('0');
    at('2026-07-18T00:00:00Z'); // Saturday 02:00: closed
    expect(await chatState()).toBe('2');
    at('2026-07-18T22:30:00Z'); // Sunday 00:30, Saturday's evening hours
    expect(await chatState()).toBe('0');
    at('2026-07-19T22:30:00Z'); // Monday 00:30: Sunday has no evening hours
    expect(await chatState()).toBe('2');
    at('2026-07-16T20:30:00Z'); // Thursday 22:30: not an evening day
    expect(await chatState()).toBe('2');
  });

  it('is offline all day on the public holidays, on the zone’s calendar, also in hours that began the evening before', async () => {
    at('2026-07-22T08:00:00Z'); // Wednesday 22 July 10:00, a holiday
    expect(await chatState()).toBe('2');
    at('2026-07-21T21:59:00Z'); // Wednesday 00:59 already in Berlin, though Tuesday in UTC: the holiday, and no hours anyway
    expect(await chatState()).toBe('2');
    at('2026-07-21T15:59:00Z'); // Tuesday 17:59, the day before: open
    expect(await chatState()).toBe('0');
    at('2026-07-23T07:00:00Z'); // Thursday 09:00, the day after: open
    expect(await chatState()).toBe('0');
    at('2026-07-24T20:30:00Z'); // Friday 24 July 22:30, a holiday: no evening hours
    expect(await chatState()).toBe('2');
    at('2026-07-24T23:30:00Z'); // Saturday 01:30: the holiday's evening hours stay closed after midnight
    expect(await chatState()).toBe('2');
    at('2026-07-31T20:30:00Z'); // Friday 31 July 22:30: open
    expect(await chatState()).toBe('0');
    at('2026-07-31T22:30:00Z'); // Saturday 1 August 00:30, a holiday: closed at its midnight
    expect(await chatState()).toBe('2');
    at('2026-12-25T09:00:00Z'); // Friday 25 December 10:00 CET
    expect(await chatState()).toBe('2');
    at('2028-12-25T09:00:00Z'); // Monday 25 December 2028: every year
    expect(await chatState()).toBe('2');
    at('2028-12-26T09:00:00Z'); // Tuesday 26 December: open
    expect(await chatState()).toBe('0');
  });

  it('opens at 09:00 local time on both sides of a daylight-saving change', async () => {
    // Europe/Berlin moves from UTC+1 to UTC+2 on Sunday 29 March 2026.
    at('2026-03-27T07:30:00Z'); // Friday 08:30 CET
    expect(await chatState()).toBe('2');
    at('2026-03-27T08:00:00Z'); // Friday 09:00 CET
    expect(await chatState()).toBe('0');
    at('2026-03-30T07:30:00Z'); // Monday 09:30 CEST: the same UTC time of day, now open
    expect(await chatState()).toBe('0');
    at('2026-03-30T06:59:00Z'); // Monday 08:59 CEST
    expect(await chatState()).toBe('2');
    at('2026-03-30T16:00:00Z'); // Monday 18:00 CEST
    expect(await chatState()).toBe('2');
    // Back to UTC+1 on Sunday 25 October 2026: 16:30 UTC is then 17:30 (open; in summer it was 18:30), 17:00 UTC is 18:00.
    at('2026-10-26T16:30:00Z');
    expect(await chatState()).toBe('0');
    at('2026-10-26T17:00:00Z');
    expect(await chatState()).toBe('2');
  });

  it('follows the operator’s manual mode until it is set back to automatic', async () => {
    const support = app().services.support;
    at('2026-07-19T10:00:00Z'); // Sunday: closed by the hours
    try {
      await support.setMode('online', 'test');
      expect(await chatState()).toBe('0');
      await support.setMode('busy', 'test');
      expect(await chatState()).toBe('1');
      at('2026-07-15T08:00:00Z'); // Wednesday 10:00: open by the hours, still busy
      expect(await chatState()).toBe('1');
      await support.setMode('offline', 'test');
      expect(await chatState()).toBe('2');
      expect(await support.status()).toMatchObject({
        mode: 'offline',
        updatedBy: 'test',
        updatedAt: new Date('2026-07-15T08:00:00Z'),
        chatState: 2,
      });
      await support.setMode('auto', 'test');
      expect(await chatState()).toBe('0');
    } finally {
      await support.setMode('auto', 'test');
    }
  });

  it('accepts the session parameters every call carries', async () => {
    at('2026-07-15T08:00:00Z');
    const response = await app().inject({ method: 'GET', url: '/lvc/buttonstate.php?csrf_token=abc&session_id=def' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('0');
  });
});

describe('GET /lvc/chat (the chat window)', () => {
  it('leads to the operator’s chat while online, else to the support page', async () => {
    at('2026-07-15T08:00:00Z');
    const online = await app().inject({ method: 'GET', url: '/lvc/chat' });
    expect(online.statusCode).toBe(302);
    expect(online.headers.location).toBe(CHAT);
    try {
      await app().services.support.setMode('busy', 'test');
      const busy = await app().inject({ method: 'GET', url: '/lvc/chat' });
      expect(busy.headers.location).toBe('/cms/support');
    } finally {
      await app().services.support.setMode('auto', 'test');
    }
    at('2026-07-19T10:00:00Z');
    expect((await app().inject({ method: 'GET', url: '/lvc/chat' })).headers.location).toBe('/cms/support');
  });
});

describe('GET /api/v1/support/premium-line', () => {
  it('gives the 24/7 line to premium-support customers only', async () => {
    const visitor = await app().inject({ method: 'GET', url: '/api/v1/support/premium-line' });
    expect(visitor.statusCode).toBe(401);
    const demo = DEMO_USERS.find((user) => user.status === 'client')!;
    const customer = await loginAs(app(), demo.login, demo.password);
    const plain = await get(app(), customer, '/api/v1/support/premium-line');
    expect(plain.statusCode).toBe(404);
    expect(plain.json().success).toBe(false);

    const db = app().services.database.db;
    const [row] = await db.update(users).set({ premiumSupport: 1 }).where(eq(users.login, demo.login)).returning({ id: users.id });
    app().services.sessions.forgetUser(row!.id);
    const premium = await get(app(), customer, '/api/v1/support/premium-line');
    expect(premium.statusCode, premium.body).toBe(200);
    expect(premium.json().result).toEqual({ phone: '+49 30 7777777' });
    expect((await get(app(), customer, '/api/v1/user/status')).json().result.user.properties).toMatchObject({
      premium_support: 1,
      live_chat: 0,
    });
  });
});

describe('the configured time zone and chat', () => {
  let newYork: TestApp;
  let noChat: TestApp;
  beforeAll(async () => {
    newYork = await createTestApp({
      clock,
      startJobs: false,
      env: { SUPPORT_HOURS: 'mon-fri 09:00-17:00', SUPPORT_TIMEZONE: 'America/New_York', SUPPORT_CHAT_URL: CHAT },
    });
    noChat = await createTestApp({ clock, startJobs: false, env: { SUPPORT_HOURS: 'mon-sun 00:00-24:00' } });
  });
  afterAll(async () => {
    await newYork?.close();
    await noChat?.close();
  });

  it('reads the hours on the clocks of the configured zone', async () => {
    at('2026-07-15T08:00:00Z'); // 10:00 in Berlin, 04:00 in New York
    expect(await chatState()).toBe('0');
    expect(await chatState(newYork)).toBe('2');
    at('2026-07-15T18:00:00Z'); // 20:00 in Berlin, 14:00 in New York
    expect(await chatState()).toBe('2');
    expect(await chatState(newYork)).toBe('0');
    // The United States change clocks two weeks before Europe: on 10 March 2026 13:30 UTC is 09:30 EDT (open), in Berlin 14:30 CET.
    at('2026-03-10T13:30:00Z');
    expect(await chatState(newYork)).toBe('0');
    at('2026-03-06T13:30:00Z'); // a Friday before the change: 08:30 EST, closed
    expect(await chatState(newYork)).toBe('2');
  });

  it('is offline without a chat to open, whatever the hours or the mode say', async () => {
    at('2026-07-15T08:00:00Z');
    expect(await chatState(noChat)).toBe('2');
    await noChat.app.services.support.setMode('online', 'test');
    expect(await chatState(noChat)).toBe('2');
  });
});
