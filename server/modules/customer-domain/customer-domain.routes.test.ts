import type { CustomerDomainListView, CustomerDomainView } from '@common/api/customer-domain.contract';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactHolds, customerDomains, customerDomainStates, registryDomains, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { ownAtRegistry, registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, loginAs, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';
import { seedCustomerDomains } from '../../test/customer-domain-seed';

const DAY = 86_400_000;

let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function userIdOf(login: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, login));
  return row.id;
}

async function listOf(session: TestSession, query: Record<string, string> = {}): Promise<CustomerDomainListView> {
  const response = await get(app(), session, '/api/v1/domain/list', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

async function countOf(session: TestSession, on = app()): Promise<Record<string, number>> {
  const response = await get(on, session, '/api/v1/domain/count');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

const namesOf = (list: CustomerDomainListView) => list.domains.map((domain) => domain.domain);

const own = (userId: number, name: string, options: { idnLanguage?: string } = {}) => ownAtRegistry(app(), { userId }, name, options);

describe('my domains: list and count', () => {
  it('is for logged-in users only', async () => {
    const visitor = await startSession(app());
    for (const url of ['/api/v1/domain/list', '/api/v1/domain/count']) {
      const response = await get(app(), visitor, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, status: 2003 });
    }
    const changed = await post(app(), visitor, '/api/v1/domain/property/autorenew', { domains: ['a.com'], auto_renew: false });
    expect(changed.statusCode).toBe(401);
  });

  it('is empty for a new customer', async () => {
    const session = await newCustomer(app(), 'empty');
    expect(await listOf(session)).toEqual({ domains: [], total: 0, page: 1, per_page: 20 });
    const count = await countOf(session);
    expect(count).toEqual({
      all: 0,
      locked: 0,
      auto_renew_off: 0,
      active: 0,
      expiring: 0,
      grace: 0,
      expired: 0,
      redemption: 0,
      'pending-delete': 0,
      'pending-transfer': 0,
    });
  });

  it('shows the names a customer bought, with expiry, auto-renew from the profile, nameservers and the 60-day lock', async () => {
    const session = await newCustomer(app(), 'owner');
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['mine-bought.com', 'mine-bought.net'], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();

    const list = await listOf(session);
    expect(list.total).toBe(2);
    expect(namesOf(list)).toEqual(['mine-bought.com', 'mine-bought.net']);
    const info = await app().services.registry.info('mine-bought.com');
    const [first] = list.domains;
    expect(first).toMatchObject({
      domain_utf8: 'mine-bought.com',
      status: 'active',
      auto_renew: true,
      privacy: false,
      transfer_lock: false,
    });
    expect(first.expires_at).toBe(info!.expiresAt.toISOString());
    expect(first.nameservers).toEqual(info!.nameservers);
    expect(new Date(first.transfer_locked_until!).getTime() - info!.createdAt.getTime()).toBe(60 * DAY);
    expect(namesOf(await listOf(session, { type: 'locked' }))).toEqual(['mine-bought.com', 'mine-bought.net']);
    expect((await listOf(session, { type: 'expiring' })).total).toBe(0);

    const count = await countOf(session);
    expect(count).toMatchObject({ all: 2, active: 2, locked: 2, expiring: 0, auto_renew_off: 0 });
  });

  it('pages, sorts and filters by pattern (A-label or Unicode, with or without *) and by expiry', async () => {
    const session = await newCustomer(app(), 'pager');
    const userId = await userIdOf(session.login);
    const now = new Date();
    await seedCustomerDomains(db(), { userId, count: 250, prefix: 'pager', now });
    await own(userId, 'bücher-pager.de', { idnLanguage: 'de' });

    const first = await listOf(session, { per_page: '100' });
    expect(first).toMatchObject({ total: 251, page: 1, per_page: 100 });
    expect(first.domains).toHaveLength(100);
    const names = [
      ...namesOf(first),
      ...namesOf(await listOf(session, { per_page: '100', page: '2' })),
      ...namesOf(await listOf(session, { per_page: '100', page: '3' })),
    ];
    expect(names).toHaveLength(251);
    expect(new Set(names).size).toBe(251);
    expect(names).toEqual([...names].sort());
    const past = await listOf(session, { per_page: '100', page: '4' });
    expect(past).toMatchObject({ domains: [], total: 251, page: 4 });

    const descending = await listOf(session, { sort: 'name', order: 'desc', per_page: '3' });
    expect(namesOf(descending)).toEqual([...names].sort().reverse().slice(0, 3));
    const byExpiry = (await listOf(session, { sort: 'expiry', per_page: '100' })).domains.map((domain) => domain.expires_at);
    expect(byExpiry).toEqual([...byExpiry].sort());
    expect(byExpiry[0]).not.toBe(byExpiry[99]);

    expect(namesOf(await listOf(session, { pattern: 'pager-12' }))).toEqual([
      'pager-12.com',
      'pager-120.com',
      'pager-121.com',
      'pager-122.com',
      'pager-123.com',
      'pager-124.com',
      'pager-125.com',
      'pager-126.com',
      'pager-127.com',
      'pager-128.com',
      'pager-129.com',
    ]);
    expect(namesOf(await listOf(session, { pattern: 'PAGER-2*0.com' }))).toEqual(
      ['pager-200.com', 'pager-210.com', 'pager-220.com', 'pager-230.com', 'pager-240.com', 'pager-250.com', 'pager-20.com'].sort(),
    );
    const idn = await listOf(session, { pattern: 'Bücher' });
    expect(idn.domains.map((domain) => [domain.domain, domain.domain_utf8])).toEqual([['xn--bcher-pager-thb.de', 'bücher-pager.de']]);
    expect(namesOf(await listOf(session, { pattern: 'xn--bcher' }))).toEqual(['xn--bcher-pager-thb.de']);
    // LIKE's own characters are not wildcards: an underscore is refused by the pattern syntax.
    expect((await get(app(), session, '/api/v1/domain/list', { pattern: 'pager_1' })).statusCode).toBe(400);

    // Seeded expiries are now + 60 + (n·7919 mod 365) days.
    const expected = Array.from({ length: 250 }, (_, index) => index + 1).filter((n) => 60 + ((n * 7919) % 365) <= 90).length;
    expect(expected).toBeGreaterThan(0);
    const expiring = await listOf(session, { expiring: '90', per_page: '100' });
    expect(expiring.total).toBe(expected);
    for (const domain of expiring.domains)
      expect(new Date(domain.expires_at).getTime()).toBeLessThanOrEqual(now.getTime() + 90 * DAY + 60_000);
  });

  it('reads statuses the registry holds: the registrar lock and a transfer another registrar asked for', async () => {
    const session = await newCustomer(app(), 'registry');
    const userId = await userIdOf(session.login);
    await own(userId, 'locked-by-owner.com');
    await own(userId, 'wanted-elsewhere.com');
    await app().services.registry.update({ name: 'locked-by-owner.com', addStatuses: ['clientTransferProhibited'] });
    // Another registrar's transfer request, as the registry records it.
    await db()
      .update(registryDomains)
      .set({ transferRequestedBy: 'other-registrar', transferRequestedAt: new Date() })
      .where(eq(registryDomains.name, 'wanted-elsewhere.com'));

    const list = await listOf(session);
    expect(list.domains.map((domain) => [domain.domain, domain.status, domain.transfer_lock])).toEqual([
      ['locked-by-owner.com', 'active', true],
      ['wanted-elsewhere.com', 'pending-transfer', false],
    ]);
    expect(namesOf(await listOf(session, { type: 'pending-transfer' }))).toEqual(['wanted-elsewhere.com']);
    expect(await countOf(session)).toMatchObject({ all: 2, active: 1, 'pending-transfer': 1, locked: 2 });
  });

  it('marks suspended names and says why: the registrant e-mail verification of the shop, or another hold', async () => {
    const session = await newCustomer(app(), 'suspended');
    const userId = await userIdOf(session.login);
    for (const name of ['unverified-holder.com', 'held-otherwise.com', 'verified-again.com']) await own(userId, name);
    // Day 15 of an unverified registrant e-mail (decision 048): clientHold, recorded as the shop's hold.
    await app().services.registry.update({ name: 'unverified-holder.com', addStatuses: ['clientHold'] });
    await db().insert(contactHolds).values({ userId, name: 'unverified-holder.com', email: 'late@example.org', placedAt: new Date() });
    await app().services.registry.update({ name: 'held-otherwise.com', addStatuses: ['clientHold'] });
    // A hold lifted by the verification no longer suspends the name.
    await db()
      .insert(contactHolds)
      .values({ userId, name: 'verified-again.com', email: 'late@example.org', placedAt: new Date(), liftedAt: new Date() });

    const list = await listOf(session);
    expect(list.domains.map((domain) => [domain.domain, domain.status, domain.suspended])).toEqual([
      ['held-otherwise.com', 'active', 'hold'],
      ['unverified-holder.com', 'active', 'registrant-verification'],
      ['verified-again.com', 'active', null],
    ]);
  });

  it('gives names registered since the last look their state in batches, asking the registry for the TLD policy once', async () => {
    const session = await newCustomer(app(), 'bulk');
    await seedCustomerDomains(db(), { userId: await userIdOf(session.login), count: 1500, prefix: 'bulk', tld: 'org', now: new Date() });
    await db().delete(customerDomainStates).where(like(customerDomainStates.name, 'bulk-%.org'));
    const policy = vi.spyOn(app().services.registry, 'policy');
    try {
      const list = await listOf(session, { per_page: '5' });
      expect(list.total).toBe(1500);
      expect(list.domains[0]).toMatchObject({ domain: 'bulk-1.org', status: 'active', auto_renew: true });
      expect(policy.mock.calls.filter(([tld]) => tld === 'org').length).toBeLessThanOrEqual(1);
    } finally {
      policy.mockRestore();
    }
    const [{ n }] = await db().select({ n: count() }).from(customerDomainStates).where(like(customerDomainStates.name, 'bulk-%.org'));
    expect(n).toBe(1500);
  });

  it('refuses bad input with 400 and the field', async () => {
    const session = await newCustomer(app(), 'bad');
    for (const [query, field] of [
      [{ type: 'bogus' }, 'type'],
      [{ page: '0' }, 'page'],
      [{ per_page: '101' }, 'per_page'],
      [{ pattern: '%' }, 'pattern'],
      [{ pattern: 'x'.repeat(81) }, 'pattern'],
      [{ expiring: '-1' }, 'expiring'],
      [{ sort: 'price' }, 'sort'],
    ] as const) {
      const response = await get(app(), session, '/api/v1/domain/list', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 1005, field });
    }
  });
});

describe('auto-renew', () => {
  it('changes the chosen names of the owner only; a name of someone else changes nothing and is not revealed', async () => {
    const alice = await newCustomer(app(), 'alice');
    const bob = await newCustomer(app(), 'bob');
    const aliceId = await userIdOf(alice.login);
    const bobId = await userIdOf(bob.login);
    await seedCustomerDomains(db(), { userId: aliceId, count: 5, prefix: 'alice', now: new Date() });
    await seedCustomerDomains(db(), { userId: bobId, count: 2, prefix: 'bob', now: new Date() });

    expect(namesOf(await listOf(bob))).toEqual(['bob-1.com', 'bob-2.com']);
    expect((await listOf(bob, { pattern: 'alice' })).total).toBe(0);

    const off = await post(app(), alice, '/api/v1/domain/property/autorenew', {
      domains: ['alice-1.com', 'ALICE-2.com'],
      auto_renew: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().result).toEqual({
      changed: 2,
      domains: [
        { domain: 'alice-1.com', domain_utf8: 'alice-1.com', auto_renew: false },
        { domain: 'alice-2.com', domain_utf8: 'alice-2.com', auto_renew: false },
      ],
    });
    const again = await post(app(), alice, '/api/v1/domain/property/autorenew', { domains: ['alice-1.com'], auto_renew: false });
    expect(again.json().result.changed).toBe(0);

    // Bob asks for Alice's name alone, and beside one of his own: 404, nothing changes on either side.
    for (const domains of [['alice-3.com'], ['bob-1.com', 'alice-3.com'], ['nobody-has-this.com']]) {
      const refused = await post(app(), bob, '/api/v1/domain/property/autorenew', { domains, auto_renew: false });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        success: false,
        errors: [{ code: 1080, message: 'This domain is not in your account.', field: 'domains' }],
      });
      expect(refused.body).not.toContain('alice-3');
    }
    expect((await listOf(bob)).domains.every((domain) => domain.auto_renew)).toBe(true);
    expect((await listOf(alice)).domains.map((domain) => [domain.domain, domain.auto_renew])).toEqual([
      ['alice-1.com', false],
      ['alice-2.com', false],
      ['alice-3.com', true],
      ['alice-4.com', true],
      ['alice-5.com', true],
    ]);
    const byPattern = await post(app(), bob, '/api/v1/domain/property/autorenew-by-pattern', { pattern: 'alice*', auto_renew: false });
    expect(byPattern.json().result).toEqual({ matched: 0, changed: 0 });
    expect((await countOf(alice)).auto_renew_off).toBe(2);
  });

  it('sets by pattern and answers how many matched and changed; names never set follow the profile default', async () => {
    const session = await newCustomer(app(), 'pattern');
    await seedCustomerDomains(db(), { userId: await userIdOf(session.login), count: 12, prefix: 'pat', now: new Date() });
    const off = await post(app(), session, '/api/v1/domain/property/autorenew-by-pattern', { pattern: 'pat-1*', auto_renew: false });
    expect(off.json().result).toEqual({ matched: 4, changed: 4 });
    const offList = await listOf(session, { type: 'all', per_page: '20' });
    expect(offList.domains.filter((domain) => !domain.auto_renew).map((domain) => domain.domain)).toEqual([
      'pat-1.com',
      'pat-10.com',
      'pat-11.com',
      'pat-12.com',
    ]);
    const on = await post(app(), session, '/api/v1/domain/property/autorenew-by-pattern', { pattern: '*', auto_renew: true });
    expect(on.json().result).toEqual({ matched: 12, changed: 4 });

    // All are now set explicitly: the profile default no longer moves them.
    expect((await post(app(), session, '/api/v1/user/profile/set-autorenew', { auto_renew: false })).statusCode).toBe(200);
    expect((await listOf(session)).domains.every((domain) => domain.auto_renew)).toBe(true);
  });

  it('names never set follow the profile default', async () => {
    const session = await newCustomer(app(), 'default');
    await seedCustomerDomains(db(), { userId: await userIdOf(session.login), count: 3, prefix: 'dflt', now: new Date() });
    expect(
      (await post(app(), session, '/api/v1/domain/property/autorenew', { domains: ['dflt-1.com'], auto_renew: true })).json().result
        .changed,
    ).toBe(0);
    await post(app(), session, '/api/v1/user/profile/set-autorenew', { auto_renew: false });
    expect((await listOf(session)).domains.map((domain) => domain.auto_renew)).toEqual([true, false, false]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const session = await newCustomer(app(), 'badrenew');
    await seedCustomerDomains(db(), { userId: await userIdOf(session.login), count: 2, prefix: 'badrenew', now: new Date() });
    for (const [url, body, field] of [
      ['/api/v1/domain/property/autorenew', { domains: [], auto_renew: false }, 'domains'],
      ['/api/v1/domain/property/autorenew', { domains: ['badrenew-1.com'], auto_renew: 'no' }, 'auto_renew'],
      ['/api/v1/domain/property/autorenew', { domains: ['badrenew-1.com', 'not a name'], auto_renew: false }, 'domains.1'],
      ['/api/v1/domain/property/autorenew', { domains: Array.from({ length: 501 }, (_, n) => `x${n}.com`), auto_renew: false }, 'domains'],
      ['/api/v1/domain/property/autorenew-by-pattern', { pattern: '', auto_renew: false }, 'pattern'],
      ['/api/v1/domain/property/autorenew-by-pattern', { pattern: "badrenew' or 1=1", auto_renew: false }, 'pattern'],
      ['/api/v1/domain/property/autorenew-by-pattern', { pattern: 'badrenew*' }, 'auto_renew'],
    ] as const) {
      const response = await post(app(), session, url, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field });
    }
    expect((await listOf(session)).domains.every((domain: CustomerDomainView) => domain.auto_renew)).toBe(true);
  });
});

describe('status along the lifecycle, by the clock', () => {
  it('goes from active to expiring, grace, redemption and pending delete; another one to expired', async () => {
    const clock = fixedClock('2027-03-01T10:00:00Z');
    // The registry's view alone: the shop's own lifecycle (which deletes unpaid names before the
    // auto-renew grace ends) is server/modules/lifecycle's test, and its background sweep would
    // race this one's steps.
    const lifecycleApp = await createTestApp({ clock, startJobs: false });
    try {
      const customer = await newCustomer(lifecycleApp.app, 'lifecycle');
      const [row] = await lifecycleApp.app.services.database.db.select({ id: users.id }).from(users).where(eq(users.login, customer.login));
      // Sessions end when the clock jumps by days: a fresh login for each look.
      const fresh = () => loginAs(lifecycleApp.app, customer.login, 'a-long-secret-phrase');
      const register = async (name: string) => {
        const created = await registerAtRegistry(lifecycleApp.app, name);
        await lifecycleApp.app.services.database.db
          .insert(customerDomains)
          .values({ name, userId: row.id, registeredAt: created.createdAt, expiresAt: created.expiresAt });
        return created;
      };
      const { expiresAt } = await register('lifecycle-one.com');
      await register('lifecycle-two.com');
      const statusOf = async (name: string) => {
        const response = await get(lifecycleApp.app, await fresh(), '/api/v1/domain/list');
        expect(response.statusCode, response.body).toBe(200);
        const list = response.json().result as CustomerDomainListView;
        return list.domains.find((domain) => domain.domain === name)?.status;
      };
      const typeTotal = async (type: string) =>
        (await get(lifecycleApp.app, await fresh(), '/api/v1/domain/list', { type })).json().result.total;

      expect(await statusOf('lifecycle-one.com')).toBe('active');
      clock.set(new Date(expiresAt.getTime() - 10 * DAY));
      expect(await statusOf('lifecycle-one.com')).toBe('expiring');
      expect(await typeTotal('expiring')).toBe(2);
      expect((await get(lifecycleApp.app, await fresh(), '/api/v1/domain/list', { expiring: '9' })).json().result.total).toBe(0);
      expect((await get(lifecycleApp.app, await fresh(), '/api/v1/domain/list', { expiring: '10' })).json().result.total).toBe(2);

      // At expiry the registry auto-renews: the auto-renew grace period, as its info says too.
      clock.set(new Date(expiresAt.getTime() + DAY));
      expect(await statusOf('lifecycle-one.com')).toBe('grace');
      expect((await lifecycleApp.app.services.registry.info('lifecycle-one.com'))!.rgpStatus).toBe('autoRenewPeriod');
      expect(await typeTotal('grace')).toBe(2);

      // Not renewed: the shop deletes it at the registry, which puts it into redemption.
      await lifecycleApp.app.services.registry.delete('lifecycle-one.com');
      clock.advance(11 * 60_000);
      expect(await statusOf('lifecycle-one.com')).toBe('redemption');
      expect(await typeTotal('redemption')).toBe(1);

      clock.advance(31 * DAY);
      expect(await statusOf('lifecycle-one.com')).toBe('pending-delete');
      expect(await statusOf('lifecycle-two.com')).toBe('grace');
      // 45 days of auto-renew grace (the TLD's policy) have passed without a renewal.
      clock.set(new Date(expiresAt.getTime() + 46 * DAY));
      expect(await statusOf('lifecycle-two.com')).toBe('expired');
      const count = await countOf(await fresh(), lifecycleApp.app);
      expect(count).toMatchObject({ all: 2, expired: 1, active: 0, grace: 0 });
    } finally {
      await lifecycleApp.close();
    }
  });
});
