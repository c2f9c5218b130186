import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  // A first start whose nameservers the registry refuses (one is too few): warned, nothing half made.
  refused = await seedDemoDomains(app().services.database.db, clock.now(), ['ns1.only-one.example'], (message) => warnings.push(message));
  await seedDemoDomains(app().services.database.db, clock.now(), NAMESERVERS);
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
    expect(listed.find((entry) => entry.domain === 'demo-bakery.de')!.auto_renew).toBe(true);
    const info = await app().services.registry.info('demo-bakery.com');
    expect(info).toMatchObject({ sponsoredByUs: true, nameservers: NAMESERVERS });
  });

  it('never stop a start: a name the registry refuses is left out with a warning, and nothing of it stays behind', () => {
    expect(refused).toEqual([]);
    expect(warnings).toHaveLength(DEMO_DOMAINS.length);
    expect(warnings[0]).toMatch(/^demo data: demo-bakery\.com was not created \(.+\); the shop starts without it$/);
    // The second start (above) created every name: the refused attempt left no registry row behind.
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
    expect(restorable).toEqual([expect.objectContaining({ domain: 'demo-bakery-archive.com', rgp_status: 'redemptionPeriod', restorable: true })]);
    const subjects = testApp.mailbox.to(DEMO.login).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('demo-bakery.com'))).toBe(true);
    expect(subjects.some((subject) => subject.includes('demo-bakery-archive.com'))).toBe(true);
  });
});
