import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDomains, users } from '../schema/index';
import { fixedClock } from '../../lib/clock';
import { createTestApp, get, loginAs, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO_USERS } from './demo-users.data';
import { DEMO_DOMAINS, seedDemoDomains } from './demo-domains.seed';

const DAY = 86_400_000;
const clock = fixedClock('2027-05-10T08:00:00.000Z');
const NAMESERVERS = ['ns1.domain-shop.example', 'ns2.domain-shop.example'];
const [DEMO] = DEMO_USERS;

let testApp: TestApp;
let demo: TestSession;
let refused: string[] = [];
let secondStart: string[] = [];
let thirdStart: string[] = [];
let netAtRegistryAfterFailure: unknown;
const warnings: string[] = [];
const app = () => testApp.app;

interface ListedDomain {
  domain: string;
  status: string;
  expires_at: string;
  auto_renew: boolean;
}

async function demoDomains(): Promise<ListedDomain[]> {
  const response = await get(app(), demo, '/api/v1/domain/list', { limit: '50' });
  expect(response.statusCode).toBe(200);
  return response.json().result.domains;
}

beforeAll(async () => {
  // No background jobs: the test runs the lifecycle sweep itself, as the worker would after a start.
  testApp = await createTestApp({ clock, startJobs: false });
  const db = app().services.database.db;
  // A first start whose nameservers the registry refuses (one is too few): every name warned.
  refused = await seedDemoDomains(db, clock.now(), ['ns1.only-one.example'], (message) => warnings.push(message));
  // A start that fails after the registry's create: the shop already lists demo-bakery.net as
  // someone else's, so recording it fails, and the create is rolled back with it.
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.login, DEMO_USERS[1].login));
  await db.insert(customerDomains).values({ name: 'demo-bakery.net', userId: other.id, registeredAt: clock.now(), expiresAt: clock.now() });
  secondStart = await seedDemoDomains(db, clock.now(), NAMESERVERS, (message) => warnings.push(message));
  netAtRegistryAfterFailure = await app().services.registry.info('demo-bakery.net');
  await db.delete(customerDomains).where(eq(customerDomains.name, 'demo-bakery.net'));
  thirdStart = await seedDemoDomains(db, clock.now(), NAMESERVERS);
  demo = await loginAs(app(), DEMO.login, DEMO.password);
});
afterAll(async () => {
  await testApp?.close();
});

describe('the demo customer’s domains', () => {
  it('are registered at the sandbox registry and listed in My domains with their expiry', async () => {
    const listed = await demoDomains();
    expect(listed.map((entry) => entry.domain).sort()).toEqual(DEMO_DOMAINS.map((entry) => entry.name).sort());
    const bakery = listed.find((entry) => entry.domain === 'demo-bakery.com')!;
    expect(new Date(bakery.expires_at).getTime()).toBe(clock.now().getTime() + 21 * DAY);
    expect(bakery.status).toBe('expiring');
    // Only the .de name renews itself (README, decision 027); the .com is there to be renewed by hand.
    expect(Object.fromEntries(listed.map((entry) => [entry.domain, entry.auto_renew]))).toEqual({
      'demo-bakery.com': false,
      'demo-bakery.de': true,
      'demo-bakery.net': false,
      'demo-bakery-archive.com': false,
    });
    const info = await app().services.registry.info('demo-bakery.com');
    expect(info).toMatchObject({ sponsoredByUs: true, nameservers: NAMESERVERS });
  });

  it('never stop a start: a name that cannot be made is left out with a warning, and nothing of it stays behind', () => {
    expect(refused).toEqual([]);
    expect(
      warnings
        .slice(0, DEMO_DOMAINS.length)
        .every((warning) => /^demo data: [\w.-]+ was not created \(.+\); the shop starts without it$/.test(warning)),
    ).toBe(true);
    expect(secondStart.sort()).toEqual(['demo-bakery-archive.com', 'demo-bakery.com', 'demo-bakery.de']);
    expect(warnings.slice(DEMO_DOMAINS.length)).toHaveLength(1);
    expect(warnings[DEMO_DOMAINS.length]).toMatch(/^demo data: demo-bakery\.net was not created/);
    // The registry's create of demo-bakery.net was undone with the failed record of it.
    expect(netAtRegistryAfterFailure).toBeNull();
    expect(thirdStart).toEqual(['demo-bakery.net']);
  });

  it('are seeded once: a later start leaves them as the demo made them', async () => {
    const before = await demoDomains();
    await seedDemoDomains(app().services.database.db, new Date(clock.now().getTime() + 3 * DAY), NAMESERVERS);
    expect(await demoDomains()).toEqual(before);
  });

  it('the first lifecycle sweep sends the renewal reminder and puts the unpaid name into redemption, ready to restore', async () => {
    await app().services.lifecycle.sweep();
    await app().services.jobs.drain();
    await app().services.mail.idle();
    const archive = (await demoDomains()).find((entry) => entry.domain === 'demo-bakery-archive.com')!;
    expect(archive.status).toBe('redemption');
    const restorable = (await get(app(), demo, '/api/v1/domain/restore/list')).json().result.domains;
    expect(restorable).toEqual([
      expect.objectContaining({ domain: 'demo-bakery-archive.com', rgp_status: 'redemptionPeriod', restorable: true }),
    ]);
    const subjects = testApp.mailbox.to(DEMO.login).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('demo-bakery.com'))).toBe(true);
    expect(subjects.some((subject) => subject.includes('demo-bakery-archive.com'))).toBe(true);
  });
});
